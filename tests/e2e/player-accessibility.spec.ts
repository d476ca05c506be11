// axe-core on the player page in each phase, on a phone and a desktop (Lighthouse's accessibility audit uses axe).
import { createContestInPhase, expect, test, expectNoAxeViolations } from './support';

test('the player page has no axe violations in any phase', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(90_000);
  // Room for one more meme, so the picker is on the page with a refusal beside it.
  const participation = await createContestInPhase({
    phase: 'participation',
    description: 'Be kind.',
    maxMemesPerPlayer: 2,
  });
  await page.goto(participation.players[0]!.link);
  await expect(page.getByRole('region', { name: 'Your memes' }).getByRole('img')).toHaveCount(1);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toHaveText('Only PNG, JPG, GIF files are allowed.');
  await expectNoAxeViolations(page);

  const vote = await createContestInPhase({ phase: 'vote' });
  await page.goto(vote.players[0]!.link);
  await page.getByRole('button', { name: 'Score 4' }).click();
  await expect(page.getByRole('button', { name: 'Meme 1, scored 4' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Open this meme full size' }).click();
  await expect(page.getByRole('dialog', { name: 'Meme, full size' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // Every meme scored: the done state.
  await expect(page.getByText('Meme 2 of 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Score 9' }).click();
  await expect(page.getByRole('heading', { name: 'You scored every meme!' })).toBeVisible();
  await expectNoAxeViolations(page);

  const results = await createContestInPhase({ phase: 'results' });
  await page.goto(results.players[0]!.link);
  await expect(page.getByRole('heading', { name: 'Player rankings' })).toBeVisible();
  await expectNoAxeViolations(page);
});
