// The organizer's panel leads with the next step, on a phone and on a laptop: inviting is on the first screen of a
// new contest, a notification never lies over the button needed next, the confirmation is the app's own dialog, and
// every control is big enough for a thumb.
import type { Locator, Page } from '@playwright/test';
import {
  confirmInAppDialog,
  createContest,
  createContestInPhase,
  castVote,
  createOrganizer,
  expect,
  expectNoAxeViolations,
  recordNativeDialogs,
  restoreOrganizerSession,
  test,
  uploadMeme,
} from './support';

test.describe.configure({ timeout: 90_000 });

/** Whether the element at the centre of `target` is `target` itself (or inside it): nothing lies over it. */
function isOnTop(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

const panelHeader = (page: Page) => page.getByRole('main').locator('header');

test('a new contest shows its players and the join link on the first screen', { tag: '@phone' }, async ({ page }) => {
  const organizer = await createOrganizer();
  const { contest } = await createContest(organizer, {
    name: 'First screen cup',
    description: 'Bring your best memes of the week.',
    players: ['alice', 'bob', 'carol'],
  });
  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);

  const players = page.getByRole('region', { name: /Players/ });
  const joinLink = players.getByRole('region', { name: 'Join link' });
  await expect(players.getByRole('listitem').filter({ hasText: 'carol' })).toBeVisible();
  await expect(joinLink.getByRole('button', { name: 'Open joining' })).toBeVisible();
  const viewportHeight = page.viewportSize()!.height;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const region of [players, joinLink]) {
    const top = await region.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(viewportHeight);
  }
  // The settings are folded away below, with deleting the contest inside them.
  await expect(page.getByRole('button', { name: 'Delete contest' })).toBeHidden();
  await page.locator('summary', { hasText: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Delete contest' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a notification never lies over the advance button', { tag: '@phone' }, async ({ page }) => {
  const nativeDialogs = recordNativeDialogs(page);
  const organizer = await createOrganizer();
  await restoreOrganizerSession(page, organizer);

  // Right after creating a contest.
  await page.goto('/create-contest');
  await page.getByLabel('Contest name').fill('Toast check');
  await page.getByPlaceholder('Player 1').fill('alice');
  await page.getByRole('button', { name: 'Create contest' }).click();
  await expect(page.getByText('Contest created successfully!')).toBeVisible();
  const toVote = panelHeader(page).getByRole('button', { name: 'Advance to Vote' });
  await expect(toVote).toBeVisible();
  expect(await isOnTop(toVote)).toBe(true);
  // As many notifications as can show at once (three on a wide screen, one on a phone) leave it free too.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  for (let copy = 0; copy < 2; copy += 1) {
    await page.getByRole('button', { name: 'Copy link for alice' }).click();
  }
  await expect(page.getByText('Player link copied to clipboard.').first()).toBeVisible();
  // Reaching alice's row may scroll the page (the turnout card sits above the players): back at the button.
  await toVote.scrollIntoViewIfNeeded();
  expect(await isOnTop(toVote)).toBe(true);

  // Right after an advance: the next advance is free, and takes a click at once.
  const { contest, players } = await createContest(organizer, { name: 'Toast advance', players: ['bob', 'dana'] });
  const [bob, dana] = players;
  const bobMeme = await uploadMeme(bob!, 'meme.png');
  const danaMeme = await uploadMeme(dana!, 'meme.jpg');
  await page.goto(`/dashboard/${contest.id}`);
  await panelHeader(page).getByRole('button', { name: 'Advance to Vote' }).click();
  await confirmInAppDialog(
    page,
    'Move this contest to the "Vote" phase? This change is permanent and cannot be undone.',
  );
  await expect(page.getByText('Contest moved to Vote phase.')).toBeVisible();
  const toResults = panelHeader(page).getByRole('button', { name: 'Advance to Results' });
  await expect(toResults).toBeVisible();
  expect(await isOnTop(toResults)).toBe(true);

  await castVote(dana!, bobMeme.id, 8);
  await castVote(bob!, danaMeme.id, 6);
  // The button waits for the panel's vote counts, polled every 5 s; the advance's notification lasts 6 s, so on a
  // busy machine it may be gone by then. A fresh one, shown where every notification shows, puts the click to the
  // same test whatever the machine's speed.
  await expect(toResults).toBeEnabled();
  await page.getByRole('button', { name: 'Copy link for bob' }).click();
  await expect(page.getByText('Player link copied to clipboard.').first()).toBeVisible();
  // No `force`: Playwright clicks only when nothing lies over the button's centre.
  await toResults.click({ timeout: 3_000 });
  await confirmInAppDialog(
    page,
    'Move this contest to the "Results" phase? This change is permanent and cannot be undone.',
  );
  await expect(page.getByText('Contest moved to Results phase.')).toBeVisible();
  expect(nativeDialogs).toEqual([]);
});

test('the confirmation is an accessible in-app dialog', { tag: '@phone' }, async ({ page }) => {
  const nativeDialogs = recordNativeDialogs(page);
  const organizer = await createOrganizer();
  const { contest } = await createContest(organizer, { name: 'Dialog check', players: ['erin'] });
  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);

  const remove = page.getByRole('button', { name: 'Remove erin' });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove erin' });
  await expect(dialog).toHaveAccessibleDescription('Remove erin? Their access to the contest will be revoked.');
  // Focus moves in (on Cancel, the safe answer), never reaches the page behind (it is inert; past the last button
  // the browser's own controls come next), and Escape cancels and gives it back.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove player' })).toBeFocused();
  for (let tab = 0; tab < 4; tab += 1) {
    await page.keyboard.press('Tab');
    const focusBehind = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !element.contains(active);
    });
    expect(focusBehind).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole('region', { name: /Players/ }).getByRole('listitem')).toHaveCount(1);
  expect(nativeDialogs).toEqual([]);
});

/** Every visible button, link and summary of the main column and the contest list, smaller than 44×44 px. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main a[href], main summary, nav[aria-label="Your contests"] a[href], nav[aria-label="Your contests"] button, button[aria-expanded]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('[inert]')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

// On the phone project only: a phone's screen and touch are what it is about.
test('every control of the panel is at least 44×44 px on a phone', { tag: '@phone-only' }, async ({ page }) => {
  const organizer = await createOrganizer();
  const participation = await createContest(organizer, { name: 'Thumbs', players: ['alice', 'bob'] });
  await uploadMeme(participation.players[0]!, 'meme.png');
  const vote = await createContestInPhase({ phase: 'vote', organizer, name: 'Thumbs vote' });
  const results = await createContestInPhase({ phase: 'results', organizer, name: 'Thumbs results' });
  await restoreOrganizerSession(page, organizer);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your dashboard' }).getByRole('link', { name: /Thumbs/ })).toHaveCount(
    3,
  );
  expect(await smallTargets(page), 'the dashboard').toEqual([]);
  for (const contest of [participation.contest, vote.contest, results.contest]) {
    await page.goto(`/dashboard/${contest.id}`);
    await expect(
      page
        .getByRole('region', { name: /Players/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Memes', exact: true }).getByRole('img').first()).toBeVisible();
    await page.locator('summary', { hasText: 'Settings' }).click();
    await page.getByRole('button', { name: 'Show contests' }).click();
    expect(await smallTargets(page), `the ${contest.status} panel`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
