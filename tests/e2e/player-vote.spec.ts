// A player on a phone follows the organizer from participation to vote to results without reloading, scores every
// other player's meme, changes a vote, and never sees their own memes.
import type { Locator, Page, Request } from '@playwright/test';
import { advancePhase, castVote, createContestInPhase, delayEntryScript, expect, signInPlayer, test } from './support';

/** The meme id inside a PocketBase file URL: /api/files/{collection}/{memeId}/{file}. */
function memeIdOf(url: string | null): string {
  const id = url?.match(/\/api\/files\/[^/]+\/([^/]+)\//)?.[1];
  if (!id) throw new Error(`Not a file URL: ${url}`);
  return id;
}

const card = (page: Page) => page.getByRole('img', { name: /^Meme \d+ of \d+$/ });
const strip = (page: Page) => page.getByRole('navigation', { name: 'All memes to score' }).getByRole('button');

/** The memes of the strip in its order, once its thumbnails are there (they come once the first screen is settled). */
async function stripOrder(buttons: Locator): Promise<string[]> {
  await expect(buttons.locator('img')).toHaveCount(await buttons.count());
  const sources = await buttons
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  return sources.map(memeIdOf);
}

test(
  'a player votes on every other meme after the organizer opens voting, then sees the results',
  { tag: '@phone' },
  async ({ page }) => {
    // A whole journey with real uploads: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const { organizer, contest, players, memes } = await createContestInPhase({
      phase: 'participation',
      memesPerPlayer: 2,
    });
    const [alice, bob, carol] = players;
    const ownIds = memes.filter((meme) => meme.player === alice!.id).map((meme) => meme.id);
    const otherIds = memes.filter((meme) => meme.player !== alice!.id).map((meme) => meme.id);
    expect(ownIds).toHaveLength(2);
    expect(otherIds).toHaveLength(4);

    await page.goto(alice!.link);
    await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('Memes uploaded2/2');

    // The organizer opens voting: the page follows by itself.
    await advancePhase(organizer, contest.id);
    await expect(page.getByText('The organizer moved the contest to the Vote phase.')).toBeVisible();
    const progress = page.getByRole('region', { name: 'Your voting progress' });
    await expect(progress).toContainText('Memes scored0/4');
    await expect(page.getByText('Voting phase')).toBeVisible();
    await expect(strip(page)).toHaveCount(4);

    const order = await stripOrder(strip(page));
    expect([...order].sort()).toEqual([...otherIds].sort());
    for (const id of ownIds) expect(order).not.toContain(id);

    // Score each meme in turn, 6, 7, 8, 9: one tap each, the next meme comes by itself.
    for (let position = 1; position <= 4; position += 1) {
      await expect(page.getByText(`Meme ${position} of 4`, { exact: true })).toBeVisible();
      expect(memeIdOf(await card(page).getAttribute('src'))).toBe(order[position - 1]);
      const score = 5 + position;
      await page.getByRole('button', { name: `Score ${score}` }).click();
      await expect(page.getByRole('button', { name: `Meme ${position}, scored ${score}` })).toBeVisible();
    }
    await expect(progress).toContainText('Memes scored4/4');
    await expect(page.getByText('Vote saved!').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You scored every meme!' })).toBeVisible();
    // Back to the last meme, its score pressed; next after the last meme wraps to the first.
    await page.getByRole('button', { name: 'Meme 4, scored 9' }).click();
    await expect(page.getByText('Meme 4 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Score 9' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next meme' }).click();
    await expect(page.getByText('Meme 1 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Score 6' })).toHaveAttribute('aria-pressed', 'true');

    // The full image opens in a dialog.
    await page.getByRole('button', { name: 'Open this meme full size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meme, full size' });
    await expect(dialog.getByRole('img')).toBeVisible();
    expect(await dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The order is the same after a reload, and the votes are still there: the page opens on the done state.
    await page.reload();
    await expect(progress).toContainText('Memes scored4/4');
    await expect(page.getByRole('heading', { name: 'You scored every meme!' })).toBeVisible();
    expect(await stripOrder(strip(page))).toEqual(order);

    // Change the vote on the first meme: updated, not duplicated.
    await page.getByRole('button', { name: 'Meme 1, scored 6' }).click();
    await expect(page.getByText('Meme 1 of 4', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Score 2' }).click();
    await expect(page.getByText('Vote updated!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Meme 1, scored 2' })).toBeVisible();
    // Scores are anonymous: only their voter can read them back.
    const aliceClient = await signInPlayer(alice!);
    const votes = await aliceClient.collection('votes').getFullList<{ meme: string; player: string; score: number }>({
      filter: aliceClient.filter('player = {:player}', { player: alice!.id }),
    });
    expect(votes).toHaveLength(4);
    expect(Object.fromEntries(votes.map((vote) => [vote.meme, vote.score]))).toEqual({
      [order[0]!]: 2,
      [order[1]!]: 7,
      [order[2]!]: 8,
      [order[3]!]: 9,
    });

    // The others score alice's memes, the organizer reveals the results, and the page follows again.
    for (const memeId of ownIds) {
      await castVote(bob!, memeId, 10);
      await castVote(carol!, memeId, 9);
    }
    await advancePhase(organizer, contest.id);
    await expect(page.getByText('The organizer moved the contest to the Results phase.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Podium' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Player rankings' })).toBeVisible();
  },
);

test('a player moves and scores with the keyboard', async ({ page }) => {
  const { players } = await createContestInPhase({ phase: 'vote' });
  await page.goto(players[0]!.link);
  await expect(page.getByText('Meme 1 of 2', { exact: true })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Meme 2 of 2', { exact: true })).toBeVisible();
  await page.keyboard.press('0');
  await expect(page.getByText('Vote saved!')).toBeVisible();
  // On to the meme not scored yet, wrapping around; ← goes back to the one just scored.
  await expect(page.getByText('Meme 1 of 2', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Meme 2 of 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Score 10' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Meme 1 of 2', { exact: true })).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByRole('button', { name: 'Meme 1, scored 3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your voting progress' })).toContainText('Memes scored2/2');
  await expect(page.getByRole('heading', { name: 'You scored every meme!' })).toBeVisible();
});

test("a link opened in the vote has its board and first image on the way before the app's code arrives, asked once", async ({
  page,
}) => {
  const { contest, players, memes } = await createContestInPhase({ phase: 'vote', memesPerPlayer: 2 });
  const alice = players[0]!;
  // Alice has scored one meme already: the page opens on the first one in her order she has not.
  const others = memes.filter((meme) => meme.player !== alice.id);
  await castVote(alice, others[0]!.id, 4);

  const apiPaths = [`/api/contests/${contest.id}/vote-board`];
  const isVoteRequest = (request: Request) => apiPaths.includes(new URL(request.url()).pathname);
  const isImage = (request: Request) => new URL(request.url()).pathname.startsWith('/api/files/');
  // The entry script waits for the image of the meme: the last of the two the page sends by itself.
  const entry = await delayEntryScript(page, isImage);
  const sent: { path: string; at: number }[] = [];
  page.on('request', (request) => {
    if (isVoteRequest(request) || isImage(request)) {
      const url = new URL(request.url());
      sent.push({ path: `${url.pathname}${url.search}`, at: Date.now() });
    }
  });

  await page.goto(alice.link);
  await expect(page.getByRole('region', { name: 'Your voting progress' })).toContainText('Memes scored1/4');
  await expect(card(page)).toBeVisible();
  const shown = await card(page).getAttribute('src');
  const shownPath = `${new URL(shown!).pathname}${new URL(shown!).search}`;
  // The board's request once, and the image on screen, both sent before the app's code arrived.
  for (const path of [...apiPaths, shownPath]) {
    const times = sent.filter((request) => request.path === path).map((request) => request.at);
    expect(times, path).toHaveLength(1);
    expect(times[0]!, path).toBeLessThan(entry.servedAt());
  }
});

test('a link opened in the vote shows its header with the meme and its scores at once, then asks for the rest', async ({
  page,
}) => {
  const { contest, players } = await createContestInPhase({ phase: 'vote', memesPerPlayer: 2 });
  const alice = players[0]!;
  // What the page shows, noted after every change: the header alone, or with the meme and its scores; a loading state.
  await page.addInitScript(() => {
    const states: { at: number; header: boolean; card: boolean; scores: number; loading: string[] }[] = [];
    (window as unknown as { shownStates: typeof states }).shownStates = states;
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main) return;
      states.push({
        at: performance.now(),
        header: Boolean(main.querySelector('h1')),
        card: Boolean(main.querySelector('img[alt^="Meme "]')),
        scores: main.querySelectorAll('button[aria-pressed]').length,
        loading: [...main.querySelectorAll('[role="status"]')].map((status) => status.textContent ?? ''),
      });
    }).observe(document, { subtree: true, childList: true });
  });

  const afterwards = [
    `/api/collections/players/records/${alice.id}`,
    `/api/collections/contests/records/${contest.id}`,
  ];
  const answered = afterwards.map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await page.goto(alice.link);
  await expect(card(page)).toBeVisible();
  await Promise.all(answered);
  const { states, requests } = await page.evaluate(() => ({
    states: (
      window as unknown as {
        shownStates: { at: number; header: boolean; card: boolean; scores: number; loading: string[] }[];
      }
    ).shownStates,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
  }));
  const withHeader = states.filter((state) => state.header);
  // The header never shows without the meme and its ten scores, and the vote's own loading state never shows.
  expect(withHeader.length).toBeGreaterThan(0);
  expect(withHeader.filter((state) => !state.card || state.scores !== 10)).toEqual([]);
  expect(states.flatMap((state) => state.loading).filter((text) => text.includes('Loading'))).toEqual([]);
  // The stylesheet comes inside the page: nothing holds the first paint for another round trip.
  expect(requests.filter((request) => request.path.endsWith('.css'))).toEqual([]);
  // The player and contest are read again (and live updates start) only once that screen is there.
  const shownAt = withHeader[0]!.at;
  for (const path of afterwards) {
    const asked = requests.filter((request) => request.path === path);
    expect(asked.length, path).toBeGreaterThan(0);
    expect(Math.min(...asked.map((request) => request.at)), path).toBeGreaterThan(shownAt);
  }
});

test("the strip's thumbnails wait for the meme being scored", async ({ page }) => {
  const { players } = await createContestInPhase({ phase: 'vote', memesPerPlayer: 2 });
  // The meme's image comes slowly, as on a phone's network; the strip's thumbnails (150x150) come as they are asked.
  await page.route('**/api/files/**', async (route) => {
    if (!route.request().url().includes('thumb=150x150')) await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  await page.goto(players[0]!.link);
  await expect(card(page)).toBeVisible();
  await expect
    .poll(() => card(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeTruthy();
  // A resource entry is written once its response has come.
  const thumbnailsCame = () =>
    page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('thumb=150x150')).length,
    );
  await expect.poll(thumbnailsCame).toBeGreaterThan(0);

  const cardImage = new URL((await card(page).getAttribute('src'))!, page.url());
  const requests = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      query: new URL(entry.name).search,
      at: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const cardCame = requests.find(
    (request) => request.path === cardImage.pathname && request.query === cardImage.search,
  );
  const thumbnails = requests.filter((request) => request.query.includes('thumb=150x150'));
  expect(cardCame).toBeDefined();
  // None is asked for before the meme's image has come.
  expect(Math.min(...thumbnails.map((request) => request.at))).toBeGreaterThanOrEqual(cardCame!.end);
});
