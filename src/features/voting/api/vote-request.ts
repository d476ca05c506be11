// What the vote page asks for first, and the image it opens on. index.html sends these very requests early on a
// player link in the vote, and preloads the image of the meme the page will open on (scripts/vite/first-paint.ts reads
// this module at build time, so it stays free of browser-only imports).
import { THUMBS } from '@/config/app-settings';
import contractRoutes from '../../../../pb_hooks/contract/routes.js';

const { API_ROUTES, routeAddress } = contractRoutes;

/** Every meme of the contest the player may score (their own left out), id and file only. */
export const memesToScorePath = (contestId: string) => routeAddress(API_ROUTES.memesToScore, { contest: contestId });

/** The player's own votes in their contest. */
export const myVotesPath = (contestId: string) => routeAddress(API_ROUTES.myVotes, { contest: contestId });

/**
 * The thumbnail a vote card shows: the one that fits inside 900x900, so the whole meme shows, never cropped. An
 * animated meme shows its original instead (ANIMATED_FILE_NAME).
 */
export const VOTE_CARD_THUMB = THUMBS.whole;
