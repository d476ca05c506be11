// The results moment, on a phone (390x844) and a desktop (1280x800): who won is said in one line on the first screen,
// names wrap instead of being cut, the winning meme is the largest, and the public page is one to post: its totals, a
// share control that shares or copies its link, and a way to host a contest of one's own. The reveal itself:
// reveal-together.spec.ts.
import type { Locator, Page } from '@playwright/test';
import {
  advancePhase,
  castVote,
  createContest,
  createContestInPhase,
  createOrganizer,
  expect,
  expectNoAxeViolations,
  restoreOrganizerSession,
  test,
  uniqueName,
  uploadMeme,
} from './support';

// A name longer than a phone's podium column: it used to end in "…".
const WINNER = 'delightful_dan_the_meme_lord';
const SECOND = 'shrekfan2000_the_second';
const THIRD = 'kimchi';

/**
 * A contest in results: WINNER's meme scores 9, SECOND's 7, THIRD's 4 (six votes, three players). Shared publicly
 * when asked.
 */
async function contestInResults({ shared = false } = {}) {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Friday Meme Showdown',
    players: [WINNER, SECOND, THIRD],
  });
  const [winner, second, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
  const winnerMeme = await uploadMeme(winner, 'meme.jpg');
  const secondMeme = await uploadMeme(second, 'meme.png');
  const thirdMeme = await uploadMeme(third, 'meme.gif');
  await advancePhase(organizer, contest.id);
  await castVote(second, winnerMeme.id, 9);
  await castVote(third, winnerMeme.id, 9);
  await castVote(winner, secondMeme.id, 7);
  await castVote(third, secondMeme.id, 7);
  await castVote(winner, thirdMeme.id, 4);
  await castVote(second, thirdMeme.id, 4);
  await advancePhase(organizer, contest.id);
  if (shared) await organizer.client.collection('contests').update(contest.id, { results_shared: true });
  return { organizer, contest, winner, second, third };
}

/** The line that says who won. */
const winnerLine = (scope: Page | Locator) => scope.locator('p', { hasText: 'wins with the top meme, 9 points' });

/**
 * On the first screen without scrolling, the winner line says who won and with what; the winner's name shows whole
 * there and on the podium (no ellipsis, nothing past its box or the screen); the winning meme is drawn larger than
 * second's and third's.
 */
async function expectWinnerFirstAndWhole(page: Page, scope: Locator) {
  const line = winnerLine(scope);
  await expect(line).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(line).toBeInViewport({ ratio: 1 });
  await expect(line).toHaveText(`Winner${WINNER} wins with the top meme, 9 points`);

  const podium = scope.getByRole('region', { name: 'Podium' });
  const viewportWidth = page.viewportSize()!.width;
  for (const name of [line.getByText(WINNER, { exact: true }), podium.getByText(WINNER, { exact: true })]) {
    const shown = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent,
        fits: element.scrollWidth <= element.clientWidth,
        ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
        right: box.right,
      };
    });
    expect(shown).toEqual({ text: WINNER, fits: true, ellipsis: false, right: expect.any(Number) });
    expect(shown.right).toBeLessThanOrEqual(viewportWidth);
  }

  const area = async (rank: number, player: string) => {
    const box = await podium
      .getByRole('button', { name: `Open the meme ranked ${rank}, by ${player}, full size` })
      .boundingBox();
    return box!.width * box!.height;
  };
  const [first, second, third] = [await area(1, WINNER), await area(2, SECOND), await area(3, THIRD)];
  expect(first).toBeGreaterThan(1.5 * second);
  expect(first).toBeGreaterThan(1.5 * third);
}

test(
  'a player sees who won first, the name whole and the winning meme largest',
  { tag: '@phone' },
  async ({ page }) => {
    const { third } = await contestInResults();
    await page.goto(third.link);
    await expectWinnerFirstAndWhole(page, page.getByRole('main'));
    // Every player's name wraps in the rankings too, never cut.
    const rankings = page.getByRole('region', { name: 'Player rankings' });
    await expect(rankings.getByText(WINNER, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test(
  "the organizer's panel in results leads with who won, the podium and the rankings, Share one tap away",
  { tag: '@phone' },
  async ({ page }) => {
    const { organizer, contest } = await contestInResults();
    await restoreOrganizerSession(page, organizer);
    await page.goto(`/dashboard/${contest.id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Results phase')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Share the results' })).toBeInViewport({ ratio: 1 });
    await expectWinnerFirstAndWhole(page, main);

    // The podium and both rankings come before the players and memes columns.
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const order = [
      await top(main.getByRole('region', { name: 'Podium' })),
      await top(main.getByRole('region', { name: 'All memes ranked' })),
      await top(main.getByRole('region', { name: 'Player rankings' })),
      await top(main.getByRole('region', { name: /^Players/ })),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expectNoAxeViolations(page);
  },
);

test(
  "the organizer's panel shows each ranking's first rows, and the rest after Show all, next in the tab order",
  { tag: '@phone' },
  async ({ page }) => {
    test.slow(); // 13 players score each other's memes through the API: 156 votes.
    const organizer = await createOrganizer();
    const names = Array.from({ length: 13 }, (_, index) => uniqueName(`p${index}`));
    const { contest } = await createContestInPhase({ phase: 'results', organizer, players: names });
    await restoreOrganizerSession(page, organizer);
    await page.goto(`/dashboard/${contest.id}`);
    const main = page.getByRole('main');
    const memesRanked = main.getByRole('region', { name: 'All memes ranked' });
    const playersRanked = main.getByRole('region', { name: 'Player rankings' });
    await expect(memesRanked.getByRole('listitem')).toHaveCount(10);
    await expect(playersRanked.getByRole('listitem')).toHaveCount(12);

    const showAllMemes = memesRanked.getByRole('button', { name: 'Show all 13 memes' });
    await expect(showAllMemes).toHaveAttribute('aria-expanded', 'false');
    await showAllMemes.focus();
    await page.keyboard.press('Enter');
    // Open, the same button reads "Show fewer", and keeps focus.
    const showFewerMemes = memesRanked.getByRole('button', { name: 'Show fewer' });
    await expect(showFewerMemes).toHaveAttribute('aria-expanded', 'true');
    await expect(memesRanked.getByRole('listitem')).toHaveCount(13);
    await expect(showFewerMemes).toBeFocused();
    // The rows it showed come right after it: the next tab stop is the eleventh meme.
    await page.keyboard.press('Tab');
    await expect(memesRanked.getByRole('listitem').nth(10).getByRole('button')).toBeFocused();

    const showAllPlayers = playersRanked.getByRole('button', { name: 'Show all 13 players' });
    await showAllPlayers.click();
    await expect(playersRanked.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await expect(playersRanked.getByRole('listitem')).toHaveCount(13);
    await expectNoAxeViolations(page);
  },
);

test(
  'the public results page: the winner first, the totals, a share control and a way to host your own',
  { tag: '@phone' },
  async ({ page, context }, testInfo) => {
    const { contest } = await contestInResults({ shared: true });
    const isPhone = testInfo.project.name === 'phone';
    // A phone has a share sheet: the page hands it the link. A desktop copies the link.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      if ('ontouchstart' in window) {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      }
    });
    if (!isPhone) await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(`/results/${contest.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Friday Meme Showdown' })).toBeVisible();
    await expectWinnerFirstAndWhole(page, main);
    const today = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
    await expect(main.getByText(`3 players · 6 votes · ${today}`)).toBeVisible();
    await expectNoAxeViolations(page);

    const link = new URL(`/results/${contest.id}`, page.url()).href;
    await main.getByRole('button', { name: 'Share the results' }).click();
    if (isPhone) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
        .toEqual([{ title: 'Friday Meme Showdown', text: 'The results of Friday Meme Showdown are in!', url: link }]);
    } else {
      await expect(main.getByRole('button', { name: 'Link copied' })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: 'The link is on your clipboard' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    }

    // The navigation's Login stays, quiet: the page's one primary button is hosting a contest of your own.
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    const host = main.getByRole('link', { name: 'Host your own meme contest' });
    const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(host)).toBe('rgb(124, 58, 237)');
    expect(await background(login)).not.toBe(await background(host));

    await host.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Continue with Discord' })).toBeVisible();
  },
);
