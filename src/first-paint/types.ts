// The shapes the first paint shares between the app and the build, and nothing else: the build (scripts/vite/) reads
// them without the app's aliases, so this module imports none of the app.
// A feature hands the first paint the requests index.html sends for it before the app runs, and the image it
// preloads from their answer: each feature exports its descriptor from its `first-paint.ts`, and the manifest
// (manifest.ts) gathers them for the build.
import type { RouteObject } from 'react-router';

/** The address the app asks for a contest's data at, relative to the API's base. */
export type ContestAddress = (contestId: string) => string;

/** On a player link in the vote: the vote page's request, then the image of the meme the page opens on. */
export interface VotePageFirstPaint {
  board: ContestAddress;
  /** The thumbnail the vote card shows. */
  cardThumb: string;
  /** The file names the card shows as the original instead (a thumbnail of them would be one frame). */
  originalFor: RegExp;
}

/** On a player link in results and on a public results page: the results, then the winner's thumbnail. */
export interface ResultsFirstPaint {
  results: ContestAddress;
  podiumThumb: string;
}

/** On the organizer's contest panel with a stored session: the panel's lists. */
export interface ContestPanelFirstPaint {
  lists: ContestAddress[];
}

/** A player phase's view as the build reads it: the `import()` that loads its code, and its texts' areas. */
export interface PhaseViewEntry {
  load: () => unknown;
  areas: readonly string[];
}

export interface FirstPaintManifest {
  /** The page shell in each language, by locale. */
  staticShells: () => Record<string, string>;
  /** The router's own list (src/app/route-list.tsx): the modules and texts each address loads. */
  routes: RouteObject[];
  /** The player page's view of each phase, which it loads with its phase (src/app/player-phase-views.ts). */
  playerPhaseViews: Record<string, PhaseViewEntry>;
  /** The texts' area every page loads first. */
  startArea: string;
  /** The API's base the app uses, given VITE_POCKETBASE_URL. */
  pocketbaseUrlFrom: (configured: string | undefined) => string;
  /** The pages index.html sends requests on. */
  pages: { player: string; publicResults: string; contestPanel: string };
  /** Where index.html leaves its requests for the app (early-requests.ts), and what it reads. */
  earlyRequests: { global: string; signInPath: string; hostAuthStoreKey: string };
  votePage: VotePageFirstPaint;
  results: ResultsFirstPaint;
  contestPanel: ContestPanelFirstPaint;
  /**
   * The inline scripts' modules (inline/), from the project's root: the build bundles each into one script of its
   * own.
   */
  inlineScripts: { earlyRequests: string };
}

/** A phase view's preloads: its chunks, and its texts' chunks by locale. */
export interface PhaseViewPreload {
  modules: string[];
  texts: Record<string, string[]>;
}

/** What the build hands the script. Addresses are templates relative to the API's base, with placeholders. */
export interface EarlyRequestsConfig {
  /** The API's base, as VITE_POCKETBASE_URL says. */
  base: string;
  /** Where the script leaves its requests for the app. */
  global: string;
  /** Route patterns (regular expression sources) of the player page, a public results page and the contest panel. */
  player: string;
  publicResults: string;
  contestPanel: string;
  /** Which segment of the path is the contest id, on a public results page and on the contest panel. */
  publicResultsSegment: number;
  contestPanelSegment: number;
  hostAuthStoreKey: string;
  signIn: string;
  voteBoard: string;
  results: string;
  panelLists: string[];
  /** File address templates: the vote card's thumbnail, an original, the podium's thumbnail. */
  cardImage: string;
  originalImage: string;
  podiumImage: string;
  /** The file names whose original the vote card shows (a regular expression's source and flags). */
  originalFor: [string, string];
  placeholders: { collection: string; record: string; file: string };
  /** The player page's view of each phase, and the languages' storage and names. */
  phaseViews: Record<string, PhaseViewPreload>;
  languageStorageKey: string;
  pseudoLocale: string;
  defaultLocale: string;
}
