// Running a contest again (docs/product/rules-and-limits.md#run-it-again): from a contest in results, its organizer
// creates the next contest of the series in one request, its players brought along on request. Tried as an attacker
// would: another organizer, a player, anonymous, a contest not in results, the contest limit, a double tap in
// parallel, a player the username rules refuse half-way; and what the players then hold: new links that open the
// new contest only, the old ones the old contest only, and their Discord identity recognised.
import { randomInt } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import type { JoinedPlayerAnswer, RunAgainAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';
import series from '@contract/series.js';
import { createOrganizerAccount, joinContest, openJoinLink } from '../../scripts/lib/contest-setup.mjs';
import { clientAt, freshClientAddress } from './support/client-address';
import {
  addPlayer,
  anonymous,
  createContest,
  createOrganizer,
  forcePhase,
  openPlayerLink,
  refused,
  refusedWith,
  serverUrl,
  signInPlayer,
  superuser,
  unique,
  type ContestRecord,
  type Organizer,
  type PlayerRecord,
} from './support/roles';

const MESSAGES = {
  phase: 'A contest can be run again once its results are out.',
  limit: 'You can create up to 3 contests. Delete an existing contest before starting a new one.',
  notFound: 'The contest was not found.',
  lookalike: "This username looks like another player's in this contest. Pick one that looks different.",
  tooManyPlayers:
    'You can bring up to 300 players along. Run it again without them, then add them or open the join link.',
  tooSoon: 'You brought players along less than 60 seconds ago. Run it again without them, or wait a moment.',
};
const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK = `https://discord.com/api/webhooks/1200000000000000001/${'a'.repeat(30)}-_${'B9'.repeat(17)}`;

const runAgain = (client: PocketBase, contest: string, body: Record<string, unknown> = { bring_players: true }) =>
  client.send<RunAgainAnswer>(routeAddress(API_ROUTES.runAgain, { contest }), { method: 'POST', body });

const stored = async (id: string) =>
  (await superuser()).collection('contests').getOne<ContestRecord & { join_secret: string; next_contest: string }>(id);

async function storedPlayers(contestId: string) {
  return (await superuser())
    .collection('players')
    .getFullList<PlayerRecord & { discord_id: string }>({ filter: `contest = "${contestId}"`, sort: 'created,id' });
}

async function contestsOf(organizer: Organizer) {
  return organizer.client.collection('contests').getFullList<ContestRecord>({ sort: 'created,id' });
}

/** A contest in results with players named `names`, its organizer's only contest unless `organizer` is given. */
async function finishedContest(
  names: string[] = ['Alice', 'Bob'],
  options: { name?: string; organizer?: Organizer } = {},
) {
  const organizer = options.organizer ?? (await createOrganizer('series'));
  const contest = await createContest(organizer, { name: options.name ?? `${unique('Meme of the week')} #7` });
  const players = [];
  for (const name of names) players.push(await signInPlayer(await addPlayer(organizer, contest.id, name)));
  await forcePhase(contest.id, 'results');
  return { organizer, contest, players };
}

describe('who may run a contest again', () => {
  it('refuses anyone but its organizer, without saying the contest exists', async () => {
    const { contest, players } = await finishedContest(['Alice']);
    const stranger = await createOrganizer('stranger');

    await refusedWith(runAgain(stranger.client, contest.id), MESSAGES.notFound, 404);
    await refused(runAgain(players[0]!.client, contest.id), 403);
    await refused(runAgain(anonymous(), contest.id), 401);
    await refusedWith(runAgain(stranger.client, 'doesnotexist123'), MESSAGES.notFound, 404);

    expect(await contestsOf(stranger)).toEqual([]);
    expect((await stored(contest.id)).next_contest).toBe('');
  });

  it('refuses a contest before its results, with the message code the panel translates', async () => {
    const organizer = await createOrganizer('early');
    const contest = await createContest(organizer);
    for (const phase of ['participation', 'vote'] as const) {
      await forcePhase(contest.id, phase);
      const error = await refusedWith(runAgain(organizer.client, contest.id), MESSAGES.phase);
      expect(error.response.data).toEqual({ messageCode: 'runAgainPhase' });
    }
    expect(await contestsOf(organizer)).toHaveLength(1);
  });
});

describe('the next contest', () => {
  it('carries the name pattern, description, language, max memes, webhook, season and deadlines moved by the series interval', async () => {
    const organizer = await createOrganizer('copy');
    const name = `${unique('Meme of the week')} #7`;
    const created = await createContest(organizer, { name, description: 'Best meme wins', max_memes_per_player: 3 });
    const participationEnds = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const voteEnds = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const season = await organizer.client
      .collection('seasons')
      .create<{ id: string }>({ name: 'Autumn league', user: organizer.user.id });
    await organizer.client.collection('contests').update(created.id, {
      season: season.id,
      language: 'fr',
      participation_ends: participationEnds,
      vote_ends: voteEnds,
    });
    await organizer.client.send(routeAddress(API_ROUTES.discordWebhook, { contest: created.id }), {
      method: 'PUT',
      body: { url: WEBHOOK },
    });
    await forcePhase(created.id, 'results');
    const before = await stored(created.id);

    const answer = await runAgain(organizer.client, created.id, { bring_players: false });
    expect(answer).toEqual({ contest: expect.any(String), players: 0 });
    const next = await organizer.client.collection('contests').getOne<ContestRecord>(answer.contest);
    expect(next).toMatchObject({
      name: name.replace(/#7$/, '#8'),
      description: 'Best meme wins',
      language: 'fr',
      max_memes_per_player: 3,
      status: 'participation',
      discord_webhook: WEBHOOK,
      results_shared: false,
      season: season.id,
      user: organizer.user.id,
    });
    // Created moments ago, so the interval is one day (under half a week: whole days, rounded up).
    expect(new Date(next.participation_ends!).getTime()).toBe(new Date(participationEnds).getTime() + DAY);
    expect(new Date(next.vote_ends!).getTime()).toBe(new Date(voteEnds).getTime() + DAY);
    expect(await storedPlayers(answer.contest)).toEqual([]);
    // Nothing else of the old contest moved: not its phase, not its last change.
    const old = await organizer.client.collection('contests').getOne<ContestRecord>(created.id);
    expect(old.status).toBe('results');
    expect(old.updated).toBe(before.updated);
  });

  it('names the next one "#2" when the name has no number, within 100 characters', async () => {
    const organizer = await createOrganizer('names');
    const long = `${unique('Friday memes')} ${'x'.repeat(100)}`.slice(0, 100);
    const { contest } = await finishedContest([], { name: long, organizer });
    const { contest: next } = await runAgain(organizer.client, contest.id, { bring_players: false });
    const nextName = (await stored(next)).name;
    expect(nextName).toBe(`${long.slice(0, 97)} #2`);
    expect(nextName).toHaveLength(100);

    await forcePhase(next, 'results');
    const { contest: third } = await runAgain(organizer.client, next, { bring_players: false });
    expect((await stored(third)).name).toBe(`${long.slice(0, 97)} #3`);
  });

  it('opens the join link again with a new secret when it was open, and keeps it closed when it was not', async () => {
    const organizer = await createOrganizer('joining');
    const open = await createContest(organizer);
    const oldSecret = await openJoinLink(organizer.client, open.id);
    const closed = await createContest(organizer);
    await forcePhase(open.id, 'results');
    await forcePhase(closed.id, 'results');

    const fromOpen = await runAgain(organizer.client, open.id);
    const secret = (await stored(fromOpen.contest)).join_secret;
    expect(secret).toMatch(/^[a-z0-9]{32}$/);
    expect(secret).not.toBe(oldSecret);
    const joined = await joinContest(clientAt(freshClientAddress()), fromOpen.contest, secret, 'Newcomer');
    expect(joined.player.contest).toBe(fromOpen.contest);
    // The old secret does not open the new contest.
    await refused(joinContest(clientAt(freshClientAddress()), fromOpen.contest, oldSecret, 'Sneaky'), 404);

    // At the limit now (three contests): delete one, then run the closed one again.
    await organizer.client.collection('contests').delete(open.id);
    const fromClosed = await runAgain(organizer.client, closed.id);
    expect((await stored(fromClosed.contest)).join_secret).toBe('');
  });
});

describe('players brought along', () => {
  it('come with their names and new links that open the new contest; the old links still open the old one only', async () => {
    const { organizer, contest, players } = await finishedContest(['Alice', 'Bob', 'Carol']);
    const answer = await runAgain(organizer.client, contest.id, { bring_players: true });
    expect(answer.players).toBe(3);

    const brought = await storedPlayers(answer.contest);
    expect(brought.map((player) => player.username)).toEqual(['Alice', 'Bob', 'Carol']);
    const oldTokens = players.map((player) => player.token);
    for (const player of brought) {
      expect(player.auth_token).toBeTruthy();
      expect(oldTokens).not.toContain(player.auth_token);
      expect(players.map((old) => old.record.id)).not.toContain(player.id);
      // The new link signs in as the new player, who can read the new contest.
      const client = await openPlayerLink(player.auth_token!);
      expect(client.authStore.record?.id).toBe(player.id);
      expect((await client.collection('contests').getOne<ContestRecord>(answer.contest)).status).toBe('participation');
    }
    // The organizer's panel lists them with their links.
    const panel = await organizer.client.send<PlayerRecord[]>(
      routeAddress(API_ROUTES.panelPlayers, { contest: answer.contest }),
      { method: 'GET' },
    );
    expect(panel.map((player) => player.username)).toEqual(['Alice', 'Bob', 'Carol']);

    for (const old of players) {
      const client = await openPlayerLink(old.token);
      expect(client.authStore.record?.id).toBe(old.record.id);
      expect((await client.collection('contests').getOne<ContestRecord>(contest.id)).status).toBe('results');
      await refused(client.collection('contests').getOne(answer.contest), 404);
    }
  });

  it('are recognised by the Discord account they linked, and stay unlinked when they had not', async () => {
    const organizer = await createOrganizer('discord-series');
    const contest = await createContest(organizer);
    await openJoinLink(organizer.client, contest.id);
    const discordId = String(100_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)) * 1_000n);
    const { client: discord } = await createOrganizerAccount(await superuser(), serverUrl(), {
      username: unique('discord-user'),
      name: 'Dana',
      externalDiscordId: discordId,
    });
    const send = (route: string, id: string) =>
      discord.send<JoinedPlayerAnswer>(routeAddress(route, { contest: id }), { method: 'POST', body: {} });
    await send(API_ROUTES.discordJoin, contest.id);
    await addPlayer(organizer, contest.id, 'Erin');
    await forcePhase(contest.id, 'results');

    const answer = await runAgain(organizer.client, contest.id);
    const [dana, erin] = await storedPlayers(answer.contest);
    expect(dana).toMatchObject({ username: 'Dana', discord_id: discordId, discord_linked: true });
    expect(erin).toMatchObject({ username: 'Erin', discord_id: '', discord_linked: false });
    // Signing in with Discord on the new contest finds the brought player, with a working link.
    const recovered = await send(API_ROUTES.discordRecover, answer.contest);
    expect(recovered.player).toEqual({ id: dana!.id, username: 'Dana', contest: answer.contest });
    expect((await openPlayerLink(recovered.token)).authStore.record?.id).toBe(dana!.id);
  });

  it('all come or nothing is created: a name the username rules now refuse undoes the whole request', async () => {
    const { organizer, contest, players } = await finishedContest(['Alice', 'Bob']);
    // An administrator renamed Bob into a look-alike of Alice, which the rules of a new player refuse.
    await (await superuser()).collection('players').update(players[1]!.record.id, { username: 'AIice' });

    await refusedWith(runAgain(organizer.client, contest.id), MESSAGES.lookalike);
    expect(await contestsOf(organizer)).toHaveLength(1);
    expect((await stored(contest.id)).next_contest).toBe('');
    // Without the players it goes through.
    expect((await runAgain(organizer.client, contest.id, { bring_players: false })).players).toBe(0);
  });

  it('are at most a room of 300: more, which an organizer can add by name, would hold every write of the server', async () => {
    const { organizer, contest } = await finishedContest([]);
    // Added by an administrator, as an organizer adding players by name past the join link's 300 would.
    const admin = await superuser();
    const password = 'a-long-enough-password';
    for (let batch = 0; batch < 301; batch += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, 301 - batch) }, (_, index) =>
          admin
            .collection('players')
            .create({ contest: contest.id, username: `Player ${batch + index}`, password, passwordConfirm: password }),
        ),
      );
    }

    const error = await refusedWith(runAgain(organizer.client, contest.id), MESSAGES.tooManyPlayers);
    expect(error.response.data).toEqual({ messageCode: 'runAgainPlayers', messageParams: { playersPerContest: 300 } });
    expect(await contestsOf(organizer)).toHaveLength(1);
    expect((await stored(contest.id)).next_contest).toBe('');
    // Without the players it goes through.
    expect((await runAgain(organizer.client, contest.id, { bring_players: false })).players).toBe(0);
  });
});

describe('the contest limit and a double tap', () => {
  it('at the limit refuses with the limit message and names the oldest contest in results to delete first', async () => {
    const organizer = await createOrganizer('limit');
    const { contest: oldest } = await finishedContest([], { organizer, name: unique('Oldest') });
    const { contest: newer } = await finishedContest([], { organizer });
    await createContest(organizer);

    const error = await refusedWith(runAgain(organizer.client, newer.id), MESSAGES.limit);
    expect(error.response.data).toEqual({
      messageCode: 'contestLimit',
      messageParams: { contestsPerOrganizer: 3 },
      archive_first: { id: oldest.id, name: oldest.name },
    });
    expect(await contestsOf(organizer)).toHaveLength(3);

    // Never the contest being run again: deleting it would leave nothing to run again.
    const fromOldest = await refused(runAgain(organizer.client, oldest.id), 400);
    expect(fromOldest.response.data['archive_first']).toEqual({ id: newer.id, name: newer.name });

    await organizer.client.collection('contests').delete(oldest.id);
    // Its only finished contest is the one being run again: nothing to name.
    await createContest(organizer);
    const alone = await refused(runAgain(organizer.client, newer.id), 400);
    expect(alone.response.data['archive_first']).toBeNull();
    await organizer.client.collection('contests').delete((await contestsOf(organizer)).at(-1)!.id);

    const answer = await runAgain(organizer.client, newer.id);
    expect(await contestsOf(organizer)).toHaveLength(3);
    expect((await contestsOf(organizer)).map((contest) => contest.id)).toContain(answer.contest);
  });

  it('two taps at once create one contest, and both answer it', async () => {
    const { organizer, contest } = await finishedContest(['Alice', 'Bob']);
    const answers = await Promise.all([runAgain(organizer.client, contest.id), runAgain(organizer.client, contest.id)]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.players).toBe(2);
    const owned = await contestsOf(organizer);
    expect(owned.map((record) => record.id)).toEqual([contest.id, answers[0]!.contest]);
    expect(await storedPlayers(answers[0]!.contest)).toHaveLength(2);

    // Once that contest is deleted, the old one may be run again (players come along again a minute later: the next
    // test).
    await organizer.client.collection('contests').delete(answers[0]!.contest);
    const again = await runAgain(organizer.client, contest.id, { bring_players: false });
    expect(again.contest).not.toBe(answers[0]!.contest);
  });

  it('brings players along once a minute per organizer: running again and deleting in a loop writes no more', async () => {
    const organizer = await createOrganizer('loop');
    const { contest } = await finishedContest(['Alice', 'Bob'], { organizer });
    const { contest: other } = await finishedContest(['Cleo'], { organizer });
    const first = await runAgain(organizer.client, contest.id);
    expect(first.players).toBe(2);
    // A deleted contest's players stay: run again, delete, run again… wrote 300 players a request, as fast as the
    // requests went, past the limit on adding players; with one contest after another as well (each run once).
    await organizer.client.collection('contests').delete(first.contest);
    for (const from of [contest.id, other.id]) {
      const error = await refusedWith(runAgain(organizer.client, from), MESSAGES.tooSoon);
      expect(error.response.data).toEqual({
        messageCode: 'runAgainPlayersTooSoon',
        messageParams: { runAgainPlayersSeconds: 60 },
      });
    }
    expect(await contestsOf(organizer)).toHaveLength(2);
    // Without them it goes through; and with them once the minute has passed.
    const bare = await runAgain(organizer.client, contest.id, { bring_players: false });
    expect(bare.players).toBe(0);
    await organizer.client.collection('contests').delete(bare.contest);
    const admin = await superuser();
    await admin
      .collection('users')
      .update(organizer.user.id, { players_brought: new Date(Date.now() - 61 * 1000).toISOString() });
    expect((await runAgain(organizer.client, other.id)).players).toBe(1);
  });

  it('cannot be set up through the records API: the link to the next contest is the server’s alone', async () => {
    const { organizer, contest } = await finishedContest([]);
    const other = await createContest(organizer);
    await organizer.client.collection('contests').update(contest.id, { next_contest: other.id });
    expect((await stored(contest.id)).next_contest).toBe('');
    const read = await organizer.client.collection('contests').getOne<Record<string, unknown>>(contest.id);
    expect(read).not.toHaveProperty('next_contest');
  });
});

describe('the series rules (contract/series.js)', () => {
  it('counts the name on, or starts it at #2', () => {
    expect(series.nextContestName('Meme of the week #7', 100)).toBe('Meme of the week #8');
    expect(series.nextContestName('Week 12', 100)).toBe('Week 13');
    expect(series.nextContestName('Round #009', 100)).toBe('Round #010');
    expect(series.nextContestName('Friday memes', 100)).toBe('Friday memes #2');
    expect(series.nextContestName('abc123', 100)).toBe('abc123 #2');
    expect(series.nextContestName('2026', 100)).toBe('2027');
    expect(series.nextContestName(`${'a'.repeat(97)} #9`, 100)).toBe(`${'a'.repeat(96)} #10`);
    // 50 emoji are 100 characters as the name limit counts them: one goes whole, never half of one.
    expect(series.nextContestName('😀'.repeat(50), 100)).toBe(`${'😀'.repeat(48)} #2`);
  });

  it('moves deadlines by whole weeks for a weekly series, whole days for a shorter one, and drops one in the past', () => {
    const created = Date.parse('2026-11-02T18:00:00Z'); // a Monday evening
    const at = (iso: string) => series.seriesShift(created, Date.parse(iso));
    // Run again the next Sunday night, Monday afternoon or Monday night: a week each time, the same weekdays.
    expect(at('2026-11-08T21:00:00Z')).toBe(7 * DAY);
    expect(at('2026-11-09T17:00:00Z')).toBe(7 * DAY);
    expect(at('2026-11-09T20:00:00Z')).toBe(7 * DAY);
    // Forgotten for a while: the nearest whole number of weeks.
    expect(at('2026-11-12T18:00:00Z')).toBe(7 * DAY);
    expect(at('2026-11-13T18:00:00Z')).toBe(14 * DAY);
    // A daily series: the next day, or as many days as it took, rounded up.
    expect(at('2026-11-03T10:00:00Z')).toBe(DAY);
    expect(at('2026-11-04T19:00:00Z')).toBe(3 * DAY);
    expect(series.seriesShift(created, created + 1000)).toBe(DAY);
    const now = Date.parse('2026-11-09T17:00:00Z');
    expect(series.shiftedDeadline('2026-11-06 18:00:00.000Z', 7 * DAY, now)).toBe('2026-11-13T18:00:00.000Z');
    expect(series.shiftedDeadline('2026-11-01 18:00:00.000Z', 7 * DAY, now)).toBe('');
    expect(series.shiftedDeadline('', 7 * DAY, now)).toBe('');
  });
});
