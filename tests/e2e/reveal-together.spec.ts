// The reveal, together (docs/product/player.md#the-reveal): when the organizer opens results, every open player page
// reveals the podium at once, third place first, and no page shows the winner's name anywhere (text, attributes,
// title, live regions) before first place appears. Each player is told their own place. A page opened later shows
// the settled results, and "Replay the reveal" plays the reveal again.
import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  advancePhase,
  castVote,
  createContest,
  createOrganizer,
  expect,
  test,
  uniqueName,
  uploadMeme,
  type PlayerHandle,
} from './support';

/**
 * A contest in vote whose memes score 9 (WINNER's), 7, 5 and 3 (FOURTH's); VIEWER has no meme. Every vote is in:
 * the organizer only has to open results.
 */
async function contestReadyForResults() {
  const names = {
    winner: uniqueName('winner'),
    second: uniqueName('second'),
    third: uniqueName('third'),
    fourth: uniqueName('fourth'),
    viewer: uniqueName('viewer'),
  };
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Reveal night',
    players: [names.winner, names.second, names.third, names.fourth, names.viewer],
  });
  const [winner, second, third, fourth, viewer] = players as [
    PlayerHandle,
    PlayerHandle,
    PlayerHandle,
    PlayerHandle,
    PlayerHandle,
  ];
  const memes = [
    await uploadMeme(winner, 'meme.png'),
    await uploadMeme(second, 'meme.jpg'),
    await uploadMeme(third, 'meme.gif'),
    await uploadMeme(fourth, 'meme.png'),
  ];
  await advancePhase(organizer, contest.id);
  for (const [index, score] of [9, 7, 5, 3].entries()) {
    await castVote(viewer, memes[index]!.id, score);
    await castVote(index === 0 ? second : winner, memes[index]!.id, score);
  }
  return { organizer, contest, names, fourth, viewer };
}

type Names = Awaited<ReturnType<typeof contestReadyForResults>>['names'];

interface Sighting {
  /** When the name last came into the page (epoch milliseconds, comparable between pages of one browser). */
  at: number;
  /** At that moment, whether the podium showed first place with the winner's meme. */
  withFirstPlace: boolean;
}

/**
 * Records, in the page, when each of the podium's names last appeared in its DOM (text and attributes, live regions
 * included) or its title, after being absent: on every DOM mutation and every animation frame.
 */
async function watchNames(page: Page, names: Names) {
  await page.addInitScript((watched: Record<string, string>) => {
    const seen: Record<string, { at: number; withFirstPlace: boolean }> = {};
    const present = new Set<string>();
    (window as unknown as { sightings: typeof seen }).sightings = seen;
    const sample = () => {
      const html = `${document.title}\n${document.body?.innerHTML ?? ''}`;
      for (const [role, name] of Object.entries(watched)) {
        if (!html.includes(name)) present.delete(role);
        if (present.has(role) || !html.includes(name)) continue;
        present.add(role);
        seen[role] = {
          at: performance.timeOrigin + performance.now(),
          withFirstPlace: html.includes(`Open the meme ranked 1, by ${watched['winner']}, full size`),
        };
      }
    };
    new MutationObserver(sample).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const frame = () => {
      sample();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, names);
}

const sightings = (page: Page) =>
  page.evaluate(() => (window as unknown as { sightings: Record<string, Sighting> }).sightings);

/** Resolves once `page` has subscribed to the contest's live events (the SDK's realtime subscription request). */
const following = (page: Page, contestId: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/realtime' &&
      (response.request().postData() ?? '').includes(`contests/${contestId}`) &&
      response.ok(),
    { timeout: 30_000 },
  );

/** A page of its own (its own storage, as another phone would be), sized like the test's project. */
async function openPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
  return context.newPage();
}

test(
  'open player pages reveal the podium together when results open, the winner named only with first place',
  { tag: '@phone' },
  async ({ browser, baseURL }, testInfo) => {
    const { organizer, contest, names, fourth, viewer } = await contestReadyForResults();
    const pages = [await openPage(browser, testInfo), await openPage(browser, testInfo)] as const;
    for (const page of pages) await watchNames(page, names);
    const live = pages.map((page) => following(page, contest.id));
    await pages[0].goto(new URL(fourth.link, baseURL).href);
    await pages[1].goto(new URL(viewer.link, baseURL).href);
    for (const page of pages) await expect(page.getByText('Voting phase')).toBeVisible();
    // Both pages follow the contest live, as pages open for a while before results do.
    await Promise.all(live);

    await advancePhase(organizer, contest.id);
    // On both pages at once: the winner line waits, without a name, until the podium is revealed.
    await Promise.all(
      pages.map(async (page) => {
        await expect(page.getByText('And the winner is…')).toBeVisible();
        await expect(page.getByText(`${names.winner} wins with the top meme, 9 points`)).toBeVisible({
          timeout: 20_000,
        });
      }),
    );
    const [fourthSaw, viewerSaw] = [await sightings(pages[0]), await sightings(pages[1])];
    for (const saw of [fourthSaw, viewerSaw]) {
      // Third, then second, then the winner, a step apart; the winner's name came with first place, not before.
      expect(saw['second']!.at - saw['third']!.at).toBeGreaterThan(1500);
      expect(saw['winner']!.at - saw['second']!.at).toBeGreaterThan(1500);
      expect(saw['winner']!.withFirstPlace).toBe(true);
      expect(saw['third']!.withFirstPlace).toBe(false);
    }
    // Both pages started together.
    expect(Math.abs(fourthSaw['third']!.at - viewerSaw['third']!.at)).toBeLessThan(1000);

    // Each player's own line, and the rankings once the podium is revealed.
    await expect(pages[0].getByText('You finished 4th of 4')).toBeVisible();
    await expect(pages[1].getByText('You had no meme in this one. Bring one next time!')).toBeVisible();
    for (const page of pages) {
      await expect(page.getByRole('region', { name: 'Player rankings' }).getByRole('listitem')).toHaveCount(5);
      await page.context().close();
    }
  },
);

test(
  'a page opened after the reveal shows the settled results at once, and Replay the reveal plays it again',
  { tag: '@phone' },
  async ({ page }) => {
    const { organizer, contest, names, fourth } = await contestReadyForResults();
    await advancePhase(organizer, contest.id);
    await watchNames(page, names);
    await page.goto(fourth.link);

    // Settled: the winner, the podium, the own line and the rankings, and nothing moving.
    await expect(page.getByText(`${names.winner} wins with the top meme, 9 points`)).toBeVisible();
    await expect(page.getByText('You finished 4th of 4')).toBeVisible();
    await expect(page.getByRole('region', { name: 'All memes ranked' }).getByRole('listitem')).toHaveCount(4);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

    const clicked = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.getByRole('button', { name: 'Replay the reveal' }).click();
    // The button now skips, and keeps focus; the rankings and the winner's name are gone until first place.
    await expect(page.getByRole('button', { name: 'Skip the reveal' })).toBeFocused();
    await expect(page.getByText('And the winner is…')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Player rankings' })).toHaveCount(0);
    await expect(page.getByText(`${names.winner} wins with the top meme, 9 points`)).toBeVisible({ timeout: 20_000 });
    const saw = await sightings(page);
    // Every name left the page with the replay and came back with its place.
    expect(saw['third']!.at).toBeGreaterThan(clicked);
    expect(saw['second']!.at - saw['third']!.at).toBeGreaterThan(1500);
    expect(saw['winner']!.at - saw['second']!.at).toBeGreaterThan(1500);
    expect(saw['winner']!.withFirstPlace).toBe(true);
    await expect(page.getByRole('button', { name: 'Replay the reveal' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Player rankings' }).getByRole('listitem')).toHaveCount(5);
  },
);

test('with reduced motion the places still come one at a time, without moving', async ({ page }) => {
  const { organizer, contest, names, fourth } = await contestReadyForResults();
  await advancePhase(organizer, contest.id);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(fourth.link);
  await page.getByRole('button', { name: 'Replay the reveal' }).click();
  const podium = page.getByRole('region', { name: 'Podium' });
  await expect(podium.getByText(names.third)).toBeVisible();
  await expect(podium.getByText(names.winner)).toHaveCount(0);
  // A place announced politely as it appears, the winner's name not among them yet.
  await expect(page.getByRole('status').filter({ hasText: `Rank 3: ${names.third}, 5 points` })).toHaveCount(1);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  await expect(podium.getByText(names.winner)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});
