// The contest's join link, end to end: the organizer opens joining on the dashboard, a member opens
// the link on a phone, picks a username, is shown their personal link, goes to their page and uploads; the
// organizer's players column shows them without a reload. Replacing the link stops the old one at once.
import {
  confirmInAppDialog,
  createContest,
  createOrganizer,
  expect,
  fixturePath,
  restoreOrganizerSession,
  test,
} from './support';

test(
  'a member joins from the join link on a phone and uploads',
  { tag: '@phone' },
  async ({ page, browser, stack }) => {
    const organizer = await createOrganizer();
    const { contest } = await createContest(organizer, { name: 'Open Cup', players: ['host pick'] });

    const dashboard = await (await browser.newContext({ baseURL: stack.appUrl })).newPage();
    await restoreOrganizerSession(dashboard, organizer);
    await dashboard.goto(`/dashboard/${contest.id}`);
    const players = dashboard.getByRole('region', { name: /Players/ });
    await players.getByRole('button', { name: 'Open joining' }).click();
    await expect(dashboard.getByText('Joining is open. Share the join link with your community.')).toBeVisible();
    const link = await players.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(link).toMatch(new RegExp(`/join/${contest.id}/[a-z0-9]{32}$`));

    // The member, on a phone.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Open Cup' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your username' }).fill('Host_Pick');
    await page.getByRole('button', { name: 'Join the contest' }).click();
    await expect(page.getByRole('alert')).toHaveText('Player usernames must be unique within a contest.');
    await page.getByRole('textbox', { name: 'Your username' }).fill('Newcomer');
    await page.getByRole('button', { name: 'Join the contest' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're in, Newcomer!" })).toBeVisible();
    await expect(
      page.getByText('Save it: it is your only way back to your memes and votes.', { exact: false }),
    ).toBeVisible();
    const personalLink = await page.getByRole('textbox', { name: 'Your personal link' }).inputValue();
    expect(personalLink).toMatch(/\/player\/\w+\?token=/);

    // The organizer sees the new player at once, with the same personal link.
    await expect(players.getByText('Newcomer', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Go to my page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Open Cup' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(fixturePath('meme.png'));
    await page.getByRole('button', { name: 'Upload now' }).click();
    await expect(page.getByRole('region', { name: 'Your memes' }).getByRole('img')).toHaveCount(1);

    // Opening the join link again on that phone shows the same link rather than a second sign-up.
    await page.goto(link);
    await expect(page.getByText('You already joined this contest from this device.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your personal link' })).toHaveValue(personalLink);

    // A new link replaces the old one: someone else opening the old one is told it no longer works.
    await players.getByRole('button', { name: 'New link' }).click();
    await confirmInAppDialog(
      dashboard,
      'Replace the join link? The current link stops working at once; players who joined with it stay. The contest address still lets people join: to stop new players, close joining instead.',
    );
    await expect(players.getByRole('textbox', { name: 'Join link' })).not.toHaveValue(link);
    const stranger = await (await browser.newContext({ baseURL: stack.appUrl })).newPage();
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1, name: "You can't join this contest" })).toBeVisible();
    await expect(
      stranger.getByText('This join link does not work anymore. Ask the organizer for the current one.'),
    ).toBeVisible();
    await stranger.context().close();
    await dashboard.context().close();
  },
);
