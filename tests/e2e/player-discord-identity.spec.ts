// A player's Discord identity and the contest address, end to end through the real Discord popup (the local
// sandbox): the address sends each person to the right place (their page, the join form, the way back in), joining
// with Discord survives a name clash, a personal-link player links Discord from their page, and Discord gets a
// player back in on a new device as the very same player.
import type { Browser, Page } from '@playwright/test';
import { closeJoinLink, openJoinLink } from '../../scripts/lib/contest-setup.mjs';
import {
  addPlayer,
  createContest,
  createOrganizer,
  expect,
  expectNoAxeViolations,
  test,
  uniqueName,
  type E2eStack,
} from './support';

/** Clicks `button`, then signs in as the sandbox's Discord user `username` in the popup it opens. */
async function continueWithDiscord(page: Page, username: string, name = 'Continue with Discord') {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in to Discord (local sandbox)' })).toBeVisible();
  await popup.getByLabel('Username').fill(username);
  await popup.getByRole('button', { name: 'Authorize' }).click();
}

/** A new device: a browser context of its own, with nothing stored, sized like `like`'s viewport. */
async function newDevice(browser: Browser, stack: E2eStack, like: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.appUrl, viewport: like.viewportSize() });
  return context.newPage();
}

/** The player id of the player page the browser is on. */
async function playerPageId(page: Page): Promise<string> {
  await page.waitForURL(/\/player\/\w+/);
  return new URL(page.url()).pathname.split('/')[2]!;
}

test(
  'the contest address routes each person, and Discord gets a player back in as the same player',
  { tag: '@phone' },
  async ({ page, browser, stack }) => {
    const organizer = await createOrganizer();
    const { contest } = await createContest(organizer, { name: 'Address Cup' });
    await openJoinLink(organizer.client, contest.id);
    const discordName = uniqueName('fan');

    // Joining is open: the address shows the join form, and Continue with Discord joins with the Discord name.
    await page.goto(`/c/${contest.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Address Cup' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your username' })).toBeVisible();
    await expectNoAxeViolations(page);
    await continueWithDiscord(page, discordName);
    const playerId = await playerPageId(page);
    await expect(page.getByText(`Playing as ${discordName}`)).toBeVisible();
    await expect(page.getByText('Discord linked')).toBeVisible();

    // A device holding the player: the address opens that player's page.
    await page.goto(`/c/${contest.id}`);
    expect(await playerPageId(page)).toBe(playerId);
    await expect(page.getByText(`Playing as ${discordName}`)).toBeVisible();

    // Joining closed, on a new device: the way back in, and Discord finds the same player.
    await closeJoinLink(organizer.client, contest.id);
    const phone = await newDevice(browser, stack, page);
    await phone.goto(`/c/${contest.id}`);
    await expect(phone.getByRole('heading', { level: 1, name: 'Get back in' })).toBeVisible();
    await expect(phone.getByRole('textbox', { name: 'Your username' })).toHaveCount(0);
    await expectNoAxeViolations(phone);
    await continueWithDiscord(phone, discordName);
    expect(await playerPageId(phone)).toBe(playerId);
    await expect(phone.getByText(`Playing as ${discordName}`)).toBeVisible();
    await phone.context().close();

    // A Discord account that does not play here is told how to get back in.
    const stranger = await newDevice(browser, stack, page);
    await stranger.goto(`/c/${contest.id}`);
    await continueWithDiscord(stranger, uniqueName('stranger'));
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'Ask the organizer for your personal link' }),
    ).toBeVisible();
    expect(new URL(stranger.url()).pathname).toBe(`/c/${contest.id}`);
    await expectNoAxeViolations(stranger);

    // An unknown or deleted contest.
    await organizer.client.collection('contests').delete(contest.id);
    await stranger.goto(`/c/${contest.id}`);
    await expect(stranger.getByRole('heading', { level: 1, name: "We couldn't find this contest" })).toBeVisible();
    await stranger.context().close();
  },
);

test(
  'joining with Discord survives a name clash, and a personal-link player links Discord from their page',
  { tag: '@phone' },
  async ({ page, browser, stack }) => {
    const organizer = await createOrganizer();
    const clash = uniqueName('clash');
    const { contest } = await createContest(organizer, { name: 'Clash Cup', players: [clash] });
    const secret = await openJoinLink(organizer.client, contest.id);

    // The Discord name is taken: the member picks another one, and stays bound to Discord.
    await page.goto(`/join/${contest.id}/${secret}`);
    await continueWithDiscord(page, clash);
    await expect(page.getByRole('alert')).toHaveText('Player usernames must be unique within a contest.');
    await expect(page.getByText("You're signed in with Discord. Pick another name for this contest")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Your username' }).fill('Clash Returns');
    await page.getByRole('button', { name: 'Join with this name' }).click();
    const joinedId = await playerPageId(page);
    await expect(page.getByText('Playing as Clash Returns')).toBeVisible();

    // A player the organizer added opens their personal link and links Discord.
    const linked = await addPlayer(organizer, contest.id, 'Linked Later');
    const linkedDiscord = uniqueName('later');
    const own = await newDevice(browser, stack, page);
    await own.goto(linked.link);
    await expect(own.getByText('Playing as Linked Later')).toBeVisible();
    await expectNoAxeViolations(own);
    await continueWithDiscord(own, linkedDiscord, 'Link Discord');
    await expect(own.getByText('Discord linked', { exact: true })).toBeVisible();
    await own.context().close();

    // After joining closes, each gets back in on a new device as the same player.
    await closeJoinLink(organizer.client, contest.id);
    for (const [discord, id] of [
      [clash, joinedId],
      [linkedDiscord, linked.id],
    ] as const) {
      const device = await newDevice(browser, stack, page);
      await device.goto(`/c/${contest.id}`);
      await continueWithDiscord(device, discord);
      expect(await playerPageId(device)).toBe(id);
      await device.context().close();
    }
  },
);
