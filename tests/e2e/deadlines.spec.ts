// Phase deadlines, end to end: with two players' pages open, participation's deadline passes; both
// pages count down, then switch to the vote by themselves, saying time was up. Nobody advances the contest by hand.
import { createContest, createOrganizer, expect, openPlayerLink, test, uploadMeme } from './support';

test('a deadline passes while players’ pages are open', { tag: '@phone' }, async ({ page, browser, stack }) => {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, { name: 'Timed Cup', players: ['alice', 'bob'] });
  const [alice, bob] = players;
  if (!alice || !bob) throw new Error('players were not created');
  await uploadMeme(alice, 'meme.png');
  await uploadMeme(bob, 'meme.jpg');
  await organizer.client
    .collection('contests')
    .update(contest.id, { participation_ends: new Date(Date.now() + 8_000).toISOString() });

  await openPlayerLink(page, alice);
  const other = await (await browser.newContext({ baseURL: stack.appUrl })).newPage();
  await openPlayerLink(other, bob);
  for (const view of [page, other]) {
    await expect(view.getByRole('heading', { level: 1, name: 'Timed Cup' })).toBeVisible();
    await expect(view.getByRole('timer')).toContainText('Uploads close in');
  }

  for (const view of [page, other]) {
    await expect(view.getByText('Time is up: the contest moved to the Vote phase.')).toBeVisible({ timeout: 15_000 });
    await expect(view.getByText('Voting phase')).toBeVisible();
    await expect(view.getByText('Meme 1 of 1', { exact: true })).toBeVisible();
  }
  await other.context().close();
});
