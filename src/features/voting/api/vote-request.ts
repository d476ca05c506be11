// What the vote page asks for first, and the image it opens on. index.html sends this very request early on a
// player link in the vote, and preloads the image of the meme the page will open on (scripts/vite/first-paint.ts reads
// this module at build time, so it stays free of browser-only imports).
import { THUMBS } from '@/config/app-settings';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

/** Every meme of the contest the player may score (their own left out), id and file only, with their score. */
export const voteBoardPath = (contestId: string) => routeAddress(API_ROUTES.voteBoard, { contest: contestId });

/**
 * The thumbnail a vote card shows: the one that fits inside 900x900, so the whole meme shows, never cropped. An
 * animated meme shows its original instead (ANIMATED_FILE_NAME).
 */
export const VOTE_CARD_THUMB = THUMBS.whole;
