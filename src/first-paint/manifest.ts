// Everything the build reads from the app to write index.html's first paint (scripts/vite/first-paint.ts loads this
// module, and nothing else of src/): the page shell in each language, the routes with the texts their screens wait
// for, the player page's phase views, and what each feature has index.html request and preload before the app runs
// (each feature's first-paint.ts). Only the build imports it; it runs outside a browser.
import { PLAYER_PHASE_VIEWS } from '@/app/player-phase-views';
import { routes } from '@/app/route-list';
import { renderStaticShells } from '@/app/static-shell';
import { pocketbaseUrlFrom } from '@/config/pocketbase-url';
import { contestPanelFirstPaint } from '@/features/dashboard/first-paint';
import { resultsFirstPaint } from '@/features/results/first-paint';
import { votePageFirstPaint } from '@/features/voting/first-paint';
import { EARLY_REQUESTS_GLOBAL, EARLY_SIGN_IN_PATH, HOST_AUTH_STORE_KEY } from '@/first-paint/early-requests';
import type { FirstPaintManifest } from '@/first-paint/types';
import { START_AREA } from '@/i18n/areas';
import { APP_PATHS } from '@contract/routes.js';

export const firstPaintManifest: FirstPaintManifest = {
  staticShells: renderStaticShells,
  routes,
  playerPhaseViews: PLAYER_PHASE_VIEWS,
  startArea: START_AREA,
  pocketbaseUrlFrom,
  pages: { player: APP_PATHS.player, publicResults: APP_PATHS.publicResults, contestPanel: APP_PATHS.contest },
  earlyRequests: {
    global: EARLY_REQUESTS_GLOBAL,
    signInPath: EARLY_SIGN_IN_PATH,
    hostAuthStoreKey: HOST_AUTH_STORE_KEY,
  },
  votePage: votePageFirstPaint,
  results: resultsFirstPaint,
  contestPanel: contestPanelFirstPaint,
  inlineScripts: { earlyRequests: 'src/first-paint/inline/early-requests.ts' },
};
