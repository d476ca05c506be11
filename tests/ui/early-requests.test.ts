// The early requests of a player link: the script index.html gets at build time sends exactly the requests the
// app would send (the sign-in; in results, the two ranking lists), and the app takes each answer once.
import { runInNewContext } from 'node:vm';
import PocketBase from 'pocketbase';
import { beforeEntryScript, earlyRequestsScript, type FirstPaintApp } from '../../scripts/vite/first-paint.ts';
import { env } from '@/config/env';
import { pocketbaseUrlFrom } from '@/config/pocketbase-url';
import { paths } from '@/config/routes';
import * as rankingRequests from '@/features/results/api/ranking-requests';
import * as earlyRequests from '@/lib/early-requests';
import {
  EARLY_REQUESTS_GLOBAL,
  EARLY_SIGN_IN_PATH,
  earlyListFetch,
  earlySignInFetch,
  type EarlyRequests,
} from '@/lib/early-requests';
import { listRankedMemes, listRankedPlayers } from '@/features/results/api/results';

const HTML =
  '<html><head><title>x</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const CONTEST_ID = 'contest00000042';

interface SentRequest {
  url: string;
  init: RequestInit;
}

/**
 * Builds the plugin's index.html for VITE_POCKETBASE_URL=`base`, then runs its inline script on `address`; the
 * sign-in answers with a contest in `phase`, every other request with an empty list.
 */
async function runEarlyScript(base: string | undefined, address: string, phase = 'vote') {
  // What the build reads from the app, here imported directly.
  const app: FirstPaintApp = {
    staticShell: '',
    routes: [],
    playerPath: paths.player,
    pocketbaseUrlFrom,
    earlyRequests,
    rankingRequests,
  };
  const html = beforeEntryScript(HTML, [await earlyRequestsScript(app, pocketbaseUrlFrom(base))]);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));

  const requests: SentRequest[] = [];
  const sandbox: Record<string, unknown> = {
    location: new URL(address),
    URLSearchParams,
    fetch: (url: string, init: RequestInit) => {
      requests.push({ url, init });
      const body = url.includes('/auth-refresh')
        ? { token: 'refreshed', record: { id: 'abc123', expand: { contest: { id: CONTEST_ID, status: phase } } } }
        : { items: [] };
      return Promise.resolve(new Response(JSON.stringify(body)));
    },
  };
  sandbox['window'] = sandbox;
  runInNewContext(script, sandbox);
  const early = sandbox[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined;
  await early?.lists;
  return { requests, early };
}

/** The URL the SDK requests for the player sign-in, on a page at `address`. */
function sdkSignInUrl(base: string, address: string) {
  window.history.replaceState({}, '', new URL(address).pathname + new URL(address).search);
  return new PocketBase(base).buildURL(EARLY_SIGN_IN_PATH);
}

/** The URLs the results page's own list functions request. */
async function appListUrls() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(new Response(JSON.stringify({ page: 1, perPage: 1000, items: [] })));
  });
  await listRankedMemes(CONTEST_ID);
  await listRankedPlayers(CONTEST_ID);
  vi.unstubAllGlobals();
  return urls;
}

afterEach(() => {
  delete window[EARLY_REQUESTS_GLOBAL];
  vi.unstubAllGlobals();
});

describe('early requests script in index.html', () => {
  const page = `${window.location.origin}/player/abc123?token=link-token`;

  it.each(['http://127.0.0.1:8090', 'https://api.example.com/', '/', '/pb/', 'pb'])(
    "sends the SDK's own sign-in request for VITE_POCKETBASE_URL=%s",
    async (base) => {
      const { requests, early } = await runEarlyScript(base, page);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe(sdkSignInUrl(base, page));
      expect(requests[0]!.init).toMatchObject({ method: 'POST', headers: { Authorization: 'link-token' } });
      expect(early).toMatchObject({ token: 'link-token', signIn: { url: requests[0]!.url } });
      // Not in results: no list is sent.
      expect(await early?.lists).toEqual({});
    },
  );

  it('uses the local PocketBase when VITE_POCKETBASE_URL is not set', async () => {
    expect((await runEarlyScript(undefined, page)).requests[0]!.url).toBe(
      'http://127.0.0.1:8090/api/collections/players/auth-refresh?expand=contest',
    );
  });

  it("sends the results page's own two lists, with the link's token, once the sign-in says results", async () => {
    const { requests, early } = await runEarlyScript(env.pocketbaseUrl, page, 'results');
    const lists = requests.slice(1);
    expect(lists.map((request) => request.url)).toEqual(await appListUrls());
    for (const request of lists) expect(request.init).toEqual({ headers: { Authorization: 'link-token' } });
    expect(Object.keys((await early?.lists) ?? {})).toEqual(lists.map((request) => request.url));
  });

  it.each([
    ['a player link without a token', `${window.location.origin}/player/abc123`],
    ['another page with a token', `${window.location.origin}/dashboard?token=link-token`],
    ['a deeper path', `${window.location.origin}/player/abc123/extra?token=link-token`],
  ])('sends nothing on %s', async (_label, address) => {
    const { requests, early } = await runEarlyScript('http://127.0.0.1:8090', address, 'results');
    expect(requests).toEqual([]);
    expect(early).toBeUndefined();
  });
});

describe('taking the early answers', () => {
  const signInUrl = 'http://127.0.0.1:8090/api/collections/players/auth-refresh?expand=contest';
  const listUrl = 'http://127.0.0.1:8090/api/collections/memes/records?page=1';
  const networkAnswer = () => Promise.resolve(new Response('{"from":"network"}'));

  it('hands over the early sign-in for the same token and URL, once', async () => {
    const network = vi.fn(networkAnswer);
    vi.stubGlobal('fetch', network);
    const earlyAnswer = new Response('{"from":"early"}');
    window[EARLY_REQUESTS_GLOBAL] = {
      token: 'link-token',
      signIn: { url: signInUrl, response: Promise.resolve(earlyAnswer) },
    };

    const fetchForSignIn = earlySignInFetch('link-token');
    expect(await fetchForSignIn!(signInUrl, { method: 'POST' })).toBe(earlyAnswer);
    expect(network).not.toHaveBeenCalled();
    await fetchForSignIn!(`${signInUrl}&fields=id`, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(earlySignInFetch('link-token')).toBeUndefined();
  });

  it('ignores, and drops, early requests made with another token', () => {
    window[EARLY_REQUESTS_GLOBAL] = {
      token: 'other-token',
      signIn: { url: signInUrl, response: networkAnswer() },
      lists: Promise.resolve({ [listUrl]: networkAnswer() }),
    };
    expect(earlySignInFetch('link-token')).toBeUndefined();
    expect(window[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
    expect(earlyListFetch()).toBeUndefined();
  });

  it('hands over each early list once, waiting for the sign-in to have started them', async () => {
    const network = vi.fn(networkAnswer);
    vi.stubGlobal('fetch', network);
    const earlyList = new Response('{"items":[]}');
    let startLists: (lists: Record<string, Promise<Response>>) => void = () => undefined;
    window[EARLY_REQUESTS_GLOBAL] = { token: 'link-token', lists: new Promise((resolve) => (startLists = resolve)) };

    const fetchForList = earlyListFetch()!;
    const answer = fetchForList(listUrl, {});
    startLists({ [listUrl]: Promise.resolve(earlyList) });
    expect(await answer).toBe(earlyList);
    expect(network).not.toHaveBeenCalled();
    await fetchForList(listUrl, {});
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves the SDK to its own fetch when index.html started nothing', () => {
    expect(earlySignInFetch('link-token')).toBeUndefined();
    expect(earlyListFetch()).toBeUndefined();
  });
});
