// Seeing and moving the room, end to end: the organizer's first screen in the vote shows the turnout ("1 of 3") and
// who is not done, and follows new votes without a reload; Remind the channel posts once to the local Discord
// stand-in (the contest address and the turnout, no token) and is refused, in words, within the 10 minutes; a deadline
// 59 minutes ahead gets its hour's reminder on the next run of the job (run on demand, never waited for), and only
// once; and without a webhook the participation screen leads straight to the Discord set-up. With DOCS_SCREENSHOTS
// set, the vote screen is saved to docs/screenshots for the organizer's documentation.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ReceivedWebhookMessage } from '../../scripts/discord-sandbox.mjs';
import {
  advancePhase,
  castVote,
  createContest,
  createContestInPhase,
  createOrganizer,
  expect,
  restoreOrganizerSession,
  runDeliveryJob,
  test,
  uniqueName,
  uploadMeme,
  type Organizer,
} from './support';
import { projectRoot } from './support/stack';

test.describe.configure({ timeout: 90_000 });

let webhookCount = 0;
/** A webhook of this test's own, so it reads only its own messages. */
function newWebhook() {
  webhookCount += 1;
  const id = String(
    1_300_000_000_000_000_000n +
      BigInt(Date.now()) * 1000n +
      BigInt(test.info().workerIndex) * 100n +
      BigInt(webhookCount),
  );
  return { id, url: `https://discord.com/api/webhooks/${id}/${'room-token_'.repeat(6)}` };
}

async function received(sandboxUrl: string, webhookId: string) {
  const all = (await (await fetch(`${sandboxUrl}/webhooks`)).json()) as ReceivedWebhookMessage[];
  return all.filter((message) => message.webhookId === webhookId);
}

const setWebhook = (organizer: Organizer, contestId: string, url: string) =>
  organizer.client.send(`/api/contests/${contestId}/discord-webhook`, { method: 'PUT', body: { url } });

/** Whether `locator`'s box lies wholly inside the page's first screen (the viewport, unscrolled). */
async function expectOnFirstScreen(page: Page, name: string | RegExp) {
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await region.boundingBox())!;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

test('@phone the vote screen shows who is done, live, and reminds the channel once in 10 minutes', async ({
  page,
  stack,
}) => {
  // Names of their own contest (each test has its own); a long one wraps, and never widens the screen.
  const names = ['Maya', 'Theo', 'Jordan the Meme Lord of Friday Nights'];
  const { contest, organizer, players, memes } = await createContestInPhase({
    phase: 'vote',
    name: 'Friday Meme Cup',
    players: names,
  });
  const [alice, bob] = players;
  const webhook = newWebhook();
  await setWebhook(organizer, contest.id, webhook.url);
  // Alice scored both memes that are not hers: 1 of 3 done.
  await castVote(alice!, memes[1]!.id, 7);
  await castVote(alice!, memes[2]!.id, 8);

  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  const turnout = page.getByRole('region', { name: 'Votes' });
  await expect(turnout.getByTestId('turnout')).toHaveText('1 of 3 players are done voting');
  await expect(turnout).toContainText(`Waiting for ${names[1]} and ${names[2]}`);
  await expectOnFirstScreen(page, 'Votes');
  await expect(turnout.getByRole('button', { name: 'Remind the channel' })).toBeVisible();

  if (process.env['DOCS_SCREENSHOTS']) {
    const project = test.info().project.name;
    await page.screenshot({ path: join(projectRoot, `docs/screenshots/organizer-vote-turnout-${project}.png`) });
  }

  // Bob finishes: the panel's vote counts poll brings the turnout along, with no reload.
  await castVote(bob!, memes[0]!.id, 5);
  await castVote(bob!, memes[2]!.id, 6);
  await expect(turnout.getByTestId('turnout')).toHaveText('2 of 3 players are done voting', { timeout: 15_000 });
  await expect(turnout).toContainText(`Waiting for ${names[2]}`);

  await turnout.getByRole('button', { name: 'Remind the channel' }).click();
  await expect(page.getByText('Reminder on its way to your Discord channel.')).toBeVisible();
  await expect(turnout.getByRole('status')).toContainText('You can remind it again at');
  await expect
    .poll(
      async () => {
        await runDeliveryJob();
        return (await received(stack.sandboxUrl, webhook.id)).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  // Pressed again within the 10 minutes: refused, in words that say when it will be possible.
  await turnout.getByRole('button', { name: 'Remind the channel' }).click();
  await expect(
    page.getByText(/^The channel was reminded less than 10 minutes ago\. You can remind it again at .*\d/),
  ).toBeVisible();
  await runDeliveryJob();
  await page.waitForTimeout(500); // the job posts in the background: give a second post the time to arrive
  const [reminder, ...more] = await received(stack.sandboxUrl, webhook.id);
  expect(more).toHaveLength(0);
  const address = `${stack.appUrl}/c/${contest.id}`;
  expect(reminder!.body.embeds![0]).toEqual({
    title: 'Friday Meme Cup',
    description: [
      "There's still time to vote!",
      '2 of 3 players are done voting.',
      '',
      `**[Vote now](${address})**`,
    ].join('\n'),
    url: address,
    color: 0x8b5cf6,
  });
  const text = JSON.stringify(reminder!.body);
  for (const player of players) expect(text).not.toContain(player.token);
  expect(text).not.toContain('/player/');
});

test('@phone without a webhook, the participation screen leads to the Discord set-up', async ({ page }) => {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Set-up Cup',
    players: [uniqueName('dina'), uniqueName('ezra')],
  });
  await uploadMeme(players[0]!, 'meme.png');

  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  const turnout = page.getByRole('region', { name: 'Uploads' });
  await expect(turnout.getByTestId('turnout')).toHaveText('1 of 2 players have uploaded');
  await expect(turnout).toContainText(`Waiting for ${players[1]!.username}`);
  await expectOnFirstScreen(page, 'Uploads');
  await expect(turnout.getByRole('button', { name: 'Remind the channel' })).toHaveCount(0);

  // The narrowest phone: the card (with the prompt) fits its width, and nothing scrolls sideways.
  if (test.info().project.name === 'phone') {
    await page.setViewportSize({ width: 320, height: 640 });
    const box = (await turnout.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await turnout.getByRole('button', { name: 'Set up Discord' }).click();
  const field = page.getByRole('textbox', { name: 'Discord webhook URL' });
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
});

test('announcements link the contest address, never a token; a deadline 59 minutes ahead is reminded once', async ({
  stack,
}) => {
  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, {
    name: 'Address Cup',
    players: [uniqueName('fern'), uniqueName('gil')],
  });
  const webhook = newWebhook();
  await setWebhook(organizer, contest.id, webhook.url);
  const address = `${stack.appUrl}/c/${contest.id}`;
  const run = async (expected: number) => {
    await expect
      .poll(
        async () => {
          await runDeliveryJob();
          return (await received(stack.sandboxUrl, webhook.id)).length;
        },
        { timeout: 20_000 },
      )
      .toBe(expected);
  };

  await organizer.client.send(`/api/contests/${contest.id}/discord-webhook/test`, { method: 'POST' });
  await uploadMeme(players[0]!, 'meme.png');
  await uploadMeme(players[1]!, 'meme.jpg');

  // The deadline 62 minutes ahead: nothing yet. Moved to 59: the hour's reminder on the next run, and only once.
  const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  await organizer.client.collection('contests').update(contest.id, { participation_ends: ahead(62) });
  await runDeliveryJob();
  await run(1);
  await organizer.client.collection('contests').update(contest.id, { participation_ends: ahead(59) });
  await run(2);
  await runDeliveryJob();
  await runDeliveryJob();
  await run(2);

  await organizer.client.collection('contests').update(contest.id, { participation_ends: null });
  await organizer.client.collection('contests').update(contest.id, { status: 'vote' });
  await run(3);

  const messages = await received(stack.sandboxUrl, webhook.id);
  const [testMessage, lastCall, vote] = messages.map((message) => message.body.embeds![0]!);
  expect(testMessage!.description).toBe(
    'Meme Arena is connected: this channel will hear when voting opens and when the results are in.\n\n' +
      `**[Upload your memes](${address})**`,
  );
  expect(lastCall!.description).toMatch(
    new RegExp(
      '^Last call: uploads close <t:\\d+:R> \\(<t:\\d+:f>\\)\\.\\n2 of 2 players have uploaded so far\\.\\n\\n' +
        `\\*\\*\\[Upload your memes\\]\\(${address.replace(/[.]/g, '\\.')}\\)\\*\\*$`,
    ),
  );
  expect(vote!.description).toBe(`Voting is open! Rate every meme from 1 to 10.\n\n**[Vote now](${address})**`);
  for (const embed of [testMessage, lastCall, vote]) expect(embed!.url).toBe(address);
  for (const message of messages) {
    const text = JSON.stringify(message.body);
    for (const player of players) expect(text).not.toContain(player.token);
    expect(text).not.toContain('/player/');
    expect(text).not.toContain('/join/');
  }
});

test('sharing the results once they are out posts the public link to the channel, once', async ({ page, stack }) => {
  const { contest, organizer, players, memes } = await createContestInPhase({ phase: 'vote', name: 'Shared Cup' });
  const webhook = newWebhook();
  await setWebhook(organizer, contest.id, webhook.url);
  for (const [index, player] of players.entries()) await castVote(player, memes[(index + 1) % memes.length]!.id, 7);
  await advancePhase(organizer, contest.id);
  // The results announcement (sharing off: no public link), posted before the organizer shares.
  await expect
    .poll(
      async () => {
        await runDeliveryJob();
        return (await received(stack.sandboxUrl, webhook.id)).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  await page.locator('summary', { hasText: 'Settings' }).click();
  const share = page.getByRole('checkbox', { name: 'Share the results publicly' });
  await share.check();
  await expect(page.getByText('Results shared: anyone with the link can see them.')).toBeVisible();
  const publicLink = `${stack.appUrl}/results/${contest.id}`;
  await expect
    .poll(
      async () => {
        await runDeliveryJob();
        return (await received(stack.sandboxUrl, webhook.id)).map((message) => message.body.embeds![0]!.url);
      },
      { timeout: 20_000 },
    )
    .toContain(publicLink);

  // Off and on again: nothing more is posted.
  await share.uncheck();
  await expect(share).not.toBeChecked();
  await share.check();
  await expect(share).toBeChecked();
  await runDeliveryJob();
  await page.waitForTimeout(500); // the job posts in the background: give a second post the time to arrive
  const posts = await received(stack.sandboxUrl, webhook.id);
  expect(posts.filter((message) => message.body.embeds![0]!.url === publicLink)).toHaveLength(1);
  expect(posts.at(-1)!.body.embeds![0]!.description).toBe(
    `The results are public: see every meme ranked at ${publicLink}\n\n` +
      `**[See your results](${stack.appUrl}/c/${contest.id})**`,
  );
});
