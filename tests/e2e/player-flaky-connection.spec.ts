// A player on a train: requests dropped on the network, in real Chromium against the real stack.
import { createContestInPhase, expect, superuserClient, test } from './support';

test('a dropped sign-in request is tried again: no authentication error, the page recovers', async ({ page }) => {
  const { contest, players } = await createContestInPhase({ phase: 'participation' });
  let dropped = 0;
  // The sign-in (auth-refresh), whether index.html or the app sends it: the first one is lost on the way.
  await page.route('**/api/collections/players/auth-refresh**', async (route) => {
    if (dropped === 0) {
      dropped += 1;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });

  await page.goto(players[0]!.link);
  await expect(page.getByRole('heading', { level: 1, name: contest.name })).toBeVisible();
  expect(dropped).toBe(1);
  await expect(page.getByText("We couldn't authenticate you")).toHaveCount(0);
});

test('a dropped vote is not shown as saved, and Try again saves it exactly once', async ({ page }) => {
  const { players } = await createContestInPhase({ phase: 'vote' });
  const voter = players[0]!;
  await page.goto(voter.link);
  const scoreSix = page.getByRole('button', { name: 'Score 6', exact: true });
  await expect(scoreSix).toBeVisible();

  await page.route('**/api/memes/*/vote', (route) => route.abort('internetdisconnected'), { times: 1 });
  await scoreSix.click();
  const notSaved = page.getByRole('alert').filter({ hasText: 'Your score of 6 was not saved.' });
  await expect(notSaved).toBeVisible();
  await expect(scoreSix).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('region', { name: 'Your voting progress' })).toContainText('Memes scored0/');

  await notSaved.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Vote saved!')).toBeVisible();
  await expect(notSaved).toHaveCount(0);
  // Saved, the board moves on to the next meme; back on this one, the score shows pressed.
  await expect(page.getByText('Meme 2 of 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Meme 1, scored 6' }).click();
  await expect(scoreSix).toHaveAttribute('aria-pressed', 'true');

  const votes = await (await superuserClient()).collection('votes').getFullList({ filter: `player = "${voter.id}"` });
  expect(votes.map((vote) => vote.score)).toEqual([6]);
});
