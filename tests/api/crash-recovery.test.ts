// Votes survive a crash: the server is SIGKILLed while votes pour in and restarted on the same data; every vote
// it acknowledged is there and the averages written when results open match the votes exactly. A tampered
// average, or a vote an administrator removed in results, is folded in by the start-up recomputation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeAverages } from '../../scripts/lib/contest-setup.mjs';
import { startIsolatedPocketBase, type PocketBaseServer } from './support/pocketbase-server';
import {
  addPlayer,
  castVote,
  createContest,
  createOrganizer,
  forcePhase,
  signInPlayer,
  superuser,
  uploadMeme,
  type CastVote,
  type MemeRecord,
  type VoteRecord,
} from './support/roles';

async function storedAndExpected(url: string, contestId: string) {
  const { memes, players, votes } = await recomputeAverages<VoteRecord>(await superuser(url), contestId);
  return { votes: votes.length, scoresById: new Map(votes.map((vote) => [vote.id, vote.score])), memes, players };
}

let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
let running: PocketBaseServer;

beforeAll(async () => {
  pocketbase = await startIsolatedPocketBase('crash');
  running = pocketbase.server;
});

afterAll(async () => {
  await pocketbase?.dispose(running);
});

describe('crash recovery', () => {
  it('keeps every acknowledged vote across a SIGKILL mid-vote, and the averages at results match the votes', async () => {
    const url = running.url;
    const organizer = await createOrganizer('crash', url);
    const contest = await createContest(organizer, { max_memes_per_player: 1 });
    const players = await Promise.all(
      Array.from({ length: 8 }, async (_, index) =>
        signInPlayer(await addPlayer(organizer, contest.id, `Crash ${index + 1}`), url),
      ),
    );
    const memes = await Promise.all(players.map((player) => uploadMeme(player)));
    await forcePhase(contest.id, 'vote', url);

    // Each player votes through their ballots one after another, as a phone does, so when the server dies after
    // the 15th answer some votes are in flight and the rest are never acknowledged.
    let answered = 0;
    let killed: Promise<void> | undefined;
    const acknowledged: CastVote[] = [];
    let unanswered = 0;
    await Promise.all(
      players.map(async (player, voterIndex) => {
        const ballots = memes.filter((meme) => meme.player !== player.record.id);
        for (const [index, meme] of ballots.entries()) {
          try {
            acknowledged.push(await castVote(player, meme.id, ((voterIndex + index) % 10) + 1));
          } catch {
            unanswered += 1;
          } finally {
            answered += 1;
            if (answered === 15) killed = running.kill();
          }
        }
      }),
    );
    await killed;
    running = await pocketbase.restart();
    expect(unanswered).toBeGreaterThan(0);

    const after = await storedAndExpected(running.url, contest.id);
    // Every vote the server acknowledged before it died is there, with its score.
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);
    for (const vote of acknowledged) expect(after.scoresById.get(vote.id), `vote ${vote.id}`).toBe(vote.score);
    expect(after.votes).toBeGreaterThanOrEqual(acknowledged.length);
    // Averages are written when results open (0 until then).
    for (const meme of after.memes) expect(meme.stored, `meme ${meme.id}`).toBe(0);

    await forcePhase(contest.id, 'results', running.url);
    const results = await storedAndExpected(running.url, contest.id);
    expect(results.votes).toBe(after.votes);
    for (const meme of results.memes) expect(meme.stored, `meme ${meme.id}`).toBe(meme.expected);
    for (const player of results.players) expect(player.stored, `player ${player.id}`).toBe(player.expected);
    expect(results.memes.some((meme) => meme.stored > 0)).toBe(true);
  });

  it('repairs a tampered average, and folds in a vote an administrator removed in results, at start-up', async () => {
    const admin = await superuser(running.url);
    const [tampered, trimmed] = await admin
      .collection('memes')
      .getFullList<MemeRecord>({ filter: 'average_score > 0' });
    expect(trimmed).toBeDefined();
    await admin.collection('memes').update(tampered!.id, { average_score: 99 });
    expect((await admin.collection('memes').getOne<MemeRecord>(tampered!.id)).average_score).toBe(99);
    const [removed] = await admin.collection('votes').getFullList<VoteRecord>({ filter: `meme = "${trimmed!.id}"` });
    await admin.collection('votes').delete(removed!.id);

    await running.stop();
    running = await pocketbase.restart();
    const repaired = await storedAndExpected(running.url, tampered!.contest);
    expect(repaired.scoresById.has(removed!.id)).toBe(false);
    for (const id of [tampered!.id, trimmed!.id]) {
      const entry = repaired.memes.find((candidate) => candidate.id === id);
      expect(entry?.stored, `meme ${id}`).toBe(entry?.expected);
    }
    expect(repaired.memes.find((candidate) => candidate.id === tampered!.id)?.stored).not.toBe(99);
    for (const player of repaired.players) expect(player.stored, `player ${player.id}`).toBe(player.expected);
  });
});
