// What a phone downloads before a player link or a shared results page shows its first screen. Each file is a
// request of its own, and over HTTP/1.1 a browser sends six at a time, so on a phone's network every few more files
// cost another round trip. The build groups the code the signed-in pages share into one file (vite.config.ts), so
// each page asks for its code and texts in a handful of files, whatever the phase; and what the page can do without
// at first (the toasts' code, records it reads again, other images, the web app manifest) waits for its meme.
import type { Locator, Page } from '@playwright/test';
import { LOAD_WAIT_AT_MOST_MS } from '../../src/first-paint/use-first-screen-first';
import type { ContestStatus } from '../../src/lib/data/records';
import { createContestInPhase, expect, test } from './support';

/** At most this many of the app's scripts, code and texts together, while a page loads its first screen. */
const MOST_SCRIPTS = 10;

/**
 * The app's scripts the page asked for while it loaded, by file name: what its first screen waits for. What it fetches
 * once loaded and idle (the toaster, the next screen ahead) is not counted.
 */
async function scriptsWhileLoading(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < navigation!.loadEventStart)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/[^/]+\.js$/.test(path))
      .map((path) => path.slice('/assets/'.length));
  });
}

const firstScreen: Record<ContestStatus, (page: Page) => Locator> = {
  participation: (page) => page.getByRole('region', { name: 'Your memes' }),
  vote: (page) => page.getByRole('img', { name: /^Meme \d+ of \d+$/ }),
  results: (page) => page.getByRole('region', { name: 'Podium' }),
};

for (const phase of ['participation', 'vote', 'results'] as const) {
  test(`a player link in ${phase} loads its first screen in at most ${MOST_SCRIPTS} scripts`, async ({ page }) => {
    const { players } = await createContestInPhase({ phase });

    await page.goto(players[0]!.link);
    await expect(firstScreen[phase](page)).toBeVisible();

    const files = await scriptsWhileLoading(page);
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MOST_SCRIPTS);
  });
}

test(`a shared results page loads its podium in at most ${MOST_SCRIPTS} scripts`, async ({ page }) => {
  const { organizer, contest } = await createContestInPhase({ phase: 'results' });
  await organizer.client.collection('contests').update(contest.id, { results_shared: true });

  await page.goto(`/results/${contest.id}`);
  await expect(firstScreen.results(page)).toBeVisible();

  const files = await scriptsWhileLoading(page);
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(MOST_SCRIPTS);
});

test('a player link in the vote asks for what can wait only once its meme is there', async ({ page }) => {
  const { players } = await createContestInPhase({ phase: 'vote' });
  // The vote page's memes come late (a slow answer): the page has loaded, and the browser has been idle, well before
  // the meme it opens on is known, let alone downloaded.
  let answerBoard = () => {};
  const boardHeld = new Promise<void>((resolve) => (answerBoard = resolve));
  await page.route('**/vote-board', async (route) => {
    await boardHeld;
    await route.continue();
  });

  await page.goto(players[0]!.link);
  await expect(page.getByRole('status').filter({ hasText: 'Loading memes…' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // No web app manifest yet: a browser fetches it, then its icon, as soon as the page links it.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  answerBoard();
  const meme = page.getByRole('img', { name: /^Meme \d+ of \d+$/ });
  await expect(meme).toBeVisible();
  const memeAddress = await meme.evaluate((image: HTMLImageElement) => image.currentSrc);

  // What the page fetches ahead or reads next, by address: the toasts' code, the player and contest records it reads
  // again, the next meme and the strip's thumbnails (any other image).
  const requests = () =>
    page.evaluate((memeHref) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const later = (pattern: RegExp) => entries.filter((entry) => pattern.test(new URL(entry.name).pathname));
      return {
        memeLoaded: entries.find((entry) => entry.name === memeHref)?.responseEnd,
        later: [
          ...later(/^\/assets\/toaster-[^/]+\.js$/),
          ...later(/^\/api\/collections\/(players|contests)\/records\/[^/]+$/),
          ...later(/^\/api\/files\//).filter((entry) => entry.name !== memeHref),
        ].map((entry) => ({ address: entry.name, startTime: entry.startTime })),
      };
    }, memeAddress);
  const kinds = (later: { address: string }[]) =>
    new Set(
      later.map(({ address }) => (/toaster/.test(address) ? 'toaster' : /records/.test(address) ? 'records' : 'image')),
    );
  await expect.poll(async () => kinds((await requests()).later).size).toBe(3);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const { memeLoaded, later } = await requests();
  expect(memeLoaded).toBeDefined();
  // The page waits for its first screen at most LOAD_WAIT_AT_MOST_MS from when it starts waiting (after the page's
  // start): a meme that came later than that would let what waits start before it, as it should.
  expect(memeLoaded, 'the meme loaded within the longest wait for a first screen').toBeLessThan(LOAD_WAIT_AT_MOST_MS);
  for (const { address, startTime } of later) expect(startTime, address).toBeGreaterThan(memeLoaded!);
});
