// Moderation, end to end: the organizer removes a player's meme during the vote from the dashboard,
// and the player's page, open meanwhile, says at once which meme went.
import {
  confirmInAppDialog,
  createContestInPhase,
  expect,
  openPlayerLink,
  restoreOrganizerSession,
  test,
} from './support';

test('the organizer removes a meme and its player sees why', async ({ page, browser, stack }) => {
  // Each player uploads one meme in turn (alice meme.png, bob meme.jpg), then the contest moves to the vote.
  const { organizer, contest, players } = await createContestInPhase({
    phase: 'vote',
    name: 'Moderated',
    players: ['alice', 'bob'],
  });
  const [alice] = players;
  if (!alice) throw new Error('players were not created');

  // alice's page is open, in the vote.
  await openPlayerLink(page, alice);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderated' })).toBeVisible();

  const dashboard = await (await browser.newContext({ baseURL: stack.appUrl })).newPage();
  await restoreOrganizerSession(dashboard, organizer);
  await dashboard.goto(`/dashboard/${contest.id}`);
  const memes = dashboard.getByRole('region', { name: 'Memes', exact: true });
  await memes.getByRole('button', { name: 'Remove meme by alice' }).click();
  await confirmInAppDialog(
    dashboard,
    'Remove this meme by alice? It is deleted with all its votes, and alice is told it was removed.',
  );
  await expect(dashboard.getByText('Meme removed. Its player has been told.')).toBeVisible();
  await expect(memes.getByRole('img', { name: 'Meme by alice' })).toHaveCount(0);

  // Live, without a reload: the notice names the meme as alice picked it.
  await expect(page.getByRole('alert')).toContainText('The organizer removed your meme “meme.png”.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/The organizer removed your meme/)).toHaveCount(0);
  await dashboard.context().close();
});
