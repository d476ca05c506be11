// The early sign-in of a player link: the script index.html gets at build time sends exactly the request the SDK
// would send, and the app takes its answer once, for the same token only.
import { runInNewContext } from 'node:vm';
import PocketBase from 'pocketbase';
import type { IndexHtmlTransformHook, Plugin, ResolvedConfig } from 'vite';
import { earlySignIn } from '../../scripts/vite/early-sign-in';
import { EARLY_SIGN_IN_GLOBAL, EARLY_SIGN_IN_PATH, earlySignInFetch } from '@/features/players/api/early-sign-in';

const HTML = '<html><head><title>x</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';

/** Builds the plugin's index.html for VITE_POCKETBASE_URL=`base`, then runs its inline script on `address`. */
function runEarlyScript(base: string | undefined, address: string) {
  const plugin: Plugin = earlySignIn();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    env: base === undefined ? {} : { VITE_POCKETBASE_URL: base },
  } as unknown as ResolvedConfig);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const html = handler.call({} as ThisParameterType<IndexHtmlTransformHook>, HTML, {} as Parameters<IndexHtmlTransformHook>[1]) as string;
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));

  const location = new URL(address);
  const requests: { url: string; init: RequestInit }[] = [];
  const sandbox: Record<string, unknown> = {
    location,
    URLSearchParams,
    fetch: (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(new Response('{}'));
    },
  };
  sandbox['window'] = sandbox;
  runInNewContext(script, sandbox);
  return { requests, early: sandbox[EARLY_SIGN_IN_GLOBAL] as { token: string; url: string } | undefined };
}

/** The URL the SDK requests for the player sign-in, on a page at `address`. */
function sdkUrl(base: string, address: string) {
  window.history.replaceState({}, '', new URL(address).pathname + new URL(address).search);
  return new PocketBase(base).buildURL(EARLY_SIGN_IN_PATH);
}

describe('early sign-in script in index.html', () => {
  const page = `${window.location.origin}/player/abc123?token=link-token`;

  it.each(['http://127.0.0.1:8090', 'https://api.example.com/', '/', '/pb/', 'pb'])(
    'sends the SDK\'s own sign-in request for VITE_POCKETBASE_URL=%s',
    (base) => {
      const { requests, early } = runEarlyScript(base, page);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe(sdkUrl(base, page));
      expect(requests[0]!.init).toMatchObject({ method: 'POST', headers: { Authorization: 'link-token' } });
      expect(early).toMatchObject({ token: 'link-token', url: requests[0]!.url });
    },
  );

  it('uses the local PocketBase when VITE_POCKETBASE_URL is not set', () => {
    expect(runEarlyScript(undefined, page).requests[0]!.url).toBe(
      'http://127.0.0.1:8090/api/collections/players/auth-refresh?expand=contest',
    );
  });

  it.each([
    ['a player link without a token', `${window.location.origin}/player/abc123`],
    ['another page with a token', `${window.location.origin}/dashboard?token=link-token`],
    ['a deeper path', `${window.location.origin}/player/abc123/extra?token=link-token`],
  ])('sends nothing on %s', (_label, address) => {
    const { requests, early } = runEarlyScript('http://127.0.0.1:8090', address);
    expect(requests).toEqual([]);
    expect(early).toBeUndefined();
  });
});

describe('earlySignInFetch', () => {
  const url = 'http://127.0.0.1:8090/api/collections/players/auth-refresh?expand=contest';
  const earlyResponse = new Response('{"token":"early"}');

  afterEach(() => {
    delete window[EARLY_SIGN_IN_GLOBAL];
    vi.unstubAllGlobals();
  });

  it('hands over the early answer for the same token and URL, once', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('{"token":"network"}')));
    vi.stubGlobal('fetch', network);
    window[EARLY_SIGN_IN_GLOBAL] = { token: 'link-token', url, response: Promise.resolve(earlyResponse) };

    const fetchForSignIn = earlySignInFetch('link-token');
    expect(fetchForSignIn).toBeDefined();
    expect(await fetchForSignIn!(url, { method: 'POST' })).toBe(earlyResponse);
    expect(network).not.toHaveBeenCalled();
    // Any other request goes to the network, and a later sign-in finds nothing left.
    await fetchForSignIn!(`${url}&fields=id`, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(window[EARLY_SIGN_IN_GLOBAL]).toBeUndefined();
    expect(earlySignInFetch('link-token')).toBeUndefined();
  });

  it('ignores, and drops, an early request made with another token', () => {
    window[EARLY_SIGN_IN_GLOBAL] = { token: 'other-token', url, response: Promise.resolve(earlyResponse) };
    expect(earlySignInFetch('link-token')).toBeUndefined();
    expect(window[EARLY_SIGN_IN_GLOBAL]).toBeUndefined();
  });

  it('leaves the SDK to its own fetch when there was no early request', () => {
    expect(earlySignInFetch('link-token')).toBeUndefined();
  });
});
