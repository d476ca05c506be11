// Discord announcements: the organizer's channel webhook, readable and writable by the contest's
// owner only; a message at the vote and at results, checked exactly as the local Discord stand-in received it, with
// every name shown as typed (markdown escaped); and a Discord that fails (5xx, 429, a timeout, a refusal, an outage
// longer than an hour), which never holds up or fails a phase change, is retried with backoff for over an hour and
// then offered to Retry now, and never gets a message twice from two runs of the job. The test button is limited
// per contest and per address. The server posts from a background job: here it runs on demand (POST /api/crons/{id})
// with a one-pass watch and retry delays scaled down (DISCORD_JOB_WATCH_SECONDS, DISCORD_RETRY_DELAY_FACTOR), so no
// test waits for PocketBase's minute; one test checks the job's real schedule.
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordDelivery } from '@/lib/data/records';
import { startDiscordSandbox, type DiscordSandbox } from '../../scripts/discord-sandbox.mjs';
import { clientAt, freshClientAddress } from './support/client-address';
import { startIsolatedPocketBase, type PocketBaseServer } from './support/pocketbase-server';
import {
  addPlayer,
  anonymous,
  castVote,
  createContest,
  createOrganizer,
  refused,
  refusedWith,
  setPhase,
  signInPlayer,
  superuser,
  uploadMeme,
  type ContestRecord,
  type MemeRecord,
  type Organizer,
  type Player,
} from './support/roles';

const PUBLIC_URL = 'https://arena.example';
/**
 * The delivery's waits, a thousandth of the real ones: the 64 minutes from the first attempt to the last take 3.8 s.
 * (A 429 still waits what it asks: that is Discord's time, not ours.)
 */
const RETRY_DELAY_FACTOR = 0.001;
/** The real schedule, in seconds from the first attempt to the last: more than an hour. */
const RETRY_SPAN_SECONDS = 5 + 15 + 30 + 60 + 120 + 300 + 600 + 900 + 900 + 900;
const MAX_ATTEMPTS = 11;
/** Room for an attempt that times out (5 s) and the scaled retries. */
const SLOW = { timeout: 30_000 };
const TEST_LIMIT = 'You can send 5 test messages a minute. Wait a moment, then try again.';
const NOTHING_TO_RETRY =
  'There is no announcement to retry: it was posted, is still being tried, or the webhook changed.';
const INVALID = 'Paste a Discord channel webhook URL: it starts with https://discord.com/api/webhooks/.';
const TOKEN = 'a'.repeat(30) + '-_' + 'B9'.repeat(17);
let nextWebhookId = 1_100_000_000_000_000_000n;
/** A webhook URL of Discord's form with an id of its own, so each test reads its own messages. */
function newWebhook() {
  nextWebhookId += 1n;
  const id = nextWebhookId.toString();
  return { id, url: `https://discord.com/api/webhooks/${id}/${TOKEN}` };
}

let isolated: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
let server: PocketBaseServer;
let sandbox: DiscordSandbox;
beforeAll(async () => {
  sandbox = await startDiscordSandbox({ port: 0 });
  isolated = await startIsolatedPocketBase('discord', {
    DISCORD_WEBHOOK_BASE_URL: sandbox.url,
    PUBLIC_URL,
    DISCORD_RETRY_DELAY_FACTOR: String(RETRY_DELAY_FACTOR),
    DISCORD_JOB_WATCH_SECONDS: '0',
  });
  server = isolated.server;
});
afterAll(async () => {
  await isolated?.dispose();
  await sandbox?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One run of the delivery job, now (PocketBase starts it in the background and answers at once). */
const runDeliveryJob = async () => (await superuser(server.url)).crons.run('meme_arena_discord');
/**
 * Runs the delivery job, as its minute would, until `done(read())`: each round starts a run (runs overlap, as a run
 * started on demand can overlap the scheduled one) and reads again.
 */
async function waitFor<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await runDeliveryJob();
    await sleep(100);
  }
}

function sendWebhook(client: PocketBase, contestId: string, url: unknown) {
  return client.send(`/api/contests/${contestId}/discord-webhook`, { method: 'PUT', body: { url } });
}
const delivery = async (organizer: Organizer, contestId: string) =>
  (await organizer.client.collection('contests').getOne<ContestRecord>(contestId)).discord_delivery ?? null;

/** A contest of its own with a webhook and players (Alice_* and Bob by default) who uploaded one meme each. */
async function contestWithWebhook(name: string, webhookUrl: string, usernames = ['Alice_*', 'Bob']) {
  const organizer = await createOrganizer('discord', server.url);
  const contest = await createContest(organizer, { name, max_memes_per_player: 1 });
  await sendWebhook(organizer.client, contest.id, webhookUrl);
  const players: Player[] = [];
  for (const username of usernames) {
    players.push(await signInPlayer(await addPlayer(organizer, contest.id, username), server.url));
  }
  const memes: MemeRecord[] = [];
  for (const [index, player] of players.entries()) {
    memes.push(await uploadMeme(player, (['meme.png', 'meme.gif', 'meme.jpg'] as const)[index % 3]));
  }
  return { organizer, contest, players, memes };
}
/** The contest's address, which every announcement links with the words of the contest's phase. */
const address = (contestId: string) => `${PUBLIC_URL}/c/${contestId}`;
const addressLine = (words: string, contestId: string) => `**[${words}](${address(contestId)})**`;
const retryNow = (client: PocketBase, contestId: string) =>
  client.send<DiscordDelivery>(`/api/contests/${contestId}/discord-webhook/retry`, { method: 'POST' });

describe('the webhook field', () => {
  it('is set, replaced and removed by the contest owner only, in Discord forms only', async () => {
    const owner = await createOrganizer('owner', server.url);
    const other = await createOrganizer('other', server.url);
    const contest = await createContest(owner, { max_memes_per_player: 1 });
    const player = await signInPlayer(await addPlayer(owner, contest.id, 'Player one'), server.url);
    const webhook = newWebhook();

    for (const bad of [
      `http://discord.com/api/webhooks/${webhook.id}/${TOKEN}`,
      `https://discord.com.evil.example/api/webhooks/${webhook.id}/${TOKEN}`,
      `https://evil.example/discord.com/api/webhooks/${webhook.id}/${TOKEN}`,
      `https://discord.com/api/webhooks/${webhook.id}`,
      `https://discord.com/api/webhooks/not-a-number/${TOKEN}`,
      `https://discord.com/api/webhooks/${webhook.id}/${TOKEN}?thread_id=1`,
      `javascript:alert(1)//discord.com/api/webhooks/${webhook.id}/${TOKEN}`,
      `https://discord.com/api/webhooks/${webhook.id}/${TOKEN}${'x'.repeat(10_000)}`,
      '',
      42,
      null,
    ]) {
      await refusedWith(sendWebhook(owner.client, contest.id, bad), INVALID);
    }
    for (const good of [
      webhook.url,
      ` https://discordapp.com/api/v10/webhooks/${webhook.id}/${TOKEN}/ `,
      `https://canary.discord.com/api/webhooks/${webhook.id}/${TOKEN}`,
    ]) {
      await sendWebhook(owner.client, contest.id, good);
    }
    await sendWebhook(owner.client, contest.id, webhook.url);

    // Someone else's contest, or no organizer at all, is refused; nothing changes.
    expect((await refused(sendWebhook(other.client, contest.id, newWebhook().url))).status).toBe(404);
    expect((await refused(sendWebhook(player.client, contest.id, newWebhook().url))).status).toBe(403);
    expect((await refused(sendWebhook(anonymous(server.url), contest.id, newWebhook().url))).status).toBe(401);
    // The records API drops a hidden field from a client's body.
    await owner.client.collection('contests').update(contest.id, { discord_webhook: newWebhook().url });

    // Only the owner reads it, in a view, a list or an expand; a player can neither read nor filter on it.
    expect((await owner.client.collection('contests').getOne<ContestRecord>(contest.id)).discord_webhook).toBe(
      webhook.url,
    );
    const seenByPlayer = await player.client.collection('contests').getOne<ContestRecord>(contest.id);
    expect(seenByPlayer).not.toHaveProperty('discord_webhook');
    expect(seenByPlayer).not.toHaveProperty('discord_delivery');
    const playerSelf = await player.client.collection('players').getOne(player.record.id, { expand: 'contest' });
    expect(JSON.stringify(playerSelf)).not.toContain(webhook.id);
    const filtered = await player.client
      .collection('contests')
      .getList(1, 10, { filter: `discord_webhook ~ "${webhook.id}"` })
      .then((list) => list.totalItems)
      .catch(() => 0);
    expect(filtered).toBe(0);

    await owner.client.send(`/api/contests/${contest.id}/discord-webhook`, { method: 'DELETE' });
    expect((await owner.client.collection('contests').getOne<ContestRecord>(contest.id)).discord_webhook).toBe('');
    expect(
      (await refused(owner.client.send(`/api/contests/${contest.id}/discord-webhook/test`, { method: 'POST' })))
        .message,
    ).toBe('Add a Discord webhook first.');
  });
});

describe('announcements', () => {
  it.concurrent('posts the vote and the podium with the public page, exactly in Discord format', SLOW, async () => {
    const webhook = newWebhook();
    const { organizer, contest, players, memes } = await contestWithWebhook('Friday <cup> @everyone', webhook.url);
    await setPhase(organizer, contest.id, 'vote');

    const [vote] = await waitFor(
      'the vote message',
      () => sandbox.webhooks.messages(webhook.id),
      (m) => m.length > 0,
    );
    expect(vote!.body).toEqual({
      username: 'Meme Arena',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'Friday <cup> @everyone',
          description: ['Voting is open! Rate every meme from 1 to 10.', '', addressLine('Vote now', contest.id)].join(
            '\n',
          ),
          url: address(contest.id),
          color: 0x8b5cf6,
        },
      ],
    });

    await castVote(players[0]!, memes[1]!.id, 7);
    await castVote(players[1]!, memes[0]!.id, 9);
    await organizer.client.collection('contests').update(contest.id, { results_shared: true });
    await setPhase(organizer, contest.id, 'results');

    const messages = await waitFor(
      'the results',
      () => sandbox.webhooks.messages(webhook.id),
      (m) => m.length > 1,
    );
    const image = (meme: MemeRecord) =>
      `${PUBLIC_URL}/api/files/${meme.collectionId}/${meme.id}/${meme.media}?thumb=900x900f`;
    const link = `${PUBLIC_URL}/results/${contest.id}`;
    expect(messages[1]!.body).toEqual({
      username: 'Meme Arena',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'Friday <cup> @everyone: the results are in',
          description: [
            'Winner: **Alice\\_\\*** with 9 points',
            '',
            '🥇 **Alice\\_\\***: 9 points',
            '🥈 **Bob**: 7 points',
            '',
            `See every meme ranked: ${link}`,
            '',
            addressLine('See your results', contest.id),
          ].join('\n'),
          url: link,
          color: 0x8b5cf6,
          image: { url: image(memes[0]!) },
        },
        { title: '🥈 Bob: 7 points', color: 0x8b5cf6, image: { url: image(memes[1]!) } },
      ],
    });
    expect(sandbox.webhooks.attempts(webhook.id)).toBe(2);
    expect(await delivery(organizer, contest.id)).toMatchObject({ state: 'sent', event: 'results' });
  });

  it.concurrent(
    'never holds up a phase change, and retries 5xx, a timeout and a 429 until it is posted',
    SLOW,
    async () => {
      const webhook = newWebhook();
      const { organizer, contest } = await contestWithWebhook('Flaky Discord cup', webhook.url);
      sandbox.webhooks.script(webhook.id, [
        { status: 502 },
        // Longer than the 5 s the server waits. (A Discord that posted and answered late would see the retry twice:
        // webhooks take no idempotency key.)
        { delayMs: 7_000, status: 504 },
        { status: 429, body: { message: 'You are being rate limited.', retry_after: 0.5, global: false } },
      ]);
      const started = Date.now();
      await setPhase(organizer, contest.id, 'vote');
      expect(Date.now() - started).toBeLessThan(2_000);

      const seen: DiscordDelivery[] = [];
      await waitFor(
        'a posted message',
        async () => {
          const outcome = await delivery(organizer, contest.id);
          if (outcome && !seen.some((s) => s.at === outcome.at)) seen.push(outcome);
          return outcome;
        },
        (outcome) => outcome?.state === 'sent',
      );
      expect(sandbox.webhooks.messages(webhook.id)).toHaveLength(1);
      expect(sandbox.webhooks.attempts(webhook.id)).toBe(4);
      expect(seen.filter((outcome) => outcome.state === 'retrying').map((outcome) => outcome.detail)).toEqual(
        expect.arrayContaining(['Discord had a problem (HTTP 502).']),
      );
      // With its code, for the panel to say it in the organizer's language.
      expect(seen).toEqual(
        expect.arrayContaining([expect.objectContaining({ state: 'retrying', reason: 'discordError', status: 502 })]),
      );
      // While retrying, the card's record says when the next attempt is.
      for (const outcome of seen.filter((each) => each.state === 'retrying')) {
        expect(new Date(outcome.next_attempt!).getTime()).toBeGreaterThanOrEqual(
          new Date(outcome.at).getTime() - 1_000,
        );
      }
      // The 429 asked for half a second: the next attempt waited that long, whatever the backoff's own step.
      const [, , limited, last] = sandbox.webhooks.attemptTimes(webhook.id);
      expect(last! - limited!).toBeGreaterThanOrEqual(500);
    },
  );

  it.concurrent(
    "posts a contest's results only after its vote announcement, even while that one waits for a retry",
    SLOW,
    async () => {
      const webhook = newWebhook();
      const { organizer, contest, players, memes } = await contestWithWebhook('Ordered cup', webhook.url);
      // The vote announcement's first attempt is asked to wait two seconds: results come in meanwhile.
      sandbox.webhooks.script(webhook.id, [
        { status: 429, body: { message: 'You are being rate limited.', retry_after: 2, global: false } },
      ]);
      await setPhase(organizer, contest.id, 'vote');
      await waitFor(
        'the first attempt',
        () => delivery(organizer, contest.id),
        (outcome) => outcome?.state === 'retrying',
      );
      await castVote(players[0]!, memes[1]!.id, 7);
      await castVote(players[1]!, memes[0]!.id, 9);
      await setPhase(organizer, contest.id, 'results');
      const posted = await waitFor(
        'both messages',
        () => sandbox.webhooks.messages(webhook.id),
        (messages) => messages.length > 1,
      );
      expect(posted.map((message) => message.body.embeds![0]!.title)).toEqual([
        'Ordered cup',
        'Ordered cup: the results are in',
      ]);
    },
  );

  it.concurrent(
    'keeps trying for over an hour when Discord keeps failing, then offers Retry now; the contest moves on',
    SLOW,
    async () => {
      const webhook = newWebhook();
      const { organizer, contest, players } = await contestWithWebhook('Dead Discord cup', webhook.url);
      sandbox.webhooks.script(
        webhook.id,
        Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 500 })),
      );
      const moved = await setPhase(organizer, contest.id, 'vote');
      expect(moved.status).toBe('vote');
      const outcome = await waitFor(
        'the last attempt',
        () => delivery(organizer, contest.id),
        (value) => value?.state === 'failed',
      );
      expect(outcome).toMatchObject({ state: 'failed', event: 'vote', attempt: MAX_ATTEMPTS, attempts: MAX_ATTEMPTS });
      expect(sandbox.webhooks.attempts(webhook.id)).toBe(MAX_ATTEMPTS);
      expect(sandbox.webhooks.messages(webhook.id)).toHaveLength(0);
      // The waits between attempts add up to the schedule's (scaled here): over an hour at full scale.
      expect(RETRY_SPAN_SECONDS).toBeGreaterThan(3_600);
      const times = sandbox.webhooks.attemptTimes(webhook.id);
      expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(RETRY_SPAN_SECONDS * 1_000 * RETRY_DELAY_FACTOR);

      // Retry now: the owner only, and only for an announcement the delivery gave up on.
      const other = await createOrganizer('other', server.url);
      expect((await refused(retryNow(other.client, contest.id))).status).toBe(404);
      expect((await refused(retryNow(players[0]!.client, contest.id))).status).toBe(403);
      expect((await refused(retryNow(anonymous(server.url), contest.id))).status).toBe(401);
      expect(sandbox.webhooks.attempts(webhook.id)).toBe(MAX_ATTEMPTS);
      expect(await retryNow(organizer.client, contest.id)).toEqual({ state: 'queued', event: 'vote' });
      await refusedWith(retryNow(organizer.client, contest.id), NOTHING_TO_RETRY);
      await waitFor(
        'the retried message',
        () => delivery(organizer, contest.id),
        (value) => value?.state === 'sent',
      );
      expect(sandbox.webhooks.messages(webhook.id)).toHaveLength(1);
      expect(sandbox.webhooks.messages(webhook.id)[0]!.body.embeds![0]!.title).toBe('Dead Discord cup');
      await refusedWith(retryNow(organizer.client, contest.id), NOTHING_TO_RETRY);
    },
  );

  it.concurrent('stops at once when Discord refuses the webhook, and says why', SLOW, async () => {
    const webhook = newWebhook();
    const { organizer, contest } = await contestWithWebhook('Deleted webhook cup', webhook.url);
    sandbox.webhooks.script(webhook.id, [{ status: 404, body: { message: 'Unknown Webhook', code: 10015 } }]);
    await setPhase(organizer, contest.id, 'vote');
    const outcome = await waitFor(
      'the refusal',
      () => delivery(organizer, contest.id),
      (value) => value?.state === 'refused',
    );
    expect(outcome).toMatchObject({
      state: 'refused',
      event: 'vote',
      reason: 'refused',
      status: 404,
      detail: 'Unknown Webhook',
    });
    // Later runs of the job leave it alone, and Retry now is not offered for it.
    for (let run = 0; run < 3; run += 1) {
      await runDeliveryJob();
      await sleep(200);
    }
    expect(sandbox.webhooks.attempts(webhook.id)).toBe(1);
    await refusedWith(retryNow(organizer.client, contest.id), NOTHING_TO_RETRY);
  });

  it.concurrent('posts each message once when two runs of the job overlap', SLOW, async () => {
    const contests = [];
    for (const name of ['Overlap cup one', 'Overlap cup two', 'Overlap cup three']) {
      const webhook = newWebhook();
      // Each post takes a while, so the second run starts while the first is still posting.
      sandbox.webhooks.script(webhook.id, [{ delayMs: 300 }]);
      contests.push({ webhook, ...(await contestWithWebhook(name, webhook.url)) });
    }
    for (const { organizer, contest } of contests) await setPhase(organizer, contest.id, 'vote');
    await Promise.all([runDeliveryJob(), runDeliveryJob()]);
    for (const { organizer, contest, webhook } of contests) {
      await waitFor(
        'the message',
        () => delivery(organizer, contest.id),
        (value) => value?.state === 'sent',
      );
      expect(sandbox.webhooks.attempts(webhook.id)).toBe(1);
      expect(sandbox.webhooks.messages(webhook.id)).toHaveLength(1);
    }
  });

  it.concurrent('shows every name as typed: markdown escaped in titles and descriptions', SLOW, async () => {
    const webhook = newWebhook();
    const { organizer, contest, players, memes } = await contestWithWebhook('The *best* cup', webhook.url, [
      'Alice_*',
      '__bob__',
      `~~carol~~${'_'.repeat(40)}`,
    ]);
    // Escaped, carol's name is 93 characters: cut to 80 with an ellipsis, never between a backslash and its mark.
    const carolShown = `\\~\\~carol\\~\\~${'\\_'.repeat(33)}…`;
    await setPhase(organizer, contest.id, 'vote');
    const [alice, bob, carol] = players;
    // Alice 9, __bob__ 7.5, ~~carol~~ 6.
    await castVote(bob!, memes[0]!.id, 9);
    await castVote(carol!, memes[0]!.id, 9);
    await castVote(alice!, memes[1]!.id, 7);
    await castVote(carol!, memes[1]!.id, 8);
    await castVote(alice!, memes[2]!.id, 6);
    await castVote(bob!, memes[2]!.id, 6);
    await setPhase(organizer, contest.id, 'results');

    const [vote, results] = await waitFor(
      'both messages',
      () => sandbox.webhooks.messages(webhook.id),
      (m) => m.length > 1,
    );
    expect(vote!.body.embeds).toEqual([
      {
        title: 'The \\*best\\* cup',
        description: ['Voting is open! Rate every meme from 1 to 10.', '', addressLine('Vote now', contest.id)].join(
          '\n',
        ),
        url: address(contest.id),
        color: 0x8b5cf6,
      },
    ]);
    const image = (meme: MemeRecord) =>
      `${PUBLIC_URL}/api/files/${meme.collectionId}/${meme.id}/${meme.media}?thumb=900x900f`;
    expect(results!.body).toEqual({
      username: 'Meme Arena',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'The \\*best\\* cup: the results are in',
          description: [
            'Winner: **Alice\\_\\*** with 9 points',
            '',
            '🥇 **Alice\\_\\***: 9 points',
            '🥈 **\\_\\_bob\\_\\_**: 7.5 points',
            `🥉 **${carolShown}**: 6 points`,
            '',
            addressLine('See your results', contest.id),
          ].join('\n'),
          url: address(contest.id),
          color: 0x8b5cf6,
          image: { url: image(memes[0]!) },
        },
        { title: '🥈 \\_\\_bob\\_\\_: 7.5 points', color: 0x8b5cf6, image: { url: image(memes[1]!) } },
        { title: `🥉 ${carolShown}: 6 points`, color: 0x8b5cf6, image: { url: image(memes[2]!) } },
      ],
    });
  });

  // Not concurrent: the other tests' runs of the job could post the message before the webhook is removed.
  it('posts nothing queued once the organizer removed the webhook', async () => {
    const webhook = newWebhook();
    const { organizer, contest } = await contestWithWebhook('Changed my mind cup', webhook.url);
    await setPhase(organizer, contest.id, 'vote');
    await organizer.client.send(`/api/contests/${contest.id}/discord-webhook`, { method: 'DELETE' });
    const admin = await superuser(server.url);
    await waitFor(
      'the queue to settle',
      () => admin.collection('discord_deliveries').getFullList({ filter: `contest = "${contest.id}"` }),
      (rows) => rows.length === 1 && rows[0]!.state !== 'pending',
    );
    expect(sandbox.webhooks.attempts(webhook.id)).toBe(0);
  });

  it('is run each minute: the job is registered with its real schedule', async () => {
    const jobs = await (await superuser(server.url)).crons.getFullList();
    expect(jobs).toContainEqual({ id: 'meme_arena_discord', expression: '* * * * *' });
  });
});

/** The organizer sets the contest's language (contract/locales.json; '' reads as English). */
const setLanguage = (organizer: Organizer, contestId: string, language: string) =>
  organizer.client.collection('contests').update<ContestRecord>(contestId, { language });
const pressTest = (organizer: Organizer, contestId: string) =>
  organizer.client.send<DiscordDelivery>(`/api/contests/${contestId}/discord-webhook/test`, { method: 'POST' });
/** A no-break space: French puts one before a colon or an exclamation mark. */
const NBSP = '\u00a0';

describe("announcements in the contest's language", () => {
  it.concurrent(
    'a French contest hears the test, the vote and the podium in French, with French numbers and plurals',
    SLOW,
    async () => {
      const webhook = newWebhook();
      const { organizer, contest, players, memes } = await contestWithWebhook('Coupe *du* vendredi', webhook.url, [
        'Alice_*',
        'Bob',
        'Carol',
      ]);
      await setLanguage(organizer, contest.id, 'fr');
      expect(await pressTest(organizer, contest.id)).toEqual({ state: 'sent', event: 'test' });
      await setPhase(organizer, contest.id, 'vote');
      const [alice, bob, carol] = players;
      // Alice 8.5, Bob 1.5, Carol 1: in French 8,5 points, 1,5 point and 1 point (0 to 1.9… is singular).
      await castVote(bob!, memes[0]!.id, 9);
      await castVote(carol!, memes[0]!.id, 8);
      await castVote(alice!, memes[1]!.id, 1);
      await castVote(carol!, memes[1]!.id, 2);
      await castVote(alice!, memes[2]!.id, 1);
      await castVote(bob!, memes[2]!.id, 1);
      await organizer.client.collection('contests').update(contest.id, { results_shared: true });
      await setPhase(organizer, contest.id, 'results');

      const [test, vote, results] = await waitFor(
        'the three messages',
        () => sandbox.webhooks.messages(webhook.id),
        (m) => m.length > 2,
      );
      const title = 'Coupe \\*du\\* vendredi';
      expect(test!.body.embeds).toEqual([
        {
          title,
          description: [
            `Meme Arena est connecté${NBSP}: ce salon sera prévenu à l’ouverture des votes et à l’arrivée des résultats.`,
            '',
            addressLine('Envoyez vos memes', contest.id),
          ].join('\n'),
          url: address(contest.id),
          color: 0x8b5cf6,
        },
      ]);
      expect(vote!.body).toEqual({
        username: 'Meme Arena',
        allowed_mentions: { parse: [] },
        embeds: [
          {
            title,
            description: [
              `Place aux votes${NBSP}! Notez chaque meme de 1 à 10.`,
              '',
              addressLine('Votez maintenant', contest.id),
            ].join('\n'),
            url: address(contest.id),
            color: 0x8b5cf6,
          },
        ],
      });
      const image = (meme: MemeRecord) =>
        `${PUBLIC_URL}/api/files/${meme.collectionId}/${meme.id}/${meme.media}?thumb=900x900f`;
      const link = `${PUBLIC_URL}/results/${contest.id}`;
      expect(results!.body).toEqual({
        username: 'Meme Arena',
        allowed_mentions: { parse: [] },
        embeds: [
          {
            title: `${title}${NBSP}: les résultats sont tombés`,
            description: [
              '**Alice\\_\\*** l’emporte avec 8,5 points',
              '',
              `🥇 **Alice\\_\\***${NBSP}: 8,5 points`,
              `🥈 **Bob**${NBSP}: 1,5 point`,
              `🥉 **Carol**${NBSP}: 1 point`,
              '',
              `Le classement complet des memes${NBSP}: ${link}`,
              '',
              addressLine('Voir vos résultats', contest.id),
            ].join('\n'),
            url: link,
            color: 0x8b5cf6,
            image: { url: image(memes[0]!) },
          },
          { title: `🥈 Bob${NBSP}: 1,5 point`, color: 0x8b5cf6, image: { url: image(memes[1]!) } },
          { title: `🥉 Carol${NBSP}: 1 point`, color: 0x8b5cf6, image: { url: image(memes[2]!) } },
        ],
      });
    },
  );

  it.concurrent(
    'a change of language applies to later announcements: a queued one, even retried, keeps its own',
    SLOW,
    async () => {
      const webhook = newWebhook();
      const { organizer, contest, players, memes } = await contestWithWebhook('Pokal der Woche', webhook.url);
      await setLanguage(organizer, contest.id, 'de');
      // The vote announcement fails once, and is tried again after the organizer switched to Spanish.
      sandbox.webhooks.script(webhook.id, [{ status: 502 }]);
      await setPhase(organizer, contest.id, 'vote');
      await setLanguage(organizer, contest.id, 'es');
      const [vote] = await waitFor(
        'the vote message',
        () => sandbox.webhooks.messages(webhook.id),
        (m) => m.length > 0,
      );
      expect(sandbox.webhooks.attempts(webhook.id)).toBe(2);
      expect(vote!.body.embeds![0]!.description).toBe(
        [
          'Die Abstimmung läuft! Bewertet jedes Meme von 1 bis 10.',
          '',
          addressLine('Jetzt abstimmen', contest.id),
        ].join('\n'),
      );

      await castVote(players[0]!, memes[1]!.id, 7);
      await castVote(players[1]!, memes[0]!.id, 1);
      await setPhase(organizer, contest.id, 'results');
      const [, results] = await waitFor(
        'the results',
        () => sandbox.webhooks.messages(webhook.id),
        (m) => m.length > 1,
      );
      expect(results!.body.embeds![0]).toMatchObject({
        title: 'Pokal der Woche: ¡ya están los resultados!',
        description: [
          'Gana **Bob** con 7 puntos',
          '',
          '🥇 **Bob**: 7 puntos',
          '🥈 **Alice\\_\\***: 1 punto',
          '',
          addressLine('Mira tus resultados', contest.id),
        ].join('\n'),
      });
      expect(results!.body.embeds![1]).toMatchObject({ title: '🥈 Alice\\_\\*: 1 punto' });
    },
  );

  it.concurrent('a German and a Brazilian contest: their own words, decimal commas and plurals', SLOW, async () => {
    const german = newWebhook();
    const brazilian = newWebhook();
    const usernames = ['Alice_*', 'Bob', 'Carol'];
    const contests = [
      { webhook: german, language: 'de', ...(await contestWithWebhook('Meme-Pokal', german.url, usernames)) },
      {
        webhook: brazilian,
        language: 'pt-BR',
        ...(await contestWithWebhook('Copa dos memes', brazilian.url, usernames)),
      },
    ];
    for (const { organizer, contest, players, memes, language } of contests) {
      await setLanguage(organizer, contest.id, language);
      await setPhase(organizer, contest.id, 'vote');
      const [alice, bob, carol] = players;
      // Bob 8.5, Carol 5, Alice 1.5: plural in German (1,5 Punkte), singular in Brazilian Portuguese (1,5 ponto).
      await castVote(alice!, memes[1]!.id, 9);
      await castVote(carol!, memes[1]!.id, 8);
      await castVote(alice!, memes[2]!.id, 5);
      await castVote(bob!, memes[2]!.id, 5);
      await castVote(bob!, memes[0]!.id, 1);
      await castVote(carol!, memes[0]!.id, 2);
      await setPhase(organizer, contest.id, 'results');
    }
    const [germanVote, germanResults] = await waitFor(
      'the German messages',
      () => sandbox.webhooks.messages(german.id),
      (m) => m.length > 1,
    );
    const [germanContest, brazilianContest] = contests.map(({ contest }) => contest.id) as [string, string];
    expect(germanVote!.body.embeds![0]!.description).toBe(
      [
        'Die Abstimmung läuft! Bewertet jedes Meme von 1 bis 10.',
        '',
        addressLine('Jetzt abstimmen', germanContest),
      ].join('\n'),
    );
    expect(germanResults!.body.embeds![0]).toMatchObject({
      title: 'Meme-Pokal: Die Ergebnisse sind da',
      description: [
        'Platz 1 für **Bob**: 8,5 Punkte',
        '',
        '🥇 **Bob**: 8,5 Punkte',
        '🥈 **Carol**: 5 Punkte',
        '🥉 **Alice\\_\\***: 1,5 Punkte',
        '',
        addressLine('Eure Ergebnisse ansehen', germanContest),
      ].join('\n'),
    });
    const [brazilianVote, brazilianResults] = await waitFor(
      'the Brazilian messages',
      () => sandbox.webhooks.messages(brazilian.id),
      (m) => m.length > 1,
    );
    expect(brazilianVote!.body.embeds![0]!.description).toBe(
      [
        'A votação começou! Dê uma nota de 1 a 10 para cada meme.',
        '',
        addressLine('Vote agora', brazilianContest),
      ].join('\n'),
    );
    expect(brazilianResults!.body.embeds![0]).toMatchObject({
      title: 'Copa dos memes: saiu o resultado!',
      description: [
        '**Bob** venceu com 8,5 pontos',
        '',
        '🥇 **Bob**: 8,5 pontos',
        '🥈 **Carol**: 5 pontos',
        '🥉 **Alice\\_\\***: 1,5 ponto',
        '',
        addressLine('Veja seus resultados', brazilianContest),
      ].join('\n'),
    });
    expect(brazilianResults!.body.embeds![2]).toMatchObject({ title: '🥉 Alice\\_\\*: 1,5 ponto' });
  });

  it.concurrent(
    "says when voting closes in Discord's timestamp markup, which each reader sees in their language and zone",
    SLOW,
    async () => {
      // A whole second, two hours ahead: Discord's markup takes Unix seconds.
      const closes = new Date(Math.floor(Date.now() / 1000) * 1000 + 7_200_000);
      const unix = closes.getTime() / 1000;
      const english = newWebhook();
      const french = newWebhook();
      const contests = [
        { webhook: english, language: '', ...(await contestWithWebhook('Deadline cup', english.url)) },
        { webhook: french, language: 'fr', ...(await contestWithWebhook('Coupe chrono', french.url)) },
      ];
      for (const { organizer, contest, language } of contests) {
        await organizer.client.collection('contests').update(contest.id, { language, vote_ends: closes.toISOString() });
        await setPhase(organizer, contest.id, 'vote');
      }
      const [englishVote] = await waitFor(
        'the English vote message',
        () => sandbox.webhooks.messages(english.id),
        (m) => m.length > 0,
      );
      const [englishContest, frenchContest] = contests.map(({ contest }) => contest.id) as [string, string];
      expect(englishVote!.body.embeds![0]!.description).toBe(
        'Voting is open! Rate every meme from 1 to 10.\n' +
          `Voting closes <t:${unix}:R> (<t:${unix}:f>).\n\n` +
          addressLine('Vote now', englishContest),
      );
      const [frenchVote] = await waitFor(
        'the French vote message',
        () => sandbox.webhooks.messages(french.id),
        (m) => m.length > 0,
      );
      expect(frenchVote!.body.embeds![0]!.description).toBe(
        `Place aux votes${NBSP}! Notez chaque meme de 1 à 10.\n` +
          `Fin des votes <t:${unix}:R> (<t:${unix}:f>).\n\n` +
          addressLine('Votez maintenant', frenchContest),
      );
    },
  );

  it('speaks English when the language is empty again', async () => {
    const webhook = newWebhook();
    const { organizer, contest } = await contestWithWebhook('Back to English cup', webhook.url);
    await setLanguage(organizer, contest.id, 'fr');
    await setLanguage(organizer, contest.id, '');
    expect(await pressTest(organizer, contest.id)).toEqual({ state: 'sent', event: 'test' });
    expect(sandbox.webhooks.messages(webhook.id)[0]!.body.embeds).toEqual([
      {
        title: 'Back to English cup',
        description: [
          'Meme Arena is connected: this channel will hear when voting opens and when the results are in.',
          '',
          addressLine('Upload your memes', contest.id),
        ].join('\n'),
        url: address(contest.id),
        color: 0x8b5cf6,
      },
    ]);
  });
});

describe('the test button', () => {
  it('posts a test message at once and answers the outcome; another organizer or a player cannot', async () => {
    const webhook = newWebhook();
    const { organizer, contest, players } = await contestWithWebhook('Test button cup', webhook.url);
    const test = (client: PocketBase) =>
      client.send<DiscordDelivery>(`/api/contests/${contest.id}/discord-webhook/test`, { method: 'POST' });

    expect(await test(organizer.client)).toEqual({ state: 'sent', event: 'test' });
    expect(sandbox.webhooks.messages(webhook.id)[0]!.body.embeds![0]!.description).toBe(
      'Meme Arena is connected: this channel will hear when voting opens and when the results are in.\n\n' +
        addressLine('Upload your memes', contest.id),
    );
    sandbox.webhooks.script(webhook.id, [{ status: 401, body: { message: 'Invalid Webhook Token', code: 50027 } }]);
    expect(await test(organizer.client)).toEqual({
      state: 'refused',
      event: 'test',
      reason: 'refused',
      status: 401,
      detail: 'Invalid Webhook Token',
    });
    expect(await delivery(organizer, contest.id)).toMatchObject({ state: 'refused', detail: 'Invalid Webhook Token' });

    const other = await createOrganizer('other', server.url);
    expect((await refused(test(other.client))).status).toBe(404);
    expect((await refused(test(players[0]!.client))).status).toBe(403);
    expect(sandbox.webhooks.attempts(webhook.id)).toBe(2);
  });

  it('posts at most 5 a minute per contest and per address, however fast it is pressed', async () => {
    const webhook = newWebhook();
    const { organizer, contest } = await contestWithWebhook('Hammered cup', webhook.url);
    /** The organizer's session, sending from an address of its own (the limit counts per client address). */
    const organizerAt = (address: string) => {
      const client = clientAt(address, server.url);
      client.authStore.save(organizer.client.authStore.token, organizer.client.authStore.record);
      return client;
    };
    const test = (client: PocketBase, contestId = contest.id) =>
      client.send<DiscordDelivery>(`/api/contests/${contestId}/discord-webhook/test`, { method: 'POST' });

    const hammer = organizerAt(freshClientAddress());
    const answers = await Promise.allSettled(Array.from({ length: 30 }, () => test(hammer)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
    for (const answer of answers.filter((each) => each.status === 'rejected')) {
      expect(answer.reason).toMatchObject({ status: 429, message: TEST_LIMIT });
    }
    expect(sandbox.webhooks.attempts(webhook.id)).toBe(5);

    // The contest's budget is spent, from any address; the address's budget, for any contest.
    await refusedWith(test(organizerAt(freshClientAddress())), TEST_LIMIT, 429);
    const second = await createContest(organizer, { max_memes_per_player: 1 });
    const secondWebhook = newWebhook();
    await sendWebhook(organizer.client, second.id, secondWebhook.url);
    await refusedWith(test(hammer, second.id), TEST_LIMIT, 429);
    expect(sandbox.webhooks.attempts(webhook.id)).toBe(5);
    expect(sandbox.webhooks.attempts(secondWebhook.id)).toBe(0);
    // Another contest from another address is not held back by either.
    expect(await test(organizerAt(freshClientAddress()), second.id)).toEqual({ state: 'sent', event: 'test' });
  });
});
