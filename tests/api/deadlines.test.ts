// Phase deadlines: the organizer sets an optional end time for participation and for the vote; the
// server advances the contest when one passes, with the gates of a manual advance, and says why when it cannot.
// Tried as an attacker would (a deadline in the past, backwards, unreadable, for a phase that is over, set by someone
// else; uploads, removals, joins, new players and votes sent after the deadline, before anyone read the contest),
// and applied by each thing that can start it: a player's read, a write, the minute job (run on demand here, never
// waited for), and a restart. A deadline that has passed is written by a superuser, who may set one in the past, so
// no test waits for the clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as setup from '../../scripts/lib/contest-setup.mjs';
import { startIsolatedPocketBase, type PocketBaseServer } from './support/pocketbase-server';
import { subscribe } from './support/realtime';
import {
  addPlayer,
  anonymous,
  castVote,
  createContest,
  createOrganizer,
  createScenario,
  forcePhase,
  refused,
  refusedWith,
  setPhase,
  signInPlayer,
  superuser,
  uploadMeme,
  type ContestRecord,
  type MemeRecord,
  type Player,
  type PlayerRecord,
  type VoteRecord,
} from './support/roles';
import type { Scenario } from './support/scenario';
import { expectExactAverages } from './support/votes';

const MESSAGES = {
  past: 'A deadline must be in the future.',
  order: 'Voting must end after participation ends.',
  phase: 'This phase is over: its deadline can no longer change.',
  invalid: 'A deadline must be a valid date and time.',
  blocked: 'The deadline passed, but the contest stayed in this phase:',
  needMeme: 'Upload at least one meme before moving to the vote phase.',
  needVotes: 'Every meme needs at least one vote before results can be shown.',
  participationOver: 'Time is up: participation ended at its deadline.',
  voteOver: 'Time is up: voting ended at its deadline.',
};

/** An ISO time `ms` from now. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
/** The contest as stored, read by a list request: no view request, so no deadline is applied by reading it. */
async function storedContest(contestId: string, url?: string) {
  const [contest] = await (
    await superuser(url)
  )
    .collection('contests')
    .getFullList<ContestRecord>({ filter: `id = "${contestId}"` });
  return contest!;
}

let scenario: Scenario;
beforeEach(async () => {
  scenario = await createScenario({ players: 3, maxMemes: 1 });
});
const contestId = () => scenario.contestA.id;
const update = (changes: Record<string, unknown>, client = scenario.organizerA.client) =>
  client.collection('contests').update<ContestRecord>(contestId(), changes);
/**
 * Makes the current phase's deadline pass a second ago, as a superuser write (clients may only set future ones): what
 * the server holds once a deadline passed with nobody reading the contest and before the minute job ran.
 */
async function passDeadline(field: 'participation_ends' | 'vote_ends', id = contestId(), url?: string) {
  await (await superuser(url)).collection('contests').update(id, { [field]: fromNow(-1_000) });
}

describe('setting deadlines', () => {
  it('accepts future deadlines at creation and on edit, and refuses the past, backwards and unreadable ones', async () => {
    const organizer = await createOrganizer('deadlines');
    const created = await organizer.client.collection('contests').create<ContestRecord>({
      name: 'Friday cup',
      status: 'participation',
      max_memes_per_player: 1,
      user: organizer.user.id,
      participation_ends: fromNow(3_600_000),
      vote_ends: fromNow(7_200_000),
    });
    expect(new Date(created.participation_ends!).getTime()).toBeGreaterThan(Date.now());

    await refusedWith(update({ participation_ends: fromNow(-60_000) }), MESSAGES.past);
    await refusedWith(
      update({ participation_ends: fromNow(7_200_000), vote_ends: fromNow(3_600_000) }),
      MESSAGES.order,
    );
    await refusedWith(update({ vote_ends: 'next friday' }), MESSAGES.invalid);
    const saved = await update({ participation_ends: fromNow(3_600_000), vote_ends: fromNow(7_200_000) });
    // Clearing is always allowed while the phase is current, and saving other fields leaves a deadline alone.
    await update({ name: 'Renamed cup' });
    expect((await storedContest(contestId())).participation_ends).toBe(saved.participation_ends);
    await update({ participation_ends: '', vote_ends: '' });
    expect(await storedContest(contestId())).toMatchObject({ participation_ends: '', vote_ends: '' });
  });

  it('refuses changing the deadline of a phase that is over, and anyone but the organizer', async () => {
    await uploadMeme(scenario.players[0]!, 'meme.png');
    await setPhase(scenario.organizerA, contestId(), 'vote');
    await refusedWith(update({ participation_ends: fromNow(3_600_000) }), MESSAGES.phase);
    await update({ vote_ends: fromNow(3_600_000) });
    await refused(update({ vote_ends: fromNow(60_000) }, scenario.organizerB.client), 404);
    await refused(update({ vote_ends: fromNow(60_000) }, scenario.players[0]!.client), 404);
    await forcePhase(contestId(), 'results');
    await refusedWith(update({ vote_ends: fromNow(7_200_000) }), MESSAGES.phase);
  });
});

describe('when a deadline passes', () => {
  it('advances to the vote when a player reads the contest, and every subscribed page hears it', async () => {
    await uploadMeme(scenario.players[0]!, 'meme.png');
    await update({ participation_ends: fromNow(3_600_000) });
    const feed = await subscribe(scenario.players[1]!.client, [`contests/${contestId()}`]);
    try {
      expect((await scenario.players[0]!.client.collection('contests').getOne(contestId())).status).toBe(
        'participation',
      );
      await passDeadline('participation_ends');
      expect((await storedContest(contestId())).status).toBe('participation');
      const read = await scenario.players[0]!.client.collection('contests').getOne<ContestRecord>(contestId());
      expect(read.status).toBe('vote');
      await expect
        .poll(() => feed.messages.some((message) => message.action === 'update' && message.record['status'] === 'vote'))
        .toBe(true);
      // Uploads are over, as after a manual advance.
      await refused(uploadMeme(scenario.players[1]!, 'meme.jpg'), 400);
    } finally {
      feed.close();
    }
  });

  it('opens results at the vote deadline with averages equal to a recomputation', async () => {
    const memes = await Promise.all(scenario.players.map((player) => uploadMeme(player, 'meme.png')));
    await setPhase(scenario.organizerA, contestId(), 'vote');
    for (const [voter, player] of scenario.players.entries()) {
      for (const meme of memes.filter((m) => m.player !== player.record.id)) await castVote(player, meme.id, voter + 5);
    }
    await passDeadline('vote_ends');
    expect((await scenario.organizerA.client.collection('contests').getOne<ContestRecord>(contestId())).status).toBe(
      'results',
    );
    await expectExactAverages(contestId());
  });

  it('stays when its gate is not met, and tells the organizer (only) why', async () => {
    await passDeadline('participation_ends');
    const seen = await scenario.organizerA.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(seen).toMatchObject({
      status: 'participation',
      participation_ends: '',
      deadline_blocked: `${MESSAGES.blocked} ${MESSAGES.needMeme}`,
      // The reason's code too, for the panel to say it in the organizer's language.
      deadline_blocked_code: { messageCode: 'needMeme' },
    });
    const byPlayer = await scenario.players[0]!.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(byPlayer).not.toHaveProperty('deadline_blocked');
    expect(byPlayer).not.toHaveProperty('deadline_blocked_code');
    // A new deadline clears the note; a manual advance before it still works.
    await uploadMeme(scenario.players[0]!, 'meme.png');
    await update({ participation_ends: fromNow(3_600_000) });
    expect(await scenario.organizerA.client.collection('contests').getOne(contestId())).toMatchObject({
      deadline_blocked: '',
      deadline_blocked_code: null,
    });
    expect((await setPhase(scenario.organizerA, contestId(), 'vote')).status).toBe('vote');
  });

  it('is applied by the minute job when nobody reads the contest', async () => {
    await uploadMeme(scenario.players[0]!, 'meme.png');
    await passDeadline('participation_ends');
    expect((await storedContest(contestId())).status).toBe('participation');
    // The job PocketBase runs each minute, run now (POST /api/crons/{id} runs it in the background).
    await (await superuser()).crons.run('meme_arena_deadlines');
    await expect.poll(async () => (await storedContest(contestId())).status, { timeout: 10_000 }).toBe('vote');
  });

  it('is checked each minute: the job is registered with its real schedule', async () => {
    const jobs = await (await superuser()).crons.getFullList();
    expect(jobs).toContainEqual({ id: 'meme_arena_deadlines', expression: '* * * * *' });
  });
});

describe('a write after the deadline, before anything applied it', () => {
  /** The contest with `count` memes uploaded by its first players, and a vote on each by the next player. */
  async function contestWithMemes(count: number, { voted = false } = {}) {
    const memes: MemeRecord[] = [];
    for (const player of scenario.players.slice(0, count)) memes.push(await uploadMeme(player, 'meme.png'));
    if (voted) {
      await setPhase(scenario.organizerA, contestId(), 'vote');
      for (const [index, meme] of memes.entries()) {
        await castVote(scenario.players[(index + 1) % scenario.players.length]!, meme.id, 5);
      }
    }
    return memes;
  }
  const storedMemes = async () =>
    (await superuser()).collection('memes').getFullList<MemeRecord>({ filter: `contest = "${contestId()}"` });
  const storedPlayers = async () =>
    (await superuser()).collection('players').getFullList<PlayerRecord>({ filter: `contest = "${contestId()}"` });
  const storedVote = async (player: Player, memeId: string) =>
    (await superuser())
      .collection('votes')
      .getFirstListItem<VoteRecord>(`meme = "${memeId}" && player = "${player.record.id}"`);

  it('refuses an upload after participation ends, and moves the contest to the vote', async () => {
    await contestWithMemes(1);
    await passDeadline('participation_ends');
    await refusedWith(uploadMeme(scenario.players[1]!, 'meme.jpg'), MESSAGES.participationOver);
    expect(await storedMemes()).toHaveLength(1);
    expect(await storedContest(contestId())).toMatchObject({ status: 'vote', deadline_blocked: '' });
  });

  it('refuses removing one’s own meme after participation ends, and moves the contest to the vote', async () => {
    const [meme] = await contestWithMemes(1);
    await passDeadline('participation_ends');
    await refusedWith(scenario.players[0]!.client.collection('memes').delete(meme!.id), MESSAGES.participationOver);
    expect(await storedMemes()).toHaveLength(1);
    expect((await storedContest(contestId())).status).toBe('vote');
  });

  it('refuses joining through the join link and adding a player after participation ends', async () => {
    await contestWithMemes(1);
    const secret = await setup.openJoinLink(scenario.organizerA.client, contestId());
    await passDeadline('participation_ends');
    await refusedWith(setup.joinContest(anonymous(), contestId(), secret, 'Latecomer'), MESSAGES.participationOver);
    expect((await storedContest(contestId())).status).toBe('vote');
    expect(await storedPlayers()).toHaveLength(scenario.players.length);

    // The organizer's own addition, on a second contest of theirs.
    const other = await createContest(scenario.organizerA, { max_memes_per_player: 1 });
    const first = await signInPlayer(await addPlayer(scenario.organizerA, other.id, 'First one'));
    await uploadMeme(first, 'meme.png');
    await passDeadline('participation_ends', other.id);
    await refusedWith(addPlayer(scenario.organizerA, other.id, 'Late addition'), MESSAGES.participationOver);
    expect((await storedContest(other.id)).status).toBe('vote');
  });

  it('refuses a vote or a changed score after voting ends, and opens the results', async () => {
    const memes = await contestWithMemes(2, { voted: true });
    const voter = scenario.players[1]!;
    await passDeadline('vote_ends');
    await refusedWith(castVote(voter, memes[0]!.id, 10), MESSAGES.voteOver);
    expect((await storedVote(voter, memes[0]!.id)).score).toBe(5);
    expect((await storedContest(contestId())).status).toBe('results');
    await expectExactAverages(contestId());
  });

  it('lets the organizer moderate into the vote, and refuses it once voting ended', async () => {
    const memes = await contestWithMemes(3);
    await passDeadline('participation_ends');
    // Moderation is allowed in the vote too: the deadline moves the contest on, then the removal goes through.
    await scenario.organizerA.client.collection('memes').delete(memes[2]!.id);
    expect((await storedContest(contestId())).status).toBe('vote');
    expect(await storedMemes()).toHaveLength(2);

    await castVote(scenario.players[1]!, memes[0]!.id, 6);
    await castVote(scenario.players[0]!, memes[1]!.id, 7);
    await passDeadline('vote_ends');
    await refusedWith(scenario.organizerA.client.collection('memes').delete(memes[1]!.id), MESSAGES.voteOver);
    expect(await storedMemes()).toHaveLength(2);
    expect((await storedContest(contestId())).status).toBe('results');
  });

  it('goes through when the gate is not met, as after the job: the phase stays, without its deadline', async () => {
    // No meme yet: participation cannot end, so the first upload after its deadline is taken.
    await passDeadline('participation_ends');
    await uploadMeme(scenario.players[0]!, 'meme.png');
    expect(await storedContest(contestId())).toMatchObject({
      status: 'participation',
      participation_ends: '',
      deadline_blocked: `${MESSAGES.blocked} ${MESSAGES.needMeme}`,
    });

    // Memes without a vote: the vote cannot end, so a vote after its deadline is taken.
    const second = await uploadMeme(scenario.players[1]!, 'meme.jpg');
    await setPhase(scenario.organizerA, contestId(), 'vote');
    await passDeadline('vote_ends');
    expect((await castVote(scenario.players[2]!, second.id, 8)).score).toBe(8);
    expect(await storedContest(contestId())).toMatchObject({
      status: 'vote',
      vote_ends: '',
      deadline_blocked: `${MESSAGES.blocked} ${MESSAGES.needVotes}`,
      deadline_blocked_code: { messageCode: 'needVotes' },
    });
  });
});

describe('across a restart', () => {
  let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
  let running: PocketBaseServer;
  beforeAll(async () => {
    pocketbase = await startIsolatedPocketBase('deadlines');
    running = pocketbase.server;
  });
  afterAll(async () => pocketbase?.dispose(running));

  it('keeps deadlines, and applies one that passed while the server was down at start-up', async () => {
    const url = running.url;
    const organizer = await createOrganizer('restart', url);
    const contest = await createContest(organizer, { max_memes_per_player: 1 });
    const [alice, bob] = await Promise.all(
      ['alice', 'bob'].map(async (name) => signInPlayer(await addPlayer(organizer, contest.id, name), url)),
    );
    await uploadMeme(alice!, 'meme.png');
    await uploadMeme(bob!, 'meme.jpg');
    const later = fromNow(3_600_000);
    await organizer.client
      .collection('contests')
      .update(contest.id, { participation_ends: fromNow(1_800_000), vote_ends: later });

    // The deadline passes (a superuser write), and the server stops before anything could apply it.
    await passDeadline('participation_ends', contest.id, url);
    await running.stop();
    running = await pocketbase.restart();

    // Read with a list request (no view, so only the start-up can have applied it), on the restarted server.
    const stored = await storedContest(contest.id, running.url);
    expect(stored.status).toBe('vote');
    expect(new Date(stored.vote_ends!).toISOString()).toBe(later);
  });
});
