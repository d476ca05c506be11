// Early sign-in: on a player link, index.html starts the sign-in request itself (scripts/vite/early-sign-in.ts)
// while the app's scripts are still downloading and starting, instead of after them. On a phone on a slow
// network that takes a whole round trip off the time to the first screen. The app then hands that response to
// the SDK in place of sending the same request again. This module holds both sides' shared terms, and nothing
// else: the build plugin imports it in Node.

/** Where index.html leaves the request it started: window[EARLY_SIGN_IN_GLOBAL]. */
export const EARLY_SIGN_IN_GLOBAL = '__earlyPlayerSignIn';

/** The request authenticatePlayer sends through the SDK: auth-refresh with the contest expanded. */
export const EARLY_SIGN_IN_PATH = '/api/collections/players/auth-refresh?expand=contest';

export interface EarlySignIn {
  token: string;
  url: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    [EARLY_SIGN_IN_GLOBAL]?: EarlySignIn;
  }
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * A fetch for the SDK's sign-in request with `token`: it answers with the early response once, if index.html
 * started one for this token and the SDK asks for the same URL, and otherwise goes to the network. Undefined when
 * there is no early request (the SDK then uses fetch itself).
 */
export function earlySignInFetch(token: string): typeof fetch | undefined {
  const early = typeof window === 'undefined' ? undefined : window[EARLY_SIGN_IN_GLOBAL];
  if (!early) return undefined;
  // Used once: a later sign-in (after a long sleep, or with another token) is a fresh request.
  delete window[EARLY_SIGN_IN_GLOBAL];
  if (early.token !== token) return undefined;
  return (input, init) => (urlOf(input) === early.url ? early.response : fetch(input, init));
}
