// Moving the room: the turnout the organizer's panel reads (only the contest's owner), Remind the channel (the owner
// only, with a webhook, before the results, at most once every 10 minutes, exactly one of a burst), the reminders
// before each deadline (each once, whatever the job runs and restarts; re-armed by a moved deadline; none for a
// deadline set closer than the reminder), the public link's post when the results get shared, and the contest's
// address in every announcement, never a token. Each message is read as the local Discord stand-in received it. The
// delivery job runs on demand with a one-pass watch, so no test waits for PocketBase's minute; a deadline's time left
// is set through the deadline itself (59 minutes ahead is inside the hour's reminder), never by waiting.
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDiscordSandbox, type DiscordSandbox } from '../../scripts/discord-sandbox.mjs';
import { openJoinLink } from '../../scripts/lib/contest-setup.mjs';
import { startIsolatedPocketBase, type PocketBaseServer } from './support/pocketbase-server';
import {
  addPlayer,
  anonymous,
  castVote,
  createContest,
  createOrganizer,
  refused,
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
const TOKEN = 'c'.repeat(30) + '-_' + 'D7'.repeat(17);
let nextWebhookId = 1_200_000_000_000_000_000n;
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
  isolated = await startIsolatedPocketBase('reminders', {
    DISCORD_WEBHOOK_BASE_URL: sandbox.url,
    PUBLIC_URL,
    DISCORD_JOB_WATCH_SECONDS: '0',
  });
  server = isolated.server;
});
afterAll(async () => {
  await isolated?.dispose(server);
  await sandbox?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One run of the delivery job, waited for: PocketBase starts it in the background and answers at once, so the test
 * waits until no message of the contest is pending any more (the outbox read as a superuser).
 */
/** Sets contest `contestId`'s last reminder `minutes` back, as a superuser: the slot ages without waiting. */
async function ageReminderSlot(contestId: string, minutes: number) {
  const admin = await superuser(server.url);
  const when = new Date(Date.now() - minutes * 60_000).toISOString().replace('T', ' ');
  await admin.collection('contests').update(contestId, { last_reminder: when });
}

async function runJob(contestId: string) {
  const admin = await superuser(server.url);
  await admin.crons.run('meme_arena_discord');
  for (let round = 0; round < 100; round += 1) {
    await sleep(50);
    const pending = await admin
      .collection('discord_deliveries')
      .getFullList({ filter: admin.filter("contest = {:contest} && state = 'pending'", { contest: contestId }) });
    if (pending.length === 0) return;
  }
  throw new Error('the delivery job left messages pending');
}

const messages = (webhookId: string) => sandbox.webhooks.messages(webhookId).map((message) => message.body);
const description = (body: unknown) =>
  (body as { embeds: { description: string; url?: string }[] }).embeds[0]!.description;
const embedUrl = (body: unknown) => (body as { embeds: { url?: string }[] }).embeds[0]!.url;

const sendWebhook = (client: PocketBase, contestId: string, url: string) =>
  client.send(`/api/contests/${contestId}/discord-webhook`, { method: 'PUT', body: { url } });
const remind = (client: PocketBase, contestId: string) =>
  client.send<{ state: string; event: string; next_reminder: string }>(
    `/api/contests/${contestId}/discord-webhook/remind`,
    { method: 'POST' },
  );
const turnout = (client: PocketBase, contestId: string) =>
  client.send<{ phase: string; done: number; total: number; waiting: { id: string; username: string }[] }>(
    `/api/contests/${contestId}/turnout`,
    {},
  );

/** A contest of its own with players (in that order), and a webhook when `webhook` is given. */
async function room(usernames: string[], webhook?: { url: string }, maxMemes = 2) {
  const organizer = await createOrganizer('room', server.url);
  const contest = await createContest(organizer, { name: 'Room cup', max_memes_per_player: maxMemes });
  if (webhook) await sendWebhook(organizer.client, contest.id, webhook.url);
  const players: Player[] = [];
  for (const username of usernames) {
    players.push(await signInPlayer(await addPlayer(organizer, contest.id, username), server.url));
  }
  return { organizer, contest, players };
}

const setDeadline = (organizer: Organizer, contestId: string, field: string, minutesAhead: number) =>
  organizer.client
    .collection('contests')
    .update<ContestRecord>(contestId, { [field]: new Date(Date.now() + minutesAhead * 60_000).toISOString() });

describe('turnout', () => {
  it('counts the players with memes, then those done voting, with who is not done, for the owner only', async () => {
    const { organizer, contest, players } = await room(['Ann', 'Ben', 'Cleo']);
    const [ann, ben, cleo] = players as [Player, Player, Player];
    expect(await turnout(organizer.client, contest.id)).toEqual({
      phase: 'participation',
      done: 0,
      total: 3,
      waiting: [
        { id: ann.record.id, username: 'Ann' },
        { id: ben.record.id, username: 'Ben' },
        { id: cleo.record.id, username: 'Cleo' },
      ],
    });
    const annMemes = [await uploadMeme(ann), await uploadMeme(ann)];
    const benMeme = await uploadMeme(ben);
    expect(await turnout(organizer.client, contest.id)).toMatchObject({
      done: 2,
      total: 3,
      waiting: [{ id: cleo.record.id, username: 'Cleo' }],
    });

    await setPhase(organizer, contest.id, 'vote');
    // Ann is done once she scored Ben's meme (her own do not count); Ben needs both of Ann's; Cleo all three.
    await castVote(ann, benMeme.id, 7);
    await castVote(ben, annMemes[0]!.id, 5);
    await castVote(cleo, benMeme.id, 9);
    expect(await turnout(organizer.client, contest.id)).toEqual({
      phase: 'vote',
      done: 1,
      total: 3,
      waiting: [
        { id: ben.record.id, username: 'Ben' },
        { id: cleo.record.id, username: 'Cleo' },
      ],
    });
    await castVote(ben, annMemes[1]!.id, 6);
    expect(await turnout(organizer.client, contest.id)).toMatchObject({ done: 2, total: 3 });

    // Another organizer gets the same 404 as for a missing contest; a player and anonymous clients nothing.
    const other = await createOrganizer('other', server.url);
    expect((await refused(turnout(other.client, contest.id))).status).toBe(404);
    expect((await refused(turnout(other.client, 'nosuchcontest00'))).status).toBe(404);
    expect((await refused(turnout(ann.client, contest.id))).status).toBe(403);
    expect((await refused(turnout(anonymous(server.url), contest.id))).status).toBe(401);
  });
});

describe('Remind the channel', () => {
  it('refuses anyone but the owner, a contest without webhook, and the results', async () => {
    const webhook = newWebhook();
    const { organizer, contest, players } = await room(['Dora'], webhook);
    const other = await createOrganizer('other', server.url);
    expect((await refused(remind(other.client, contest.id), 404)).response.data).toEqual({
      messageCode: 'contestNotFound',
    });
    expect((await refused(remind(players[0]!.client, contest.id))).status).toBe(403);
    expect((await refused(remind(anonymous(server.url), contest.id))).status).toBe(401);

    const bare = await room(['Eli']);
    const missing = await refused(remind(bare.organizer.client, bare.contest.id), 400);
    expect(missing.message).toBe('Add a Discord webhook first.');

    await uploadMeme(players[0]!);
    await setPhase(organizer, contest.id, 'vote');
    await runJob(contest.id);
    const admin = await superuser(server.url);
    await admin.collection('contests').update(contest.id, { status: 'results' });
    const late = await refused(remind(organizer.client, contest.id), 400);
    expect(late.message).toBe('Reminders are for participation and the vote: the results are out.');
    expect(late.response.data).toMatchObject({ messageCode: 'remindPhase' });
    await runJob(contest.id);
    // Only the vote's and the results' announcements reached the channel: no reminder.
    expect(
      messages(webhook.id)
        .map((body) => description(body))
        .join('\n'),
    ).not.toContain('still time');
  });

  it('sends exactly one of a burst, with the address and the turnout, and says when the next may go', async () => {
    const webhook = newWebhook();
    const { organizer, contest, players } = await room(['Fay', 'Gus', 'Hal'], webhook);
    await uploadMeme(players[0]!);
    const before = Date.now();
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => remind(organizer.client, contest.id)));
    const sent = answers.filter((answer) => answer.status === 'fulfilled');
    expect(sent).toHaveLength(1);
    const next = Date.parse((sent[0] as PromiseFulfilledResult<{ next_reminder: string }>).value.next_reminder);
    expect(next).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1_000);
    for (const answer of answers.filter((a) => a.status === 'rejected')) {
      const error = (answer as PromiseRejectedResult).reason as { status: number; response: { data: unknown } };
      expect(error.status).toBe(429);
      expect(error.response.data).toEqual({
        messageCode: 'remindTooSoon',
        messageParams: { discordReminderMinutes: 10 },
        retryAt: new Date(next).toISOString(),
      });
    }

    await runJob(contest.id);
    const posted = messages(webhook.id);
    expect(posted).toHaveLength(1);
    const address = `${PUBLIC_URL}/c/${contest.id}`;
    expect(posted[0]).toEqual({
      username: 'Meme Arena',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'Room cup',
          description: [
            "There's still time to upload your memes!",
            '1 of 3 players have uploaded so far.',
            '',
            `**[Upload your memes](${address})**`,
          ].join('\n'),
          url: address,
          color: 0x8b5cf6,
        },
      ],
    });

    // The slot's time is hidden: the owner can neither read it nor clear it through the records API.
    const seen = await organizer.client.collection('contests').update<ContestRecord>(contest.id, { last_reminder: '' });
    expect(seen).not.toHaveProperty('last_reminder');
    // Still within the 10 minutes: refused again, nothing more posted.
    const again = await refused(remind(organizer.client, contest.id), 429);
    expect(again.message).toBe('The channel was reminded less than 10 minutes ago.');
    await runJob(contest.id);
    expect(messages(webhook.id)).toHaveLength(1);
  });
});

describe('reminders before a deadline', () => {
  it('go out once each, at their time, and again for a moved deadline', async () => {
    const webhook = newWebhook();
    const { organizer, contest, players } = await room(['Ivy', 'Jon'], webhook);
    await uploadMeme(players[0]!);

    // 62 minutes ahead: not yet the hour's reminder.
    await setDeadline(organizer, contest.id, 'participation_ends', 62);
    await runJob(contest.id);
    expect(messages(webhook.id)).toHaveLength(0);

    // 59 minutes ahead: the hour's reminder on the next run, and never a second time.
    const moved = await setDeadline(organizer, contest.id, 'participation_ends', 59);
    await runJob(contest.id);
    await runJob(contest.id);
    // Runs that overlap (one started on demand beside the minute's) queue it once too.
    await Promise.all(Array.from({ length: 5 }, () => runJob(contest.id)));
    expect(messages(webhook.id)).toHaveLength(1);
    const unix = Math.floor(Date.parse(moved.participation_ends!) / 1000);
    expect(description(messages(webhook.id)[0])).toBe(
      [
        `Last call: uploads close <t:${unix}:R> (<t:${unix}:f>).`,
        '1 of 2 players have uploaded so far.',
        '',
        `**[Upload your memes](${PUBLIC_URL}/c/${contest.id})**`,
      ].join('\n'),
    );

    // Nor after a restart.
    await server.stop();
    server = await isolated.restart();
    organizer.client.baseURL = server.url;
    await runJob(contest.id);
    expect(messages(webhook.id)).toHaveLength(1);

    // Moved to 9 minutes ahead: the 10 minutes' reminder of the new deadline is due, but the channel heard one less
    // than 10 minutes ago, so it waits for the slot...
    await setDeadline(organizer, contest.id, 'participation_ends', 9);
    await runJob(contest.id);
    expect(messages(webhook.id)).toHaveLength(1);
    // ...and goes once the last reminder is 10 minutes old (the slot's time set back, as the clock would).
    await ageReminderSlot(contest.id, 11);
    await runJob(contest.id);
    await runJob(contest.id);
    expect(messages(webhook.id)).toHaveLength(2);
    expect(description(messages(webhook.id)[1])).toContain('Last call: uploads close');
  });

  it('cannot be re-armed into a flood by nudging the deadline', async () => {
    const webhook = newWebhook();
    const { organizer, contest } = await room(['Max', 'Nia'], webhook);
    // Each nudge is a new deadline whose hour's reminder is due at once.
    for (let nudge = 0; nudge < 10; nudge += 1) {
      await setDeadline(organizer, contest.id, 'participation_ends', 59 - nudge / 10);
      await runJob(contest.id);
    }
    expect(messages(webhook.id)).toHaveLength(1);
    // Remind the channel shares the slot: refused too.
    await refused(remind(organizer.client, contest.id), 429);
    expect(messages(webhook.id)).toHaveLength(1);
  });

  it('name no turnout in a contest without players', async () => {
    const webhook = newWebhook();
    const { organizer, contest } = await room([], webhook);
    await setDeadline(organizer, contest.id, 'participation_ends', 8);
    await runJob(contest.id);
    // runJob returns once nothing is pending; on a loaded machine the job may not have queued the reminder by then.
    await vi.waitFor(() => expect(messages(webhook.id)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(description(messages(webhook.id)[0])).toMatch(
      new RegExp(`^Last call: uploads close <t:\\d+:R> \\(<t:\\d+:f>\\)\\.\\n\\n\\*\\*\\[Upload your memes\\]`),
    );
  });

  it('skip the hour for a deadline set 30 minutes ahead, and speak of the vote in the vote', async () => {
    const webhook = newWebhook();
    const { organizer, contest, players } = await room(['Kim', 'Lou'], webhook, 1);
    const [kim, lou] = players as [Player, Player];
    await setDeadline(organizer, contest.id, 'participation_ends', 30);
    await runJob(contest.id);
    expect(messages(webhook.id)).toHaveLength(0);

    const memes: MemeRecord[] = [await uploadMeme(kim), await uploadMeme(lou)];
    await organizer.client.collection('contests').update(contest.id, { participation_ends: null });
    await setPhase(organizer, contest.id, 'vote');
    await castVote(kim, memes[1]!.id, 8);
    await setDeadline(organizer, contest.id, 'vote_ends', 8);
    await runJob(contest.id);
    await runJob(contest.id);
    const posted = messages(webhook.id);
    // The vote's opening, then the 10 minutes' reminder with the vote's turnout.
    expect(posted).toHaveLength(2);
    expect(description(posted[1])).toMatch(
      /^Last call: voting closes <t:\d+:R> \(<t:\d+:f>\)\.\n1 of 2 players are done voting\./,
    );
    expect(description(posted[1])).toContain(`**[Vote now](${PUBLIC_URL}/c/${contest.id})**`);
  });
});

describe('every announcement', () => {
  it('links the contest address and never a token; sharing the results posts the public link once', async () => {
    const webhook = newWebhook();
    const { organizer, contest, players } = await room(['Max', 'Nia'], webhook, 1);
    const [max, nia] = players as [Player, Player];
    const secret = await openJoinLink(organizer.client, contest.id);
    const address = `${PUBLIC_URL}/c/${contest.id}`;
    await organizer.client.send(`/api/contests/${contest.id}/discord-webhook/test`, { method: 'POST' });
    const memes = [await uploadMeme(max), await uploadMeme(nia)];
    await remind(organizer.client, contest.id);
    await runJob(contest.id);
    await setPhase(organizer, contest.id, 'vote');
    await runJob(contest.id);
    await castVote(max, memes[1]!.id, 6);
    await castVote(nia, memes[0]!.id, 8);
    await setPhase(organizer, contest.id, 'results');
    await runJob(contest.id);

    // Sharing once the results are out: the public link, once, however often it is switched.
    const results = `${PUBLIC_URL}/results/${contest.id}`;
    for (const shared of [true, false, true]) {
      await organizer.client.collection('contests').update(contest.id, { results_shared: shared });
    }
    await runJob(contest.id);

    const posted = messages(webhook.id);
    expect(posted.map((body) => description(body).split('\n').pop())).toEqual([
      `**[Upload your memes](${address})**`,
      `**[Upload your memes](${address})**`,
      `**[Vote now](${address})**`,
      `**[See your results](${address})**`,
      `**[See your results](${address})**`,
    ]);
    expect(posted.map(embedUrl)).toEqual([address, address, address, address, results]);
    expect(description(posted[4])).toContain(`The results are public: see every meme ranked at ${results}`);
    const tokens = [max.record.auth_token, nia.record.auth_token, secret, max.client.authStore.token];
    for (const body of posted) {
      const text = JSON.stringify(body);
      for (const token of tokens) expect(text).not.toContain(token);
      expect(text).not.toContain('/player/');
      expect(text).not.toContain('/join/');
    }
  });
});
