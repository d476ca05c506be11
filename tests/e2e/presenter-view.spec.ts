// The presenter view (docs/product/organizer.md#presenter-view): from the organizer's panel in results, the podium in
// big type for a screen share, one place at a time from third to first, driven by Space, →, ←, a click and Escape.
import {
  advancePhase,
  castVote,
  createContest,
  createOrganizer,
  expect,
  expectNoAxeViolations,
  restoreOrganizerSession,
  test,
  uniqueName,
  uploadMeme,
} from './support';

test('the presenter view reveals one place at a time with the keyboard and a click', async ({ page }) => {
  const [WINNER, SECOND, THIRD] = [uniqueName('gold'), uniqueName('silver'), uniqueName('bronze')];
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Stage night',
    players: [WINNER, SECOND, THIRD],
  });
  const [winner, second, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
  const memes = [
    await uploadMeme(winner!, 'meme.jpg'),
    await uploadMeme(second!, 'meme.png'),
    await uploadMeme(third!, 'meme.gif'),
  ];
  await advancePhase(organizer, contest.id);
  await castVote(second!, memes[0]!.id, 9);
  await castVote(third!, memes[1]!.id, 7);
  await castVote(winner!, memes[2]!.id, 4);
  await advancePhase(organizer, contest.id);

  const presenterRequests: string[] = [];
  page.on('request', (request) => {
    if (/presenter/.test(request.url())) presenterRequests.push(request.url());
  });
  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  const present = page.getByRole('button', { name: 'Present the results' });
  await expect(present).toBeVisible();
  // Its code is not part of the panel: it comes when the organizer opens it.
  expect(presenterRequests).toEqual([]);
  await present.click();

  const stage = page.getByRole('dialog', { name: 'Presenter view' });
  await expect(stage.getByText('Ready for the podium?')).toBeVisible();
  expect(presenterRequests.length).toBeGreaterThan(0);
  const next = stage.getByRole('button', { name: 'Reveal the next place' });
  await expect(next).toBeFocused();
  const stageText = () => stage.evaluate((element) => element.textContent ?? '');
  expect(await stageText()).not.toContain(THIRD);

  await page.keyboard.press('Space');
  await expect(stage.getByText('3rd place')).toBeVisible();
  await expect(stage.getByText(THIRD, { exact: true })).toBeVisible();
  await expect(stage.getByText('4 points', { exact: true })).toBeVisible();
  expect(await stageText()).not.toContain(WINNER);

  await page.keyboard.press('ArrowRight');
  await expect(stage.getByText('2nd place')).toBeVisible();
  await expect(stage.getByText(SECOND, { exact: true })).toBeVisible();
  expect(await stageText()).not.toContain(WINNER);
  // Back and forth.
  await page.keyboard.press('ArrowLeft');
  await expect(stage.getByText('3rd place')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(stage.getByText('2nd place')).toBeVisible();

  // A click anywhere on the stage, as a presenter would.
  await stage.getByText(SECOND, { exact: true }).click();
  await expect(stage.getByText('Winner', { exact: true })).toBeVisible();
  await expect(stage.getByText(WINNER, { exact: true })).toBeVisible();
  await expect(stage.getByText('9 points', { exact: true })).toBeVisible();
  // Big type, and the whole stage within 1280x800, without scrolling.
  const nameSize = await stage
    .getByText(WINNER, { exact: true })
    .evaluate((element) => parseFloat(getComputedStyle(element.closest('p')!).fontSize));
  expect(nameSize).toBeGreaterThanOrEqual(60);
  await expect(stage.getByRole('button', { name: 'Reveal the next place' })).toBeInViewport({ ratio: 1 });
  expect(await stage.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);

  await page.keyboard.press('Space');
  await expect(stage.getByText("That's the podium. Well played, everyone!").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(stage).toHaveCount(0);
  await expect(present).toBeFocused();
});
