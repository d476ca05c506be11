// What a player's phone shows while voting: the whole vote card in one screen, and toasts that stay off it.
import type { Locator, Page } from '@playwright/test';
import { animationsFinished, createContestInPhase, expect, test } from './support';

type Box = { x: number; y: number; width: number; height: number };

/**
 * A toast's box once its entry animation is over: the page's finite animations have finished, and two reads 100 ms
 * apart agree. (Two reads alone could both land before a slow machine starts the animation.)
 */
async function settledBoxOf(locator: Locator): Promise<Box> {
  // The entry animation may run on a wrapper of the toast's text: once the toast is there, wait for every finite
  // animation on the page.
  await locator.waitFor({ state: 'attached' });
  await animationsFinished(locator.page());
  let previous = await boxOf(locator);
  await expect
    .poll(
      async () => {
        const box = await boxOf(locator);
        const settled = box.y === previous.y && box.x === previous.x;
        previous = box;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return previous;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not visible`);
  return box;
}

/** The part of `box` below `top`: what the sticky navigation bar does not hide. */
function visibleBelow(box: Box, top: number): Box {
  const y = Math.max(box.y, top);
  return { ...box, y, height: Math.max(0, box.y + box.height - y) };
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const navigationBar = (page: Page) =>
  page.locator('header').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
const voteCard = (page: Page) => page.getByRole('region', { name: /^Meme \d+ of \d+$/ });

/** Scrolls the page so the vote card starts right under the sticky navigation bar, as a player scrolls to it. */
async function scrollVoteCardIntoPlace(page: Page) {
  const barHeight = (await boxOf(navigationBar(page))).height;
  await voteCard(page).evaluate((card, offset) => {
    window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - offset);
  }, barHeight);
}

test('on a phone, the meme, the ten scores and the navigation fit one screen', async ({ page }) => {
  // A 390×844 phone with the browser's own bars showing leaves 660 px for the page.
  await page.setViewportSize({ width: 390, height: 660 });
  const { players } = await createContestInPhase({ phase: 'vote' });
  await page.goto(players[0]!.link);
  await expect(page.getByRole('button', { name: 'Score 10' })).toBeVisible();
  await scrollVoteCardIntoPlace(page);

  const screen = { top: (await boxOf(navigationBar(page))).height, bottom: 660 };
  const controls = [
    page.getByText(/^Meme \d+ of \d+$/),
    page.getByRole('img', { name: /^Meme \d+ of \d+$/ }),
    ...Array.from({ length: 10 }, (_, index) => page.getByRole('button', { name: `Score ${index + 1}`, exact: true })),
    page.getByRole('button', { name: 'Previous meme' }),
    page.getByRole('button', { name: 'Next meme' }),
  ];
  for (const control of controls) {
    const box = await boxOf(control);
    expect(box.y, `${control} starts below the navigation bar`).toBeGreaterThanOrEqual(screen.top - 2);
    expect(box.y + box.height, `${control} ends within the screen`).toBeLessThanOrEqual(screen.bottom + 2);
  }
  // The meme keeps at least half the screen's height, and the scores stay thumb-sized.
  const meme = await boxOf(page.getByRole('button', { name: 'Open this meme full size' }));
  expect(meme.height).toBeGreaterThanOrEqual(660 / 2);
  const score = await boxOf(page.getByRole('button', { name: 'Score 7', exact: true }));
  expect(Math.min(score.width, score.height)).toBeGreaterThanOrEqual(44);
});

/** On a screen of `width`×`height`, a player scores a meme: the boxes of the 'Vote saved!' toast and the nav bar. */
async function voteAndMeasureToast(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  const { contest, players } = await createContestInPhase({ phase: 'vote' });
  await page.goto(players[0]!.link);
  await page.getByRole('button', { name: 'Score 6', exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Vote saved!' });
  await expect(toast).toBeVisible();
  return { contest, toastBox: await settledBoxOf(toast), bar: await boxOf(navigationBar(page)) };
}

test('on a phone, the toast after a vote stays off what the player is using', async ({ page }) => {
  const { contest, toastBox, bar } = await voteAndMeasureToast(page, 390, 844);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bar.y + bar.height);
  const content = [
    page.getByRole('heading', { level: 1, name: contest.name }),
    page.getByRole('region', { name: 'Your voting progress' }),
    voteCard(page),
  ];
  for (const part of content) {
    const visible = visibleBelow(await boxOf(part), bar.y + bar.height);
    expect(overlaps(toastBox, visible), `the toast covers ${part}`).toBe(false);
  }
});

test('on a wide screen, toasts stay top-right below the navigation bar', async ({ page }) => {
  const { toastBox, bar } = await voteAndMeasureToast(page, 1280, 800);
  expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(toastBox.x + toastBox.width).toBeGreaterThan(1280 - 40);
});
