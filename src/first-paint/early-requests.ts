// Early requests: index.html sends a page's first requests itself (scripts/vite/first-paint.ts) while the app's scripts
// are still downloading and starting, instead of after them. On a phone on a slow network that takes round trips off
// the time to the first screen. The app hands those responses to the SDK (through its `fetch` option) in place of
// sending the same requests again, so the SDK still reads and checks every answer.
// - on a player link with a token: the sign-in (auth-refresh with the contest), then with the link's token, once it
//   says the contest is in the vote, the vote page's memes with the player's scores (GET
//   /api/contests/{contest}/vote-board), or in results, the results (GET /api/contests/{contest}/results);
// - on a public results page: the results, without a token;
// - on the organizer's contest panel (/dashboard/{contest}) with a stored session: the panel's two lists, players and
//   memes (the contract's API_ROUTES.panelPlayers and panelMemes), with the session's token.
// This module holds both sides' shared terms and the app's side.

/** Where index.html leaves the requests it started: window[EARLY_REQUESTS_GLOBAL]. */
export const EARLY_REQUESTS_GLOBAL = '__earlyPlayerRequests';

/** The request authenticatePlayer sends through the SDK: auth-refresh with the contest expanded. */
export const EARLY_SIGN_IN_PATH = '/api/collections/players/auth-refresh?expand=contest';

/** Where the organizer's session is stored, which index.html reads on the contest panel. */
export { HOST_AUTH_STORE_KEY } from '@/lib/session/session-keys';

export interface EarlyRequests {
  /** The token every early request carried: the link's, the organizer's ('' on a public page). */
  token: string;
  signIn?: { url: string; response: Promise<Response> };
  /**
   * The requests sent after the sign-in (on a public results page, at once), by URL, once started: none unless the
   * contest is in the vote or in results. Never rejects.
   */
  requests?: Promise<Record<string, Promise<Response>>>;
  /** The contest panel's lists by URL, sent with the organizer's token. */
  panel?: Record<string, Promise<Response>>;
  /**
   * The answers of `requests` that succeeded, read as JSON, by URL, with the time each came (Date.now()); `taken` once
   * the app has taken one (takeEarlyAnswer).
   */
  answers?: Record<string, { data: unknown; at: number; taken?: boolean }>;
  /** The contest's phase, as the sign-in said, once it has answered. */
  phase?: string;
}

declare global {
  interface Window {
    [EARLY_REQUESTS_GLOBAL]?: EarlyRequests;
  }
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const earlyRequests = () => (typeof window === 'undefined' ? undefined : window[EARLY_REQUESTS_GLOBAL]);

/**
 * A fetch for the SDK's sign-in with `token`: it answers with the early sign-in's response once, if index.html
 * started one with this token and the SDK asks for the same URL, and otherwise goes to the network. Undefined when
 * there is none (the SDK then uses fetch itself). A later sign-in (after a long sleep) is always a fresh request.
 */
export function earlySignInFetch(token: string): typeof fetch | undefined {
  const early = earlyRequests();
  const signIn = early?.signIn;
  if (!early || !signIn) return undefined;
  delete early.signIn;
  if (early.token !== token) {
    delete window[EARLY_REQUESTS_GLOBAL];
    return undefined;
  }
  return (input, init) => (urlOf(input) === signIn.url ? signIn.response : fetch(input, init));
}

/**
 * A fetch for one of the SDK's requests after the sign-in (the vote page's, the results'): a request index.html
 * already sent for exactly this URL is answered with that response, once; any other goes to the network. Undefined
 * when index.html started none.
 */
export function earlyRequestFetch(): typeof fetch | undefined {
  const requests = earlyRequests()?.requests;
  if (!requests) return undefined;
  return async (input, init) => {
    const started = await requests;
    const url = urlOf(input);
    const response = started[url];
    delete started[url];
    // An answer the app has taken already is not handed out again.
    if (!response || earlyRequests()?.answers?.[url]?.taken) return fetch(input, init);
    return response;
  };
}

/**
 * The answer of the request index.html sent to `url`, if it has already come and succeeded, with the time it came:
 * given once, so that a query shows it in its first render instead of waiting a round of reading the response. The
 * response itself is then no longer handed out (a later fetch of the URL goes to the network).
 */
export function takeEarlyAnswer<T>(url: string): { data: T; at: number } | undefined {
  const answer = earlyRequests()?.answers?.[url];
  if (!answer || answer.taken) return undefined;
  answer.taken = true;
  return { data: answer.data as T, at: answer.at };
}

/**
 * Query options that start a query with the early answer to `url` (takeEarlyAnswer), when there is one: TanStack
 * Query reads both when it creates the query, the data first.
 */
export function earlyAnswerOptions<T>(url: () => string): {
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number | undefined;
} {
  let at: number | undefined;
  return {
    initialData: () => {
      const answer = takeEarlyAnswer<T>(url());
      at = answer?.at;
      return answer?.data;
    },
    initialDataUpdatedAt: () => at,
  };
}

/**
 * The contest's phase as index.html's sign-in said it, once it has answered; undefined without one, or when it
 * failed. Never rejects.
 */
export function earlyContestPhase(): Promise<string | undefined> {
  const early = earlyRequests();
  if (!early?.requests) return Promise.resolve(undefined);
  return early.requests.then(
    () => early.phase,
    () => undefined,
  );
}

/**
 * A fetch for the contest panel's lists, sent with the organizer's `token`: a request index.html already sent for
 * exactly this URL with this token is answered with that response, once; any other goes to the network. Undefined
 * when index.html started none. A session signed in since (another token) never reads them.
 */
export function earlyPanelFetch(token: string): typeof fetch | undefined {
  const early = earlyRequests();
  const panel = early?.panel;
  if (!early || !panel) return undefined;
  if (early.token !== token) {
    delete window[EARLY_REQUESTS_GLOBAL];
    return undefined;
  }
  return (input, init) => {
    const url = urlOf(input);
    const response = panel[url];
    if (!response) return fetch(input, init);
    delete panel[url];
    return response;
  };
}
