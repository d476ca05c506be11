// The results a player sees on a phone, checked against scores worked out here from the votes cast.
import type { Locator, Request } from '@playwright/test';
import {
  advancePhase,
  castVote,
  createContest,
  createOrganizer,
  delayEntryScript,
  expect,
  test,
  uniqueName,
  uploadMeme,
} from './support';

/** Each row's text as a screen reader reads it run together, e.g. 'Rank 1Uploaded by ann8.5 points'. */
const rowTexts = (list: Locator) =>
  list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent ?? ''));

test('the podium and both rankings show the right numbers, with shared ranks for equal scores', async ({ page }) => {
  const organizer = await createOrganizer();
  const [a, b, c] = [uniqueName('ann'), uniqueName('ben'), uniqueName('cat')];
  const { contest, players } = await createContest(organizer, {
    name: 'Final cup',
    maxMemesPerPlayer: 2,
    players: [a, b, c],
  });
  const [ann, ben, cat] = players;
  const ann1 = await uploadMeme(ann!, 'meme.png');
  const ann2 = await uploadMeme(ann!, 'meme.jpg');
  const ben1 = await uploadMeme(ben!, 'meme.gif');
  const cat1 = await uploadMeme(cat!, 'meme.png');
  await advancePhase(organizer, contest.id);

  await castVote(ann!, ben1.id, 8);
  await castVote(ann!, cat1.id, 6);
  await castVote(ben!, ann1.id, 9);
  await castVote(ben!, ann2.id, 4);
  await castVote(ben!, cat1.id, 7);
  await castVote(cat!, ann1.id, 8);
  await castVote(cat!, ann2.id, 5);
  await castVote(cat!, ben1.id, 9);
  await advancePhase(organizer, contest.id);
  // Meme averages: ann1 (9+8)/2 = 8.5, ben1 (8+9)/2 = 8.5, cat1 (6+7)/2 = 6.5, ann2 (4+5)/2 = 4.5.
  // Player points (every score their memes received, with 5 more at the contest's mean, 56 / 8 = 7):
  // ben (17+35)/7 = 7.4, cat (13+35)/7 = 6.9, ann (26+35)/9 = 6.8.

  await page.goto(cat!.link);
  await expect(page.getByText('Results phase')).toBeVisible();

  const podium = page.getByRole('region', { name: 'Podium' }).getByRole('list');
  await expect(podium).toHaveAccessibleDescription(
    'Laid out as a podium: second, first and third place from left to right.',
  );
  const podiumRows = await rowTexts(podium);
  // Laid out second, first, third; the two 8.5 memes share first place, so third place is rank 3.
  expect(podiumRows).toHaveLength(3);
  expect(podiumRows.filter((row) => row.startsWith('Rank 1') && row.endsWith('8.5 points'))).toHaveLength(2);
  // Names wrap, whole: none is cut with an ellipsis.
  await expect(page.locator('main .truncate')).toHaveCount(0);
  expect(podiumRows[2]).toBe(`Rank 3${c}6.5 points`);
  // Two winners: the line above the podium names both.
  const winners = page.getByRole('main').locator('p', { hasText: 'share first place with the top memes, 8.5 points' });
  await expect(winners).toHaveText(
    new RegExp(`^Winners(${a} and ${b}|${b} and ${a}) share first place with the top memes, 8\\.5 points$`),
  );

  const allMemes = page.getByRole('region', { name: 'All memes ranked' }).getByRole('list');
  const memeRows = await rowTexts(allMemes);
  expect([...memeRows.slice(0, 2)].sort()).toEqual(
    [`Rank 1Uploaded by ${a}8.5 points`, `Rank 1Uploaded by ${b}8.5 points`].sort(),
  );
  expect(memeRows.slice(2)).toEqual([`Rank 3Uploaded by ${c}6.5 points`, `Rank 4Uploaded by ${a}4.5 points`]);

  const rankings = page.getByRole('region', { name: 'Player rankings' }).getByRole('list');
  const playerRows = await rowTexts(rankings);
  expect(playerRows).toEqual([`Rank 1${b}7.4 points`, `Rank 2${c}(you)6.9 points`, `Rank 3${a}6.8 points`]);
  // Cat's own line: second of the three players who had memes.
  await expect(page.getByText('You finished 2nd of 3')).toBeVisible();

  // Every thumbnail is a real image.
  const thumbnails = page.locator('main img');
  await expect(thumbnails).toHaveCount(7);
  for (const image of await thumbnails.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
});

test("a link opened in results has its results on the way before the app's code arrives, asked once", async ({
  page,
}) => {
  const organizer = await createOrganizer();
  const [a, b] = [uniqueName('ann'), uniqueName('ben')];
  const { contest, players } = await createContest(organizer, {
    name: 'Early results',
    maxMemesPerPlayer: 1,
    players: [a, b],
  });
  const [ann, ben] = players;
  const annMeme = await uploadMeme(ann!, 'meme.png');
  const benMeme = await uploadMeme(ben!, 'meme.jpg');
  await advancePhase(organizer, contest.id);
  await castVote(ann!, benMeme.id, 7);
  await castVote(ben!, annMeme.id, 3);
  await advancePhase(organizer, contest.id);

  const isResults = (request: Request) => new URL(request.url()).pathname === `/api/contests/${contest.id}/results`;
  const entry = await delayEntryScript(page, isResults);
  const results: number[] = [];
  page.on('request', (request) => {
    if (isResults(request)) results.push(Date.now());
  });

  await page.goto(ann!.link);
  await expect(page.getByRole('region', { name: 'Player rankings' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Podium' })).toContainText('7 points');
  expect(results).toHaveLength(1);
  expect(results[0]!).toBeLessThan(entry.servedAt());
});
