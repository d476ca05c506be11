// Phase deadlines (beyond SPEC.md): the organizer sets an optional end time for participation and for the vote; the
// server advances the contest when one passes, with the gates of a manual advance, and says why when it cannot.
// Tried as an attacker would (a deadline in the past, backwards, unreadable, for a phase that is over, set by someone
// else), and with deadlines a few seconds ahead: read by a player, by nobody (the minute job), across a restart.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribe } from './support/realtime';
import { startIsolatedPocketBase, type PocketBaseServer } from './support/pocketbase-server';
import {
  addPlayer,
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
} from './support/roles';
import { expectExactAverages } from './support/votes';
import type { Scenario } from './support/scenario';

const MESSAGES = {
  past: 'A deadline must be in the future.',
  order: 'Voting must end after participation ends.',
  phase: 'This phase is over: its deadline can no longer change.',
  invalid: 'A deadline must be a valid date and time.',
  blocked: 'The deadline passed, but the contest stayed in this phase:',
  needMeme: 'Upload at least one meme before moving to the vote phase.',
};

/** An ISO time `ms` from now. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
    await update({ participation_ends: fromNow(1_500) });
    const feed = await subscribe(scenario.players[1]!.client, [`contests/${contestId()}`]);
    try {
      expect((await scenario.players[0]!.client.collection('contests').getOne(contestId())).status).toBe(
        'participation',
      );
      await sleep(1_700);
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
    await update({ vote_ends: fromNow(1_000) });
    await sleep(1_200);
    expect((await scenario.organizerA.client.collection('contests').getOne<ContestRecord>(contestId())).status).toBe(
      'results',
    );
    await expectExactAverages(contestId());
  });

  it('stays when its gate is not met, and tells the organizer (only) why', async () => {
    await update({ participation_ends: fromNow(1_000) });
    await sleep(1_200);
    const seen = await scenario.organizerA.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(seen).toMatchObject({
      status: 'participation',
      participation_ends: '',
      deadline_blocked: `${MESSAGES.blocked} ${MESSAGES.needMeme}`,
    });
    const byPlayer = await scenario.players[0]!.client.collection('contests').getOne<ContestRecord>(contestId());
    expect(byPlayer).not.toHaveProperty('deadline_blocked');
    // A new deadline clears the note; a manual advance before it still works.
    await uploadMeme(scenario.players[0]!, 'meme.png');
    await update({ participation_ends: fromNow(3_600_000) });
    expect((await scenario.organizerA.client.collection('contests').getOne(contestId()))['deadline_blocked']).toBe('');
    expect((await setPhase(scenario.organizerA, contestId(), 'vote')).status).toBe('vote');
  });

  it('is applied within a minute when nobody reads the contest', { timeout: 80_000 }, async () => {
    await uploadMeme(scenario.players[0]!, 'meme.png');
    await update({ participation_ends: fromNow(1_000) });
    await expect
      .poll(async () => (await storedContest(contestId())).status, { timeout: 70_000, interval: 1_000 })
      .toBe('vote');
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
      .update(contest.id, { participation_ends: fromNow(1_500), vote_ends: later });

    await running.stop();
    await sleep(2_000);
    running = await pocketbase.restart();

    // Read with a list request (no view, so only the start-up can have applied it), on the restarted server.
    const stored = await storedContest(contest.id, running.url);
    expect(stored.status).toBe('vote');
    expect(new Date(stored.vote_ends!).toISOString()).toBe(later);
  });
});
