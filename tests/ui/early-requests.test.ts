// The early requests: the script index.html gets at build time sends exactly the requests the app would send (on a
// player link the sign-in, then in the vote the vote page's two requests, in results the results; on a public results
// page the results, without a token), and the app takes each answer once.
import { runInNewContext } from 'node:vm';
import PocketBase from 'pocketbase';
import type { Rollup } from 'vite';
import { PLAYER_PHASE_VIEWS } from '@/app/player-phase-views';
import { env } from '@/config/env';
import { pocketbaseUrlFrom } from '@/config/pocketbase-url';
import { fetchContestMemes } from '@/features/dashboard/api/memes';
import { fetchContestPlayers } from '@/features/dashboard/api/players';
import { getContestResults } from '@/features/results/api/results';
import { PODIUM_THUMB } from '@/features/results/components/podium';
import { voteBoardQueryOptions } from '@/features/voting/api/voting';
import { listVoteBoard } from '@/features/voting/api/voting';
import { voteCardImageUrl } from '@/features/voting/components/vote-card-image';
import * as voteOrder from '@/features/voting/vote-order';
import {
  EARLY_REQUESTS_GLOBAL,
  EARLY_SIGN_IN_PATH,
  earlyPanelFetch,
  earlyRequestFetch,
  earlySignInFetch,
  takeEarlyAnswer,
  type EarlyRequests,
} from '@/first-paint/early-requests';
import { firstPaintManifest } from '@/first-paint/manifest';
import { memeImageUrl } from '@/lib/data/meme-media';
import { HOST_AUTH_STORE_KEY, hostClient, playerClient, publicClient } from '@/lib/session/pocketbase';
import { LANGUAGE_STORAGE_KEY } from '../../scripts/vite/catalogs.ts';
import { beforeEntryScript, earlyRequestsScript, phaseViewPreloads } from '../../scripts/vite/first-paint.ts';

const HTML =
  '<html><head><title>x</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const CONTEST_ID = 'contest00000042';
/** The first meme of the results: the podium's winner. Its file name needs escaping in an address. */
const WINNER = {
  id: 'meme00000000001',
  collectionId: 'pbc_memes',
  collectionName: 'memes',
  media: 'winner file+1.png',
};

/** What the build has index.html preload for the player page's view of each phase: its chunks, its texts by locale. */
const phaseViewPreload = (phase: string) => ({
  modules: [`/assets/${phase}-view-abc.js`, `/assets/${phase}-shared-def.js`],
  texts: Object.fromEntries(
    ['en', 'fr', 'de', 'pseudo'].map((locale) => [locale, [`/assets/${locale}-${phase}-123.js`]]),
  ),
});
const PHASE_VIEWS = {
  participation: phaseViewPreload('participation'),
  vote: phaseViewPreload('vote'),
  results: phaseViewPreload('results'),
};
/** The modules preloaded for `phase`'s view, with its texts in `locale`. */
const phaseViewFiles = (phase: keyof typeof PHASE_VIEWS, locale = 'en') => [
  ...PHASE_VIEWS[phase].modules,
  ...PHASE_VIEWS[phase].texts[locale]!,
];

interface SentRequest {
  url: string;
  init: RequestInit;
}

/**
 * Builds the plugin's index.html for VITE_POCKETBASE_URL=`base`, then runs its inline script on `address`; the
 * sign-in answers with a contest in `phase` (in `language`, if given), every other request with an empty list.
 */
async function runEarlyScript(
  base: string | undefined,
  address: string,
  phase = 'participation',
  board: unknown = [],
  storage: Record<string, string> | 'blocked' = {},
  language?: string,
) {
  // What the build reads from the app: its first-paint manifest, here imported directly.
  const html = beforeEntryScript(HTML, [
    await earlyRequestsScript(firstPaintManifest, pocketbaseUrlFrom(base), PHASE_VIEWS),
  ]);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));

  const requests: SentRequest[] = [];
  const preloads: Array<Record<string, string>> = [];
  const sandbox: Record<string, unknown> = {
    location: new URL(address),
    document: {
      createElement: () => ({
        setAttribute(this: Record<string, string>, name: string, value: string) {
          this[name] = value;
        },
      }),
      head: { appendChild: (link: Record<string, string>) => preloads.push(link) },
    },
    URLSearchParams,
    localStorage: {
      getItem: (key: string) => {
        // As a browser that blocks the site's data answers.
        if (storage === 'blocked') throw new DOMException('The operation is insecure.', 'SecurityError');
        return storage[key] ?? null;
      },
    },
    fetch: (url: string, init: RequestInit) => {
      requests.push({ url, init });
      const body = url.includes('/auth-refresh')
        ? {
            token: 'refreshed',
            record: { id: 'abc123', expand: { contest: { id: CONTEST_ID, status: phase, language } } },
          }
        : url.endsWith('/vote-board')
          ? board
          : { contest: { id: CONTEST_ID, name: 'x', description: '' }, memes: [WINNER], players: [] };
      return Promise.resolve(new Response(JSON.stringify(body)));
    },
  };
  sandbox['window'] = sandbox;
  runInNewContext(script, sandbox);
  const early = sandbox[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined;
  await early?.requests;
  // Let the answers be read (the image's preload follows them).
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { requests, early, preloads };
}

/** The URL the SDK requests for the player sign-in, on a page at `address`. */
function sdkSignInUrl(base: string, address: string) {
  window.history.replaceState({}, '', new URL(address).pathname + new URL(address).search);
  return new PocketBase(base).buildURL(EARLY_SIGN_IN_PATH);
}

/** The URLs `requests` fetches through the SDK, each answered with `body`. */
async function urlsFetchedBy(requests: () => Promise<unknown>, body = '[]') {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(new Response(body));
  });
  await requests();
  vi.unstubAllGlobals();
  return urls;
}

/** The URLs the contest panel requests its players and memes at, through the SDK. */
function appPanelUrls() {
  return urlsFetchedBy(async () => {
    await fetchContestPlayers(CONTEST_ID);
    await fetchContestMemes(CONTEST_ID);
  });
}

/** The URLs the vote page requests through the SDK. */
function appVoteUrls() {
  return urlsFetchedBy(() => listVoteBoard(CONTEST_ID));
}

/** The URL the results pages request through the SDK: with the player client, or the public one. */
async function appResultsUrl(client = playerClient) {
  const results = JSON.stringify({ contest: {}, memes: [], players: [] });
  return (await urlsFetchedBy(() => getContestResults(client, CONTEST_ID), results))[0];
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
      const { requests, early, preloads } = await runEarlyScript(base, page);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe(sdkSignInUrl(base, page));
      expect(requests[0]!.init).toMatchObject({ method: 'POST', headers: { Authorization: 'link-token' } });
      expect(early).toMatchObject({ token: 'link-token', signIn: { url: requests[0]!.url } });
      // In participation: nothing more is asked for, and no image is preloaded; only the participation view's code
      // and texts, which the player page loads with the phase.
      expect(await early?.requests).toEqual({});
      expect(preloads.map((link) => [link.rel, link.href])).toEqual(
        phaseViewFiles('participation').map((file) => ['modulepreload', file]),
      );
    },
  );

  it('uses the local PocketBase when VITE_POCKETBASE_URL is not set', async () => {
    expect((await runEarlyScript(undefined, page)).requests[0]!.url).toBe(
      'http://127.0.0.1:8090/api/collections/players/auth-refresh?expand=contest',
    );
  });

  it("sends the results page's own request, with the link's token, once the sign-in says results", async () => {
    const { requests, early, preloads } = await runEarlyScript(env.pocketbaseUrl, page, 'results');
    const results = requests.slice(1);
    expect(results.map((request) => request.url)).toEqual([await appResultsUrl()]);
    expect(results[0]!.init).toEqual({ headers: { Authorization: 'link-token' } });
    expect(Object.keys((await early?.requests) ?? {})).toEqual([results[0]!.url]);
    // The results view's code (loaded on demand by the player page) and the winner's thumbnail load at once.
    expect(preloads.map((link) => [link.rel, link.href])).toEqual([
      ...phaseViewFiles('results').map((file) => ['modulepreload', file]),
      ['preload', memeImageUrl(WINNER, PODIUM_THUMB)],
    ]);
  });

  // The player page loads each phase's view and its texts with the phase (src/app/player-phase-views.ts): the
  // script preloads those of the phase the sign-in names, the texts in the language the page will show.
  describe("the phase's view", () => {
    const views = Object.keys(PHASE_VIEWS) as (keyof typeof PHASE_VIEWS)[];

    it.each(views)("preloads the %s view with its texts in the contest's language", async (phase) => {
      const { preloads } = await runEarlyScript(env.pocketbaseUrl, page, phase, undefined, {}, 'fr');
      const modules = preloads.filter((link) => link.rel === 'modulepreload');
      expect(modules.map((link) => link.href)).toEqual(phaseViewFiles(phase, 'fr'));
      for (const link of modules) expect(link.crossOrigin).toBe('');
    });

    it.each([
      ['the language picked in the switcher, over the contest’s', { [LANGUAGE_STORAGE_KEY]: 'de' }, 'fr', 'de'],
      ['the test language when picked', { [LANGUAGE_STORAGE_KEY]: 'pseudo' }, 'fr', 'pseudo'],
      ['the contest’s when the stored pick is no language', { [LANGUAGE_STORAGE_KEY]: 'xx' }, 'fr', 'fr'],
      ['English for a contest without a language', {}, undefined, 'en'],
      ['English for a contest in a language the app does not speak', {}, 'xx', 'en'],
      ['English for a contest in the test language', {}, 'pseudo', 'en'],
    ])('preloads the texts in %s', async (_, storage, language, expected) => {
      const { preloads } = await runEarlyScript(env.pocketbaseUrl, page, 'vote', undefined, storage, language);
      expect(preloads.filter((link) => link.rel === 'modulepreload').map((link) => link.href)).toEqual(
        phaseViewFiles('vote', expected),
      );
    });

    it("takes each phase's chunks and texts from the player page's own table of views", () => {
      const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
        ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry: false }) as unknown as Rollup.OutputChunk;
      const features = { participation: 'participation', vote: 'voting', results: 'results' };
      const bundle: Rollup.OutputBundle = Object.fromEntries(
        [
          chunk('assets/shared.js', null),
          ...Object.values(features).map((feature) =>
            chunk(`assets/${feature}.js`, `/work/src/features/${feature}/index.ts`, ['assets/shared.js']),
          ),
          ...['en', 'fr'].flatMap((locale) =>
            ['site', ...Object.keys(features)].map((area) =>
              chunk(`assets/${locale}-${area}.js`, `\0virtual:catalog/${locale}-${area}`),
            ),
          ),
        ].map((item) => [item.fileName, item]),
      );
      expect(phaseViewPreloads(PLAYER_PHASE_VIEWS, bundle, '/base/')).toEqual(
        Object.fromEntries(
          Object.entries(features).map(([phase, feature]) => [
            phase,
            {
              modules: [`/base/assets/${feature}.js`, '/base/assets/shared.js'],
              texts: { en: [`/base/assets/en-${phase}.js`], fr: [`/base/assets/fr-${phase}.js`] },
            },
          ]),
        ),
      );
    });

    it("sends the vote page's requests and preloads its view when the stored language cannot be read", async () => {
      const { requests, early, preloads } = await runEarlyScript(env.pocketbaseUrl, page, 'vote', undefined, 'blocked');
      expect(Object.keys((await early?.requests) ?? {})).toEqual(await appVoteUrls());
      expect(requests).toHaveLength(2);
      expect(preloads.map((link) => link.href)).toEqual(phaseViewFiles('vote'));
    });

    it('preloads no view for a phase the page does not know', async () => {
      const { preloads } = await runEarlyScript(env.pocketbaseUrl, page, 'archived');
      expect(preloads).toEqual([]);
    });
  });

  describe('in the vote', () => {
    /** Memes of the contest, as the vote page's route lists them; some file names need escaping. */
    const memes = ['a.png', 'b c.jpg', 'd+e.gif', 'f.png', 'g.GIF', 'h.jpg'].map((media, i) => ({
      id: `meme0000000000${i}`,
      collectionId: 'pbc_memes',
      collectionName: 'memes',
      media,
    }));
    /** The vote page's answer: the memes, each with the player's score on it (0 for none). */
    const boardOf = (scored: string[]) => memes.map((meme) => ({ ...meme, score: scored.includes(meme.id) ? 5 : 0 }));
    /** The meme the vote page opens on: the first in the player's order they have not scored. */
    const opensOn = (scored: string[]) =>
      voteOrder.playerVoteOrder(memes, 'abc123').find((meme) => !scored.includes(meme.id))!;

    it('keeps the answers it read by address, with the time they came, and the phase the sign-in said', async () => {
      const board = boardOf([memes[0]!.id]);
      const before = Date.now();
      const { requests, early } = await runEarlyScript(env.pocketbaseUrl, page, 'vote', board);
      const [boardUrl] = requests.slice(1).map((request) => request.url);
      expect(early?.phase).toBe('vote');
      expect(early?.answers).toEqual({ [boardUrl!]: { data: board, at: expect.any(Number) } });
      expect(early!.answers![boardUrl!]!.at).toBeGreaterThanOrEqual(before);
    });

    it("sends the vote page's own requests, with the link's token, once the sign-in says vote", async () => {
      const { requests, early } = await runEarlyScript(env.pocketbaseUrl, page, 'vote');
      const vote = requests.slice(1);
      expect(vote.map((request) => request.url)).toEqual(await appVoteUrls());
      for (const request of vote) expect(request.init).toEqual({ headers: { Authorization: 'link-token' } });
      expect(Object.keys((await early?.requests) ?? {})).toEqual(vote.map((request) => request.url));
    });

    // Each case leaves a different meme first in the player's order unscored: a still image, an animated one (its
    // original), and every one scored but the last.
    it.each([0, 2, 4, 5])(
      'preloads the image of the meme the page opens on, with %i memes scored before it in the order',
      async (scoredFirst) => {
        const ordered = voteOrder.playerVoteOrder(memes, 'abc123');
        const scored = ordered.slice(0, scoredFirst).map((meme) => meme.id);
        const { preloads } = await runEarlyScript(env.pocketbaseUrl, page, 'vote', boardOf(scored));
        // The vote view's code (loaded on demand by the player page), then the image.
        expect(preloads).toEqual([
          ...phaseViewFiles('vote').map((href) => expect.objectContaining({ rel: 'modulepreload', href })),
          expect.objectContaining({
            rel: 'preload',
            as: 'image',
            fetchpriority: 'high',
            href: voteCardImageUrl(opensOn(scored)),
          }),
        ]);
      },
    );

    it('preloads an animated meme as the original file, which the vote card shows', async () => {
      const gif = memes.find((meme) => meme.media === 'd+e.gif')!;
      const scored = memes.filter((meme) => meme !== gif).map((meme) => meme.id);
      const { preloads } = await runEarlyScript(env.pocketbaseUrl, page, 'vote', boardOf(scored));
      const images = preloads.filter((link) => link.rel === 'preload');
      expect(images.map((link) => link.href)).toEqual([voteCardImageUrl(gif)]);
      expect(images[0]!.href).toMatch(/d%2Be\.gif$/);
    });

    it.each([
      ['every meme is scored', boardOf(memes.map((meme) => meme.id))],
      ['there is no meme to score', []],
      ['the answer is a refusal', { message: 'refused' }],
    ])('preloads no image when %s', async (_label, board) => {
      const { preloads } = await runEarlyScript(env.pocketbaseUrl, page, 'vote', board);
      expect(preloads.filter((link) => link.rel === 'preload')).toEqual([]);
    });
  });

  it('sends the public results page its request at once, without a token', async () => {
    const { requests, early, preloads } = await runEarlyScript(
      env.pocketbaseUrl,
      `${window.location.origin}/results/${CONTEST_ID}?token=ignored`,
    );
    expect(requests.map((request) => request.url)).toEqual([await appResultsUrl(publicClient)]);
    expect(requests[0]!.init).toEqual({});
    expect(early).toMatchObject({ token: '' });
    expect(early?.signIn).toBeUndefined();
    expect(Object.keys((await early?.requests) ?? {})).toEqual([requests[0]!.url]);
    // The winner's podium thumbnail, at exactly the address the podium asks for, loads before the app runs.
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatchObject({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      href: memeImageUrl(WINNER, PODIUM_THUMB),
    });
    expect(preloads[0]!.href).toContain('winner%20file%2B1.png?thumb=900x900f');
  });

  it("sends the contest panel's two lists with the organizer's stored token, at the SDK's own addresses", async () => {
    const session = JSON.stringify({ token: 'organizer-token', record: { id: 'user00000000001' } });
    const { requests, early } = await runEarlyScript(
      env.pocketbaseUrl,
      `${window.location.origin}/dashboard/${CONTEST_ID}`,
      'vote',
      undefined,
      { [HOST_AUTH_STORE_KEY]: session },
    );
    const sdkUrls = await appPanelUrls();
    expect(requests.map((request) => request.url)).toEqual(sdkUrls);
    for (const request of requests) expect(request.init).toEqual({ headers: { Authorization: 'organizer-token' } });
    expect(early).toMatchObject({ token: 'organizer-token' });
    expect(Object.keys(early?.panel ?? {})).toEqual(sdkUrls);
  });

  it('sends nothing on the contest panel without a stored session', async () => {
    const { requests, early } = await runEarlyScript(
      env.pocketbaseUrl,
      `${window.location.origin}/dashboard/${CONTEST_ID}`,
    );
    expect(requests).toEqual([]);
    expect(early).toBeUndefined();
  });

  it.each([
    ['a player link without a token', `${window.location.origin}/player/abc123`],
    ['another page with a token', `${window.location.origin}/dashboard?token=link-token`],
    ['a deeper path', `${window.location.origin}/player/abc123/extra?token=link-token`],
    ['a deeper results path', `${window.location.origin}/results/abc123/extra`],
  ])('sends nothing on %s', async (_label, address) => {
    const { requests, early } = await runEarlyScript('http://127.0.0.1:8090', address, 'results');
    expect(requests).toEqual([]);
    expect(early).toBeUndefined();
  });
});

describe('taking the early answers', () => {
  const signInUrl = 'http://127.0.0.1:8090/api/collections/players/auth-refresh?expand=contest';
  const resultsUrl = 'http://127.0.0.1:8090/api/contests/contest00000042/results';
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
      requests: Promise.resolve({ [resultsUrl]: networkAnswer() }),
    };
    expect(earlySignInFetch('link-token')).toBeUndefined();
    expect(window[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
    expect(earlyRequestFetch()).toBeUndefined();
  });

  it('hands over the early results once, waiting for the sign-in to have started them', async () => {
    const network = vi.fn(networkAnswer);
    vi.stubGlobal('fetch', network);
    const earlyResults = new Response('{"memes":[]}');
    let startResults: (results: Record<string, Promise<Response>>) => void = () => undefined;
    window[EARLY_REQUESTS_GLOBAL] = {
      token: 'link-token',
      requests: new Promise((resolve) => (startResults = resolve)),
    };

    const fetchForResults = earlyRequestFetch()!;
    const answer = fetchForResults(resultsUrl, {});
    startResults({ [resultsUrl]: Promise.resolve(earlyResults) });
    expect(await answer).toBe(earlyResults);
    expect(network).not.toHaveBeenCalled();
    await fetchForResults(resultsUrl, {});
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("hands the panel's lists to the SDK once, for the token they were sent with", async () => {
    const network = vi.fn(() => Promise.resolve(new Response('[{"id":"from-network"}]')));
    vi.stubGlobal('fetch', network);
    const [playersUrl, memesUrl] = [
      hostClient.buildURL(`/api/contests/${CONTEST_ID}/panel/players`),
      hostClient.buildURL(`/api/contests/${CONTEST_ID}/panel/memes`),
    ];
    window[EARLY_REQUESTS_GLOBAL] = {
      token: 'organizer-token',
      panel: {
        [playersUrl]: Promise.resolve(new Response('[{"id":"early-player"}]')),
        [memesUrl]: Promise.resolve(new Response('[{"id":"early-meme"}]')),
      },
    };
    hostClient.authStore.save('organizer-token', null);
    try {
      expect(await fetchContestPlayers(CONTEST_ID)).toEqual([{ id: 'early-player' }]);
      expect(await fetchContestMemes(CONTEST_ID)).toEqual([{ id: 'early-meme' }]);
      expect(network).not.toHaveBeenCalled();
      // Asked again (a reload of the panel), they come from the network.
      expect(await fetchContestPlayers(CONTEST_ID)).toEqual([{ id: 'from-network' }]);
      expect(network).toHaveBeenCalledTimes(1);
    } finally {
      hostClient.authStore.clear();
    }
  });

  it("ignores, and drops, the panel's lists sent with another session's token", () => {
    window[EARLY_REQUESTS_GLOBAL] = { token: 'other-token', panel: {} };
    expect(earlyPanelFetch('organizer-token')).toBeUndefined();
    expect(window[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
  });

  it('gives an answer index.html read to the app once, and its response to no one after', async () => {
    const network = vi.fn(networkAnswer);
    vi.stubGlobal('fetch', network);
    window[EARLY_REQUESTS_GLOBAL] = {
      token: 'link-token',
      requests: Promise.resolve({ [resultsUrl]: Promise.resolve(new Response('{"from":"early"}')) }),
      answers: { [resultsUrl]: { data: { from: 'early' }, at: 42 } },
    };
    expect(takeEarlyAnswer(resultsUrl)).toEqual({ data: { from: 'early' }, at: 42 });
    expect(takeEarlyAnswer(resultsUrl)).toBeUndefined();
    // A later read of the same address (a refetch) is a fresh one.
    expect(await (await earlyRequestFetch()!(resultsUrl, {})).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("starts the vote page's query with index.html's answer, in the player's order, as of when it came", () => {
    const boardUrl = playerClient.buildURL(`/api/contests/${CONTEST_ID}/vote-board`);
    const rows = ['meme1', 'meme2', 'meme3', 'meme4'].map((id, i) => ({
      id,
      collectionId: 'pbc_memes',
      collectionName: 'memes',
      media: `${id}.png`,
      score: i,
    }));
    window[EARLY_REQUESTS_GLOBAL] = {
      token: 'link-token',
      requests: Promise.resolve({}),
      answers: { [boardUrl]: { data: rows, at: 1000 } },
    };
    // As TanStack Query reads them when it creates a query: the data, then its time.
    const board = voteBoardQueryOptions('abc123', CONTEST_ID);
    const ordered = voteOrder.playerVoteOrder(rows, 'abc123');
    expect(ordered.map((row) => row.id)).not.toEqual(rows.map((row) => row.id));
    expect(typeof board.initialData === 'function' && board.initialData()).toEqual(ordered);
    expect(typeof board.initialDataUpdatedAt === 'function' && board.initialDataUpdatedAt()).toBe(1000);
    // Without an answer (taken, or none came), the query starts empty and reads the network.
    const again = voteBoardQueryOptions('abc123', CONTEST_ID);
    expect(typeof again.initialData === 'function' && again.initialData()).toBeUndefined();
  });

  it('leaves the SDK to its own fetch when index.html started nothing', () => {
    expect(earlySignInFetch('link-token')).toBeUndefined();
    expect(earlyRequestFetch()).toBeUndefined();
    expect(earlyPanelFetch('organizer-token')).toBeUndefined();
  });
});
