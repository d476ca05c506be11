// Results that travel, end to end: the organizer, signed in through the Discord popup, pastes a
// channel webhook and advances the contest; the local Discord stand-in receives the vote's announcement and then the
// podium; the organizer shares the results, and a stranger's browser (no session at all) opens the public page.
import type { ReceivedWebhookMessage } from '../../scripts/discord-sandbox.mjs';
import {
  confirmInAppDialog,
  castVote,
  createContest,
  createOrganizer,
  expect,
  runDeliveryJob,
  restoreOrganizerSession,
  test,
  uploadMeme,
} from './support';

test('announcements reach Discord and the shared results reach anyone', async ({ page, browser, stack }) => {
  // A webhook of this run's own (a retry or a repeat reads only its own messages).
  const WEBHOOK_ID = String(
    1_200_000_000_000_000_000n + BigInt(Date.now()) * 1000n + BigInt(test.info().repeatEachIndex),
  );
  const WEBHOOK = `https://discord.com/api/webhooks/${WEBHOOK_ID}/${'e2e-token_'.repeat(7)}`;
  const received = async () => {
    const all = (await (await fetch(`${stack.sandboxUrl}/webhooks`)).json()) as ReceivedWebhookMessage[];
    return all.filter((message) => message.webhookId === WEBHOOK_ID);
  };

  const organizer = await createOrganizer();
  const { contest, players } = await createContest(organizer, { name: 'Traveling Cup', players: ['alice', 'bob'] });
  const [alice, bob] = players;
  if (!alice || !bob) throw new Error('players were not created');
  const aliceMeme = await uploadMeme(alice, 'meme.png');
  const bobMeme = await uploadMeme(bob, 'meme.jpg');

  await restoreOrganizerSession(page, organizer);
  await page.goto(`/dashboard/${contest.id}`);
  await page.locator('summary', { hasText: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Discord and sharing' });
  await card.getByRole('textbox', { name: 'Discord webhook URL' }).fill(WEBHOOK);
  await card.getByRole('button', { name: 'Save webhook' }).click();
  await expect(card.getByText(`…/${WEBHOOK_ID}/…`)).toBeVisible();
  await card.getByRole('button', { name: 'Send a test message' }).click();
  await expect(card.getByRole('status')).toContainText('The test message was posted to Discord at');

  const header = page.getByRole('main').locator('header');
  await header.getByRole('button', { name: 'Advance to Vote' }).click();
  await confirmInAppDialog(
    page,
    'Move this contest to the "Vote" phase? This change is permanent and cannot be undone.',
  );
  await expect(header.getByText('Voting phase')).toBeVisible();

  await castVote(alice, bobMeme.id, 6);
  await castVote(bob, aliceMeme.id, 9);
  await card.getByRole('checkbox', { name: 'Share the results publicly' }).check();
  await expect(page.getByText('Results shared: anyone with the link can see them.')).toBeVisible();

  await header.getByRole('button', { name: 'Advance to Results' }).click();
  await confirmInAppDialog(
    page,
    'Move this contest to the "Results" phase? This change is permanent and cannot be undone.',
  );
  await expect(header.getByText('Results phase')).toBeVisible();

  // Both announcements arrive, in order, when the delivery job runs (run here rather than waited for); the panel
  // says so without a reload.
  await expect
    .poll(
      async () => {
        await runDeliveryJob();
        return (await received()).length;
      },
      { timeout: 20_000 },
    )
    .toBe(3);
  const [test_, vote, results] = await received();
  expect(test_!.body.embeds![0]!.title).toBe('Traveling Cup');
  expect(vote!.body.embeds![0]!.description).toBe(
    `Voting is open! Rate every meme from 1 to 10.\n\n**[Vote now](${stack.appUrl}/c/${contest.id})**`,
  );
  const publicLink = `${stack.appUrl}/results/${contest.id}`;
  expect(results!.body.embeds![0]).toMatchObject({
    title: 'Traveling Cup: the results are in',
    url: publicLink,
    image: { url: expect.stringContaining(`/${aliceMeme.id}/${aliceMeme.media}?thumb=900x900f`) },
  });
  expect(results!.body.embeds![0]!.description).toContain('Winner: **alice** with 9 points');
  expect(results!.body.embeds![1]).toMatchObject({ title: '🥈 bob: 6 points' });
  // Each post links the contest's address in its phase's words, and none carries a player's token.
  const address = `${stack.appUrl}/c/${contest.id}`;
  expect(test_!.body.embeds![0]!.description).toContain(`**[Upload your memes](${address})**`);
  expect(results!.body.embeds![0]!.description).toContain(`**[See your results](${address})**`);
  for (const message of [test_, vote, results]) {
    for (const player of players) expect(JSON.stringify(message!.body)).not.toContain(player.token);
  }
  await expect(card.getByRole('status')).toContainText('The results announcement was posted to Discord at');
  await expect(card.getByRole('textbox', { name: 'Public results link' })).toHaveValue(publicLink);

  // A stranger opens the public page: no session, no token.
  const stranger = await browser.newContext({ baseURL: stack.appUrl });
  const publicPage = await stranger.newPage();
  await publicPage.goto(`/results/${contest.id}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Traveling Cup' })).toBeVisible();
  await expect(publicPage).toHaveTitle('Traveling Cup: results · Meme Arena');
  const podium = publicPage.getByRole('region', { name: 'Podium' });
  await expect(podium.getByText('alice', { exact: true })).toBeVisible();
  await expect(podium.getByText('9 points')).toBeVisible();
  await expect(publicPage.getByRole('main').locator('p', { hasText: 'wins with the top meme, 9 points' })).toHaveText(
    'Winneralice wins with the top meme, 9 points',
  );
  await expect(publicPage.getByText('2 players · 2 votes ·', { exact: false })).toBeVisible();
  // The winner's image loads from the server (thumbnails are served to anyone).
  await expect
    .poll(() =>
      podium
        .locator('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(publicPage.getByRole('region', { name: 'Player rankings' }).getByRole('listitem')).toHaveCount(2);
  await stranger.close();
});
