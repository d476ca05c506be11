// The address of a contest's results (pb_hooks/lib/public_results.js). index.html sends this very request early on a
// player link in results and on a public results page (scripts/vite/first-paint.ts reads this module at build time,
// so it stays free of browser-only imports). It also preloads the podium winner's thumbnail, the page's largest paint.
import { THUMBS } from '@/config/app-settings';

/** `{:contest}` stands for the contest id. */
export const CONTEST_RESULTS_PATH = '/api/contests/{:contest}/results';
export const CONTEST_PLACEHOLDER = '{:contest}';

export const contestResultsPath = (contestId: string) =>
  CONTEST_RESULTS_PATH.replace(CONTEST_PLACEHOLDER, encodeURIComponent(contestId));

/**
 * The podium's thumbnail size, which index.html preloads for the winner as soon as the results arrive: the one that
 * fits, so a podium meme shows whole.
 */
export const PODIUM_THUMB = THUMBS.whole;
