// How many scripts a phone downloads before a player link or a shared results page shows its first screen. Each file
// is a request of its own, and over HTTP/1.1 a browser sends six at a time, so on a phone's network every few more
// files cost another round trip. The build groups the code the signed-in pages share into one file
// (vite.config.ts), so each page asks for its code and texts in a handful of files, whatever the phase.
import type { Locator, Page } from '@playwright/test';
import type { ContestStatus } from '../../src/lib/records';
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
