// The player link's session states against the real stack: missing token, someone else's token, a removed player,
// and a stored session that lived past its 60 seconds.
import type { Request } from '@playwright/test';
import { createContest, createOrganizer, delayEntryScript, expect, test, uniqueName } from './support';

const SESSION_KEY = 'meme-arena.player-session';

test('a link without a token, and nothing stored, asks for a token', async ({ page }) => {
  const organizer = await createOrganizer();
  const { players } = await createContest(organizer, { players: [uniqueName('alice')] });
  await page.goto(`/player/${players[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'This link needs a token' })).toBeVisible();
});

test("a link carrying another player's token is refused and logs out", async ({ page }) => {
  const organizer = await createOrganizer();
  const { players } = await createContest(organizer, { players: [uniqueName('alice'), uniqueName('bob')] });
  const [alice, bob] = players;
  await page.goto(`/player/${alice!.id}?token=${encodeURIComponent(bob!.token)}`);
  await expect(page.getByRole('heading', { name: 'This link belongs to another player' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('meme-arena.player-session'),
      localStorage.getItem('pb_players_auth'),
    ]),
  ).toEqual([null, null]);
});

test("a removed player's link no longer signs in", async ({ page }) => {
  const organizer = await createOrganizer();
  const { players } = await createContest(organizer, { players: [uniqueName('alice')] });
  await organizer.client.collection('players').delete(players[0]!.id);
  await page.goto(players[0]!.link);
  await expect(page.getByRole('heading', { name: "We couldn't authenticate you" })).toBeVisible();
});

test('a stored session works without the token until it expires', async ({ page }) => {
  const organizer = await createOrganizer();
  const { players } = await createContest(organizer, { name: 'Session cup', players: [uniqueName('alice')] });
  const player = players[0]!;

  const before = Date.now();
  await page.goto(player.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Session cup' })).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
  expect(stored.player.id).toBe(player.id);
  // A minute from when the page signed in, however long the page took.
  expect(stored.expiresAt).toBeGreaterThanOrEqual(before + 60_000);
  expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);

  // Within its lifetime, the page opens without the token.
  await page.goto(`/player/${player.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session cup' })).toBeVisible();

  // Once expired, it is ignored and cleared.
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...session, expiresAt: Date.now() - 1_000 }));
  }, SESSION_KEY);
  await page.goto(`/player/${player.id}`);
  await expect(page.getByRole('heading', { name: 'This link needs a token' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test("a link's sign-in leaves while the app's code is still loading, and only once", async ({ page }) => {
  const organizer = await createOrganizer();
  const { players } = await createContest(organizer, { name: 'Early cup', players: [uniqueName('alice')] });
  const isSignIn = (request: Request) => request.url().includes('/auth-refresh');
  const entry = await delayEntryScript(page, isSignIn);
  const signIns: number[] = [];
  page.on('request', (request) => {
    if (isSignIn(request)) signIns.push(Date.now());
  });

  await page.goto(players[0]!.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Early cup' })).toBeVisible();
  expect(signIns).toHaveLength(1);
  expect(signIns[0]!).toBeLessThan(entry.servedAt());
});
