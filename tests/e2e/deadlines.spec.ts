// Phase deadlines, end to end: with two players' pages open, participation's deadline passes; both
// pages count down, then switch to the vote by themselves, saying time was up. Nobody advances the contest by hand.
import { createContestInPhase, expect, openPlayerLink, test } from './support';

test('a deadline passes while players’ pages are open', async ({ page, browser, stack }) => {
  // Each player has a meme, so the contest can move to the vote.
  const { organizer, contest, players } = await createContestInPhase({
    phase: 'participation',
    name: 'Timed Cup',
    players: ['alice', 'bob'],
  });
  const [alice, bob] = players;
  if (!alice || !bob) throw new Error('players were not created');
  const setDeadlineIn = (ms: number) =>
    organizer.client
      .collection('contests')
      .update(contest.id, { participation_ends: new Date(Date.now() + ms).toISOString() });
  // A deadline well after both pages are open, however slow the machine...
  await setDeadlineIn(120_000);

  await openPlayerLink(page, alice);
  const other = await (await browser.newContext({ baseURL: stack.appUrl })).newPage();
  await openPlayerLink(other, bob);
  for (const view of [page, other]) {
    await expect(view.getByRole('heading', { level: 1, name: 'Timed Cup' })).toBeVisible();
    await expect(view.getByRole('timer')).toContainText('Uploads close in');
  }

  // ...then moved to a few seconds from now, as the organizer may: the open pages follow it live and the real
  // deadline passes (the server applies it by its own clock), without the test waiting out a long one.
  await setDeadlineIn(3_000);
  for (const view of [page, other]) {
    await expect(view.getByText('Time is up: the contest moved to the Vote phase.')).toBeVisible({ timeout: 15_000 });
    await expect(view.getByText('Voting phase')).toBeVisible();
    await expect(view.getByText('Meme 1 of 1', { exact: true })).toBeVisible();
  }
  await other.context().close();
});
