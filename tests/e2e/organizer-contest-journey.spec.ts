// The organizer runs a whole contest from the dashboard against the real stack: create it with players, hand out
// links, watch memes and votes arrive live, and advance through every phase with the confirmation. Every question is
// asked in the app's own dialog: the browser's native dialogs (window.confirm, alert, prompt) never open.
import type { Page } from '@playwright/test';
import {
  advancePhase,
  castVote,
  createContest,
  createOrganizer,
  expect,
  fixturePath,
  restoreOrganizerSession,
  signInAsOrganizer,
  test,
  uniqueName,
  uploadMeme,
  confirmInAppDialog,
  recordNativeDialogs,
  expectNoAxeViolations,
  type Organizer,
} from './support';
import { countPocketBaseRequests } from './support/request-counter';

// Each test is a whole journey (sign-in, several screens, a second browser): more time than a single check needs
// on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

let nativeDialogs: string[] = [];
test.beforeEach(({ page }) => {
  nativeDialogs = recordNativeDialogs(page);
});
test.afterEach(() => {
  expect(nativeDialogs, 'native dialogs opened during the journey').toEqual([]);
});

/** The organizer, signed in, opens one of their contests from the dashboard's list. */
async function openFromDashboard(page: Page, organizer: Organizer, contestName: RegExp) {
  await restoreOrganizerSession(page, organizer);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Your contests' }).getByRole('link', { name: contestName }).click();
}

/** Confirms the move to the next phase in the app's own dialog, which says that it cannot be undone. */
function confirmMoveTo(page: Page, phase: 'Vote' | 'Results') {
  return confirmInAppDialog(
    page,
    `Move this contest to the "${phase}" phase? This change is permanent and cannot be undone.`,
  );
}

test('an organizer creates a contest with three players and copies a working player link', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsOrganizer(page, uniqueName('host'));

  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/create-contest$/);
  await page.getByLabel('Contest name').fill('Office meme cup');
  await page.getByLabel('Description', { exact: true }).fill('Three rounds of pure chaos');
  await page.getByLabel('Max memes per player').fill('2');
  await page.getByPlaceholder('Player 1').fill('alice');
  await page.getByPlaceholder('Player 1').press('Enter');
  await expect(page.getByPlaceholder('Player 2')).toBeFocused();
  await page.keyboard.type('bob');
  await page.keyboard.press('Enter');
  await page.keyboard.type('carol');
  await page.getByRole('button', { name: 'Create contest' }).click();

  await expect(page).toHaveURL(/\/dashboard\/[a-z0-9]{15}$/);
  await expect(page.getByText('Contest created successfully!')).toBeVisible();
  const contestId = page.url().split('/').pop();
  const sidebar = page.getByRole('navigation', { name: 'Your contests' });
  await expect(sidebar.getByRole('link').first()).toHaveAttribute('href', `/dashboard/${contestId}`);
  await expect(sidebar.getByRole('link').first()).toContainText('Office meme cup');
  await expect(sidebar.getByText('2 contests remaining')).toBeVisible();

  const players = page.getByRole('region', { name: /Players/ });
  await expect(players.getByRole('heading', { name: 'Players 3 in total' })).toBeVisible();
  for (const username of ['alice', 'bob', 'carol']) {
    await expect(players.getByRole('listitem').filter({ hasText: username })).toContainText('0/2 memes');
  }
  await expect(page.getByLabel('Max memes per player')).toHaveValue('2');
  await expectNoAxeViolations(page);

  await players.getByRole('button', { name: 'Copy link for bob' }).click();
  await expect(page.getByText('Player link copied to clipboard.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/player/[a-z0-9]{15}\\?token=[\\w.-]+$`));

  // The copied link signs bob in on another device.
  const phone = await browser.newContext();
  const playerPage = await phone.newPage();
  await playerPage.goto(link);
  // Generous: the player page signs in with the token first, and this machine may be busy.
  await expect(playerPage.getByText('Office meme cup').first()).toBeVisible({ timeout: 30_000 });
  await expect(playerPage.getByText('bob').first()).toBeVisible();
  await phone.close();

  await players.getByRole('button', { name: 'Copy all links' }).click();
  const allLinks = await page.evaluate(() => navigator.clipboard.readText());
  expect(allLinks.split('\n').map((line) => line.split(': ')[0])).toEqual(['alice', 'bob', 'carol']);
  expect(allLinks).toContain(`bob: ${link}`);

  await players.getByRole('button', { name: 'Show QR code for carol' }).click();
  const qr = page.getByRole('dialog', { name: 'QR code for carol' });
  await expect(qr.getByRole('img', { name: 'QR code of the player link for carol' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();
  await expect(players.getByRole('button', { name: 'Show QR code for carol' })).toBeFocused();
});

test('advance stays disabled until a meme exists, then the contest goes through every phase', async ({ page }) => {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, { name: 'Phase walk', players: ['alice', 'bob'] });
  const [alice, bob] = players;
  if (!alice || !bob) throw new Error('players were not created');
  await openFromDashboard(page, organizer, /Phase walk/);

  // The panel's header: the heading, phase badge and advance button.
  const header = page.getByRole('main').locator('header');
  const toVote = header.getByRole('button', { name: 'Advance to Vote' });
  await expect(toVote).toBeDisabled();
  await expect(header.getByText('Waiting for the first meme.')).toBeVisible();

  // A player uploads: the meme and the enabled button appear without a reload.
  const meme = await uploadMeme(alice, 'meme.png');
  const memes = page.getByRole('region', { name: 'Memes', exact: true });
  await expect(memes.getByRole('img', { name: 'Meme by alice' })).toBeVisible();
  await expect(toVote).toBeEnabled();

  // Escape closes the full-size preview and focus returns to the thumbnail.
  const thumbnail = memes.getByRole('button', { name: 'Preview meme by alice' });
  await thumbnail.click();
  const preview = page.getByRole('dialog', { name: 'Meme by alice' });
  await expect(preview.getByRole('img', { name: 'Meme by alice, full size' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(thumbnail).toBeFocused();
  // A click outside the image (on the backdrop) closes it too.
  await thumbnail.click();
  await expect(preview).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(preview).toBeHidden();

  await toVote.click();
  await confirmMoveTo(page, 'Vote');
  await expect(page.getByText('Contest moved to Vote phase.')).toBeVisible();
  await expect(header.getByText('Voting phase')).toBeVisible();
  await expect(page.getByPlaceholder('Player username')).toHaveCount(0);

  const toResults = header.getByRole('button', { name: 'Advance to Results' });
  await expect(toResults).toBeDisabled();
  await expect(memes.getByText('Without votes')).toBeVisible();
  const playersColumn = page.getByRole('region', { name: /Players/ });
  await expect(playersColumn.getByRole('listitem').filter({ hasText: 'bob' })).toContainText('0/1 votes');

  await castVote(bob, meme.id, 7);
  await expect(playersColumn.getByRole('listitem').filter({ hasText: 'bob' })).toContainText('1/1 votes');
  await expect(memes.getByText('1 vote', { exact: true })).toBeVisible();
  await expect(toResults).toBeEnabled();

  await toResults.click();
  await confirmMoveTo(page, 'Results');
  await expect(page.getByText('Contest moved to Results phase.')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Final phase reached' })).toBeDisabled();
  await expect(header.getByText('Results phase')).toBeVisible();
  await expect(memes.getByText('7.00')).toBeVisible();
  await expect(playersColumn.getByRole('listitem').filter({ hasText: 'alice' })).toContainText('7.00');
  await expect(
    page.getByRole('navigation', { name: 'Your contests' }).getByRole('link', { name: /Phase walk/ }),
  ).toContainText('Results phase');
  // The results lead the panel: the podium, and sharing one tap away, after a question (tests/e2e/share-results.spec.ts).
  await expect(page.getByRole('region', { name: 'Podium' })).toBeVisible();
  await header.getByRole('button', { name: 'Share the results' }).click();
  await page
    .getByRole('alertdialog', { name: 'Make the results public?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(contest.status).toBe('participation');
});

test('advancing from the open panel reloads each list once, though the phase change also arrives as a live event', async ({
  page,
  stack,
}) => {
  const organizer = await createOrganizer();
  const { players } = await createContest(organizer, { name: 'One reload', players: ['alice', 'bob'] });
  await uploadMeme(players[0]!, 'meme.png');
  await openFromDashboard(page, organizer, /One reload/);
  const memes = page.getByRole('region', { name: 'Memes', exact: true });
  await expect(memes.getByRole('img', { name: 'Meme by alice' })).toBeVisible();

  const listLoads: string[] = [];
  const requests = countPocketBaseRequests(page, stack.pocketbaseUrl);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The panel's own list routes (API_ROUTES.panelPlayers and panelMemes).
    const list = /^\/api\/contests\/[^/]+\/panel\/(players|memes)$/.exec(pathname)?.[1];
    if (request.method() === 'GET' && list) listLoads.push(list);
  });
  await page.getByRole('main').locator('header').getByRole('button', { name: 'Advance to Vote' }).click();
  await confirmMoveTo(page, 'Vote');
  await expect(page.getByRole('main').locator('header').getByText('Voting phase')).toBeVisible();
  // The lists reload, however long that takes; the contest's realtime event arrives in the same moments and the
  // panel batches events for 250 ms, so a second reload would come before the page's requests go quiet for 1 s.
  await expect.poll(() => [...listLoads].sort()).toEqual(['memes', 'players']);
  await requests.settle(1_000);
  requests.stop();
  expect(listLoads.sort()).toEqual(['memes', 'players']);
});

test("a player's upload from another browser appears live on the organizer's dashboard", async ({ page, browser }) => {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Live feed',
    maxMemesPerPlayer: 2,
    players: ['dana'],
  });
  const [dana] = players;
  if (!dana) throw new Error('player was not created');
  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  const memes = page.getByRole('region', { name: 'Memes', exact: true });
  await expect(memes.getByText('No memes uploaded yet.')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const playerPage = await phone.newPage();
  await playerPage.goto(dana.link);
  await playerPage.locator('input[type="file"]').setInputFiles(fixturePath('meme.gif'));
  await playerPage.getByRole('button', { name: 'Upload now' }).click();
  await expect(playerPage.getByText('Your memes have been uploaded!')).toBeVisible();
  await phone.close();

  await expect(memes.getByRole('img', { name: 'Meme by dana' })).toBeVisible();
  await expect(memes.getByText('Uploaded').locator('..')).toContainText('1');
  await expect(
    page
      .getByRole('region', { name: /Players/ })
      .getByRole('listitem')
      .filter({ hasText: 'dana' }),
  ).toContainText('1/2 memes');
});

test('results opened from another device show their scores on a dashboard left open', async ({ page }) => {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Second screen',
    maxMemesPerPlayer: 1,
    players: ['erin', 'fred'],
  });
  const [erin, fred] = players;
  if (!erin || !fred) throw new Error('players were not created');
  const erinMeme = await uploadMeme(erin, 'meme.png');
  const fredMeme = await uploadMeme(fred, 'meme.jpg');
  await advancePhase(organizer, contest.id);
  await castVote(fred, erinMeme.id, 9);
  await castVote(erin, fredMeme.id, 4);

  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  await expect(page.getByText('Voting phase').first()).toBeVisible();
  const playersColumn = page.getByRole('region', { name: /Players/ });
  await expect(playersColumn.getByRole('listitem').filter({ hasText: 'erin' })).toContainText('1/1 votes');
  await expect(playersColumn).not.toContainText('Points');

  // The same organizer opens results from their phone; the open dashboard follows without a reload.
  await advancePhase(organizer, contest.id);
  await expect(page.getByText('Results phase').first()).toBeVisible();
  // Points: the votes received and 5 more at the contest's mean, 6.5: (9 + 32.5) / 6 and (4 + 32.5) / 6.
  await expect(playersColumn.getByRole('listitem').filter({ hasText: 'erin' })).toContainText('Points 6.92');
  await expect(playersColumn.getByRole('listitem').filter({ hasText: 'fred' })).toContainText('Points 6.08');
  await expect(page.getByRole('region', { name: 'Memes', exact: true }).getByText('9.00')).toBeVisible();
});

test('an organizer adds and removes players during participation', async ({ page }) => {
  const organizer = await createOrganizer();
  const { contest } = await createContest(organizer, { name: 'Roster', players: ['erin'] });
  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  const players = page.getByRole('region', { name: /Players/ });

  const add = players.getByRole('button', { name: 'Add player' });
  await expect(add).toBeDisabled();
  await players.getByPlaceholder('Player username').fill('frank');
  await add.click();
  await expect(page.getByText('Player added successfully.')).toBeVisible();
  await expect(players.getByRole('heading', { name: 'Players 2 in total' })).toBeVisible();

  // Usernames are unique within a contest, whatever their case; what was typed stays in the field.
  await players.getByPlaceholder('Player username').fill('Frank');
  await add.click();
  await expect(players.getByText('Player usernames must be unique within a contest.')).toBeVisible();
  await expect(players.getByPlaceholder('Player username')).toHaveValue('Frank');

  // Renaming keeps the phase and the max memes; the list and the header follow.
  // The contest's settings are folded under the lists.
  await page.locator('summary', { hasText: 'Settings' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Roster, renamed');
  await page.getByLabel('Description', { exact: true }).fill('Now with a description');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Contest updated successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Roster, renamed' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Your contests' }).getByRole('link', { name: /Roster, renamed/ }),
  ).toBeVisible();

  await players.getByRole('button', { name: 'Remove erin' }).click();
  await confirmInAppDialog(page, 'Remove erin? Their access to the contest will be revoked.');
  await expect(page.getByText('Player removed successfully.')).toBeVisible();
  await expect(players.getByRole('heading', { name: 'Players 1 in total' })).toBeVisible();
});

test('an organizer reaches the contest limit, then deletes a contest to make room', async ({ page }) => {
  const organizer = await createOrganizer();
  await createContest(organizer, { name: 'First contest' });
  await createContest(organizer, { name: 'Second contest' });
  await restoreOrganizerSession(page, organizer);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Your contests' });
  await expect(sidebar.getByText('1 contest remaining')).toBeVisible();

  await sidebar.getByRole('button', { name: 'New' }).click();
  await page.getByLabel('Contest name').fill('Third contest');
  await page.getByRole('button', { name: 'Create contest' }).click();
  await expect(page.getByText('Contest created successfully!')).toBeVisible();

  await expect(sidebar.getByText('Contest limit reached')).toBeVisible();
  const newButton = sidebar.getByRole('button', { name: 'New' });
  await expect(newButton).toBeDisabled();
  await expect(newButton).toHaveAttribute(
    'title',
    'You can create up to 3 contests. Delete an existing contest before starting a new one.',
  );
  await page.goto('/create-contest');
  await expect(page.getByRole('heading', { name: 'Contest limit reached' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await sidebar.getByRole('link', { name: /First contest/ }).click();
  await page.locator('summary', { hasText: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete contest' }).click();
  await confirmInAppDialog(
    page,
    'Delete this contest? Players and memes will keep their data, but the contest will be removed.',
  );
  await expect(page.getByText('Contest deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar.getByRole('link')).toHaveCount(2);
  await expect(sidebar.getByRole('link', { name: /First contest/ })).toHaveCount(0);
  await expect(sidebar.getByText('1 contest remaining')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'New' })).toBeEnabled();
});
