// The address of a contest's results (the contract's API_ROUTES.contestResults, contract/routes.js).
// index.html sends this very request early on a player link in results and on a public results page
// (scripts/vite/first-paint.ts reads this module at build time, so it stays free of browser-only imports). It also
// preloads the podium winner's thumbnail, the page's largest paint.
import { THUMBS } from '@/config/app-settings';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export const contestResultsPath = (contestId: string) =>
  routeAddress(API_ROUTES.contestResults, { contest: contestId });

/**
 * The podium's thumbnail size, which index.html preloads for the winner as soon as the results arrive: the one that
 * fits, so a podium meme shows whole.
 */
export const PODIUM_THUMB = THUMBS.whole;
