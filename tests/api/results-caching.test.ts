// Caching of the public results (pb_hooks/lib/platform/results_cache.js): once results are final and shared, the page's HTML,
// its results answer and its images may be kept by any cache, a CDN included, and revalidate with an ETag into a 304.
// Turning sharing off withdraws that at once: the old ETags get no 304 and no public caching header. Answers only a
// contest's members may read are never marked public.
import { describe, expect, it } from 'vitest';
import { contestInResults, share } from './support/results-contest';
import { createContest, createOrganizer, signInPlayer, addPlayer, uploadMeme, type MemeRecord } from './support/roles';
import { serverWithAppForFile } from './support/server-with-app';

const SHARED_PAGE = 'public, max-age=0, s-maxage=60, must-revalidate';
const SHARED_IMAGE = 'public, max-age=3600, s-maxage=60, must-revalidate';
const sharedCaching = (path: string) => (path.startsWith('/api/files/') ? SHARED_IMAGE : SHARED_PAGE);
const CRAWLER = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';

const server = serverWithAppForFile('results-caching');

const fileUrl = (meme: MemeRecord, thumb = '') =>
  `/api/files/${meme.collectionId}/${meme.id}/${meme.media}${thumb ? `?thumb=${thumb}` : ''}`;

/** The public addresses of a contest's results: the page, its results answer, the podium image and the original. */
const addresses = (contestId: string, winner: MemeRecord) => [
  `/results/${contestId}`,
  `/api/contests/${contestId}/results`,
  fileUrl(winner, '900x900'),
  fileUrl(winner),
];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'user-agent': CRAWLER, ...headers } });

/** A caching header no shared cache may store or reuse. */
function expectNotPublic(response: Response, path: string) {
  const cacheControl = response.headers.get('cache-control') ?? '';
  expect(cacheControl, path).toMatch(/\bprivate\b/);
  expect(cacheControl, path).not.toMatch(/public|s-maxage/);
  expect(response.headers.get('etag'), path).toBeNull();
}

describe('shared results', () => {
  it('carry a public Cache-Control and an ETag, and answer 304 to a revalidation, for anyone', async () => {
    const { organizer, contest, alice, aliceMeme } = await contestInResults(server.url, { name: 'Viral cup' });
    await share(organizer, contest.id, true);

    for (const path of addresses(contest.id, aliceMeme)) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      await first.arrayBuffer();
      expect(first.headers.get('cache-control'), path).toBe(sharedCaching(path));
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^(W\/)?"shared-[^"]+"$/);

      const again = await get(path, { 'if-none-match': etag! });
      expect(again.status, path).toBe(304);
      expect((await again.arrayBuffer()).byteLength, path).toBe(0);
      expect(again.headers.get('etag'), path).toBe(etag);
      expect(again.headers.get('cache-control'), path).toBe(sharedCaching(path));
    }

    // A member reading with their session gets the very same public answer.
    const anonymous = await get(`/api/contests/${contest.id}/results`);
    const asMember = await get(`/api/contests/${contest.id}/results`, { authorization: alice.token });
    expect(asMember.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(asMember.headers.get('cache-control')).toBe(SHARED_PAGE);
  });

  it('are withdrawn at once when sharing is turned off: the old ETags get no 304 and no public header', async () => {
    const { organizer, contest, alice, aliceMeme } = await contestInResults(server.url, { name: 'Withdrawn cup' });
    await share(organizer, contest.id, true);
    const etags = new Map<string, string>();
    for (const path of addresses(contest.id, aliceMeme)) {
      const response = await get(path);
      await response.arrayBuffer();
      etags.set(path, response.headers.get('etag')!);
    }
    const lastModified = (await get(fileUrl(aliceMeme))).headers.get('last-modified')!;

    await share(organizer, contest.id, false);
    for (const [path, etag] of etags) {
      const response = await get(path, { 'if-none-match': etag, 'if-modified-since': lastModified });
      expect(response.status, path).not.toBe(304);
      expectNotPublic(response, path);
    }
    expect((await get(`/api/contests/${contest.id}/results`)).status).toBe(404);
    expect(await (await get(`/results/${contest.id}`)).text()).not.toContain('Withdrawn cup');

    // The members still read them, privately.
    const asMember = await get(`/api/contests/${contest.id}/results`, { authorization: alice.token });
    expect(asMember.status).toBe(200);
    expectNotPublic(asMember, 'a member’s results');

    // Shared again, they are public again, under a new ETag.
    await share(organizer, contest.id, true);
    const reshared = await get(`/api/contests/${contest.id}/results`);
    expect(reshared.headers.get('cache-control')).toBe(SHARED_PAGE);
    const revalidated = await get(`/api/contests/${contest.id}/results`, {
      'if-none-match': reshared.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
  });
  it('get a new ETag when what they show changes: a renamed contest, a removed player', async () => {
    const { organizer, contest, bob } = await contestInResults(server.url, { name: 'Renamed cup' });
    await share(organizer, contest.id, true);
    const etagsNow = async () =>
      Promise.all(
        [`/results/${contest.id}`, `/api/contests/${contest.id}/results`].map(async (path) => {
          const response = await get(path);
          return [path, response.headers.get('etag')!, await response.text()] as const;
        }),
      );
    const before = await etagsNow();
    await organizer.client.collection('contests').update(contest.id, { name: 'Renamed cup, final' });
    const renamed = await etagsNow();
    await organizer.client.collection('players').delete(bob.record.id);
    const withoutBob = await etagsNow();
    for (const [i, [path, etag]] of before.entries()) {
      expect(new Set([etag, renamed[i]![1], withoutBob[i]![1]]).size, path).toBe(3);
      const revalidated = await get(path, { 'if-none-match': etag });
      expect(revalidated.status, path).toBe(200);
      expect(await revalidated.text(), path).toContain('Renamed cup, final');
    }
    expect(withoutBob[1]![2]).not.toContain('Bob');
  });
});

describe('what only members read', () => {
  it('is never marked public: results not shared, a missing contest, and memes before results', async () => {
    const { contest, alice, aliceMeme } = await contestInResults(server.url, { name: 'Private cup' });
    for (const path of addresses(contest.id, aliceMeme)) {
      const response = await get(path, { authorization: alice.token });
      expect(response.status, path).toBe(200);
      expectNotPublic(response, path);
    }
    expectNotPublic(await get('/api/contests/abcdefghijklmno/results'), 'a missing contest');
    expectNotPublic(await get('/results/abcdefghijklmno'), 'the page of a missing contest');

    const organizer = await createOrganizer('early', server.url);
    const early = await createContest(organizer, { max_memes_per_player: 1 });
    await share(organizer, early.id, true); // shared ahead: takes effect in results only
    const player = await signInPlayer(await addPlayer(organizer, early.id, 'Early bird'), server.url);
    const meme = await uploadMeme(player, 'meme.jpg');
    for (const path of [fileUrl(meme), fileUrl(meme, '200x200')]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expectNotPublic(response, path);
    }
  });
});
