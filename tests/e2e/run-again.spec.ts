// Running a contest again, on a phone (390x844) and a desktop (1280x800): from the results panel the organizer opens
// "Run it again", sees the next contest's name and who comes along, starts it with the players brought along and
// lands on its panel; a brought player's new link then opens the new contest, and their old link the old one.
import {
  createContestInPhase,
  expect,
  expectNoAxeViolations,
  restoreOrganizerSession,
  test,
  uniqueName,
} from './support';

test(
  'the organizer runs a contest again with its players, and a brought player’s new link opens the new one',
  { tag: '@phone' },
  async ({ page, browser }) => {
    const names = [uniqueName('ann'), uniqueName('ben'), uniqueName('cat')];
    const { contest, organizer, players } = await createContestInPhase({
      phase: 'results',
      name: 'Meme of the week #7',
      players: names,
    });
    await restoreOrganizerSession(page, organizer);
    await page.goto(`/dashboard/${contest.id}`);

    const header = page.getByRole('main').locator('header');
    await header.getByRole('button', { name: 'Run it again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run it again' });
    await expect(dialog.getByText('Meme of the week #8')).toBeVisible();
    await expect(dialog.getByText('No deadlines, like this one: you move the phases yourself.')).toBeVisible();
    const bring = dialog.getByRole('checkbox', { name: /Bring the 3 players along/ });
    await expect(bring).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Start the next one' }).click();

    await expect(
      page.getByText('Meme of the week #8 is on, with 3 players on board. Send them their new links.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Meme of the week #8' })).toBeVisible();
    const nextId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(nextId).not.toBe(contest.id);
    for (const name of names) await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();

    // A brought player's new link, as the organizer copies it from the panel, opens the new contest.
    const brought = await organizer.client.send<{ id: string; username: string; auth_token: string }[]>(
      `/api/contests/${nextId}/panel/players`,
      { method: 'GET' },
    );
    const ann = brought.find((player) => player.username === names[0]);
    expect(ann).toBeDefined();
    const player = await browser.newPage();
    await player.goto(`/player/${ann!.id}?token=${ann!.auth_token}`);
    await expect(player.getByRole('heading', { level: 1, name: 'Meme of the week #8' })).toBeVisible();
    await expect(player.getByText(ann!.username).first()).toBeVisible();
    await player.close();

    // Their old link still opens the old contest, in results.
    const old = await browser.newPage();
    await old.goto(players[0]!.link);
    await expect(old.getByRole('heading', { level: 1, name: 'Meme of the week #7' })).toBeVisible();
    await old.close();
  },
);
