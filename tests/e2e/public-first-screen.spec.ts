// The public results page's first screen, on a phone (390x844) and a desktop (1280x800): a visitor who opens the
// link sees the podium whole, its three memes, names and places, without scrolling, under the contest's name.
import { animationsFinished, createContestInPhase, expect, test } from './support';

test('the public page shows the whole podium in its first screen', { tag: '@phone' }, async ({ page }) => {
  const { contest, organizer } = await createContestInPhase({
    phase: 'results',
    name: 'A contest with a name long enough to wrap on a phone',
    description:
      "Our weekly meme night: upload your best, score the rest, and may the dankest win. The winner picks next week's theme.",
  });
  await organizer.client.collection('contests').update(contest.id, { results_shared: true });

  await page.goto(`/results/${contest.id}`);
  const podium = page.getByRole('region', { name: 'Podium' });
  await expect(podium.getByRole('button', { name: /^Open the meme ranked 1,/ })).toBeVisible();
  // Where the podium settles once its reveal is over.
  await animationsFinished(page);
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The region, and each of its memes, within the screen.
  const within = async (box: { x: number; y: number; width: number; height: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  };
  await within(await podium.boundingBox());
  const memes = podium.getByRole('button', { name: /^Open the meme ranked/ });
  await expect(memes).toHaveCount(3);
  for (const meme of await memes.all()) await within(await meme.boundingBox());
  // The page says whose results these are above it.
  await expect(page.getByRole('heading', { level: 1, name: contest.name })).toBeInViewport({ ratio: 1 });
});
