// Seasons end to end (docs/product/organizer.md#seasons, docs/product/player.md#season-line,
// docs/product/overview.md#public-season-page), on a phone (390x844) and a desktop (1280x800): a player's season line after the
// reveal, the public season page and its link preview, a deleted contest's podium still in the hall of fame, and the
// organizer's journey from creating a season to downloading its exports. With DOCS_SCREENSHOTS set, the season line,
// the public season page and the season screen are saved to docs/screenshots for the product's documentation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { SeasonRecord } from '../../src/lib/data/records';
import {
  confirmInAppDialog,
  createContestInPhase,
  createOrganizer,
  expect,
  expectNoAxeViolations,
  restoreOrganizerSession,
  test,
  uniqueName,
  type Organizer,
} from './support';
import { projectRoot } from './support/stack';

/** With DOCS_SCREENSHOTS set, the screen as it stands, `around` in the middle of it, named by the screen's width. */
async function docsScreenshot(page: Page, name: string, around?: Locator) {
  if (!process.env['DOCS_SCREENSHOTS']) return;
  if (around) await around.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(projectRoot, `docs/screenshots/${name}-${width}.png`) });
}

async function createSeason(organizer: Organizer, name: string, shared: boolean): Promise<SeasonRecord> {
  return organizer.client.collection('seasons').create<SeasonRecord>({ user: organizer.user.id, name, shared });
}

/**
 * A contest of the season in results, three players with a meme each. createContestInPhase's votes give the third
 * player's meme the most (3.5 on average), then the second's (3), then the first's (2.5): in the season, 10, 7 and 5
 * points.
 */
async function seasonContest(organizer: Organizer, seasonId: string, name: string) {
  const handle = await createContestInPhase({
    phase: 'results',
    organizer,
    name,
    players: [uniqueName('ann'), uniqueName('bea'), uniqueName('cid')],
  });
  await organizer.client.collection('contests').update(handle.contest.id, { season: seasonId });
  return handle;
}

/** The name of every leaderboard row, best first, as the public season page shows them. */
async function leaderboardRows(page: Page) {
  const rows = page.getByRole('region', { name: 'Leaderboard', exact: true }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  return (await rows.allInnerTexts()).slice(1).map((text) => text.replace(/\s+/g, ' ').trim());
}

test(
  "a player sees their season line under their own result, and the season's public page from it",
  { tag: '@phone' },
  async ({ page }) => {
    const organizer = await createOrganizer();
    const season = await createSeason(organizer, 'Autumn league', true);
    const { players } = await seasonContest(organizer, season.id, 'Week 1');
    const [, second, winner] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];

    await page.goto(second.link);
    await expect(page.getByText('You finished 2nd of 3')).toBeVisible();
    await expect(page.getByText("Season: you're 2nd of 3")).toBeVisible();
    await expect(page.getByText('Autumn league · 7 season points')).toBeVisible();
    await expectNoAxeViolations(page);
    await docsScreenshot(page, 'season-line', page.getByText("Season: you're 2nd of 3"));

    await page.getByRole('link', { name: 'See the season' }).click();
    await page.waitForURL((url) => url.pathname === `/seasons/${season.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn league' })).toBeVisible();
    await expect(page).toHaveTitle('Autumn league: season leaderboard · Meme Arena');
    const rows = await leaderboardRows(page);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain(winner.username);
    expect(rows[0]).toContain('10 pts');
    expect(rows[1]).toContain(second.username);
    expect(rows[1]).toContain('7 pts');
    const hall = page.getByRole('region', { name: 'Hall of fame' });
    await expect(hall.getByRole('heading', { name: 'Week 1' })).toBeVisible();
    await expect(hall.getByRole('img', { name: `Meme by ${winner.username}` })).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(page);
  },
);

test("the public season page's link preview names the season and its leaders", async ({ stack }) => {
  const organizer = await createOrganizer();
  const season = await createSeason(organizer, 'Preview league', true);
  const { players } = await seasonContest(organizer, season.id, 'Preview week');
  const hidden = await createSeason(organizer, 'Private league', false);

  // What a chat app's crawler reads: the server's own answer for the address, before any script runs.
  const meta = async (id: string) => {
    const html = await (await fetch(`${stack.pocketbaseUrl}/seasons/${id}`)).text();
    return (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  };
  const shared = await meta(season.id);
  expect(shared('og:title')).toBe('Preview league: season leaderboard · Meme Arena');
  expect(shared('og:description')).toContain(players[2]!.username);
  expect(shared('og:image')).toMatch(/\/api\/files\/.+\?thumb=900x900f$/);
  // A private season's address previews as the site itself: it never tells that the season exists.
  const notShared = await meta(hidden.id);
  expect(notShared('og:title')).toBe('Meme Arena');
});

test("a deleted contest's podium stays in the season's hall of fame", { tag: '@phone' }, async ({ page }) => {
  const organizer = await createOrganizer();
  const season = await createSeason(organizer, 'Hall of fame league', true);
  const kept = await seasonContest(organizer, season.id, 'Week gone');
  await seasonContest(organizer, season.id, 'Week live');
  await organizer.client.collection('contests').delete(kept.contest.id);

  await page.goto(`/seasons/${season.id}`);
  const hall = page.getByRole('region', { name: 'Hall of fame' });
  await expect(hall.getByRole('heading', { name: 'Week live' })).toBeVisible();
  const gone = hall.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Week gone' }) });
  await expect(gone).toContainText('3 players');
  // Its podium's memes, from the files the season kept.
  const images = gone.getByRole('img');
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(gone.getByRole('img', { name: `Meme by ${kept.players[2]!.username}` })).toBeVisible();
  // The deleted contest's players still count: six players, the two winners at 10 points.
  const rows = await leaderboardRows(page);
  expect(rows).toHaveLength(6);
  expect(rows.filter((row) => row.includes('10 pts'))).toHaveLength(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await docsScreenshot(page, 'public-season');
});

test(
  'an organizer creates a season, puts a contest in it, shares it and downloads its exports',
  { tag: '@phone' },
  async ({ page }) => {
    const organizer = await createOrganizer();
    const { contest, players } = await createContestInPhase({
      phase: 'results',
      organizer,
      name: 'Friday cup',
      players: [uniqueName('ann'), uniqueName('bea'), uniqueName('cid')],
    });
    await restoreOrganizerSession(page, organizer);
    await page.goto('/dashboard');

    const seasons = page.getByRole('region', { name: 'Seasons' });
    await seasons.getByLabel('Season name').fill('Spring league');
    await seasons.getByRole('button', { name: 'Create season' }).click();
    await expect(page.getByText("Season created. Pick it in a contest's settings.")).toBeVisible();
    await expect(seasons.getByRole('link', { name: /Spring league/ })).toBeVisible();

    // The contest joins it from its settings.
    await page.goto(`/dashboard/${contest.id}`);
    await page.getByText('Settings', { exact: true }).click();
    const seasonCard = page.getByRole('region', { name: 'Season', exact: true });
    await seasonCard.getByRole('combobox').selectOption({ label: 'Spring league' });
    await expect(page.getByText('Season updated.')).toBeVisible();

    // The contest's results download as JSON: places, uploaders, scores and the player rankings, no ids or tokens.
    const resultsExport = page.getByRole('region', { name: 'Export the results' });
    const jsonDownload = page.waitForEvent('download');
    await resultsExport.getByRole('button', { name: 'Download JSON' }).click();
    const json = readFileSync((await (await jsonDownload).path())!, 'utf8');
    for (const player of players) expect(json).toContain(player.username);
    for (const player of players) expect(json).not.toContain(player.id);
    for (const player of players) expect(json).not.toContain(player.token);
    expect(() => JSON.parse(json) as unknown).not.toThrow();

    await seasonCard.getByRole('link', { name: 'Open the season' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spring league' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contests in this season' }).getByRole('link', { name: /Friday cup/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hall of fame' }).getByRole('heading', { name: 'Friday cup' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leaderboard', exact: true })).toContainText(players[2]!.username);
    await expectNoAxeViolations(page);

    // A second contest starts in the season from its screen: the create form has it picked.
    await page.getByRole('link', { name: 'New contest in this season' }).click();
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue(/.+/);
    await expect(page.getByRole('combobox', { name: 'Season' }).locator('option:checked')).toHaveText('Spring league');
    await page.getByLabel('Contest name').fill('Saturday cup');
    await page.getByPlaceholder('Player 1').fill(uniqueName('dee'));
    await page.getByRole('button', { name: 'Create contest' }).click();
    await expect(page.getByText('Contest created successfully!')).toBeVisible();
    await page.goBack();
    await page.goBack();
    const seasonContests = page.getByRole('region', { name: 'Contests in this season' });
    await expect(seasonContests.getByRole('link', { name: /Saturday cup/ })).toBeVisible();
    await expect(seasonContests.getByRole('link', { name: /Friday cup/ })).toBeVisible();

    const sharing = page.getByRole('region', { name: 'Public season page' });
    await sharing.getByRole('checkbox', { name: 'Share the season page' }).check();
    await expect(page.getByText('Season shared: anyone with the link can see it.')).toBeVisible();
    const link = await sharing.getByRole('textbox', { name: 'Public season link' }).inputValue();
    if (process.env['DOCS_SCREENSHOTS']) {
      // Without the toasts of the steps before.
      await page.reload();
      await docsScreenshot(page, 'organizer-season', page.getByRole('region', { name: 'Leaderboard', exact: true }));
    }

    const csvDownload = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Export the leaderboard' })
      .getByRole('button', { name: 'Download CSV' })
      .click();
    const download = await csvDownload;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(players[2]!.username);
    expect(lines[1]).toContain('10');

    // The link opens the public page for anyone.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Spring league' })).toBeVisible();
    await visitor.close();

    // Deleting the season warns that its hall of fame goes too; the contest stays, in no season.
    await page.getByText('Season settings', { exact: true }).click();
    await page.getByRole('button', { name: 'Delete season' }).click();
    await confirmInAppDialog(
      page,
      'Delete “Spring league”? Its leaderboard and its hall of fame go too, kept podiums and their memes included. Its contests stay, in no season.',
    );
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByText('Season deleted.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Seasons' }).getByText('No seasons yet. Start one below.'),
    ).toBeVisible();
  },
);
