// What the vote page reads (pb_hooks/votes.pb.js): GET /api/contests/{contest}/vote-board, every meme the player
// may score with their own score. It answers what the records API would (the memes, the player's votes), anonymous
// the same way, from one SQL query; these tests send what a curious or hostile client would.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  castVote,
  contestWithPlayers,
  forcePhase,
  refused,
  superuser,
  uploadMeme,
  type MemeRecord,
  type Player,
} from './support/roles';
import { clientOf, ROLES, type Role, type Scenario } from './support/scenario';
import { voteScenario } from './support/votes';

type Row = Record<string, unknown>;

const voteBoard = (client: PocketBase, contestId: string) =>
  client.send<Row[]>(`/api/contests/${encodeURIComponent(contestId)}/vote-board`, {});
const idsOf = (rows: Row[]) => rows.map((row) => row['id']).sort();
/** The player's score on each meme of the board, by meme id. */
const scoresOf = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row['id'], row['score']]));

let scenario: Scenario;
let player1: Player;
let memeOfPlayer2: MemeRecord;
let memeOfPlayer3: MemeRecord;
let memeOfOutsider: MemeRecord;

beforeAll(async () => {
  ({ scenario, memeOfPlayer2, memeOfPlayer3, memeOfOutsider } = await voteScenario());
  [player1] = scenario.players as [Player];
});

describe('the vote board', () => {
  it("answers every other meme of the player's contest, with the file and nothing that names its uploader", async () => {
    const rows = await voteBoard(player1.client, scenario.contestA.id);
    expect(idsOf(rows)).toEqual([memeOfPlayer2.id, memeOfPlayer3.id].sort());
    const row = rows.find((meme) => meme['id'] === memeOfPlayer2.id)!;
    expect(row).toEqual({
      id: memeOfPlayer2.id,
      collectionId: memeOfPlayer2.collectionId,
      collectionName: 'memes',
      media: memeOfPlayer2.media,
      score: expect.any(Number),
    });
    // The file is reachable with exactly those fields, as the page builds its URL.
    const file = await fetch(
      player1.client.files.getURL(row as MemeRecord, String(row['media']), { thumb: '150x150' }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });

  it("ignores what a client adds to the request: filters, fields and expands do not reach another's data", async () => {
    const path = `/api/contests/${scenario.contestA.id}/vote-board`;
    const rows = await player1.client.send<Row[]>(path, { query: { filter: 'player != ""', expand: 'player' } });
    expect(idsOf(rows)).toEqual([memeOfPlayer2.id, memeOfPlayer3.id].sort());
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['collectionId', 'collectionName', 'id', 'media', 'score']);
    // PocketBase's field picker applies to the answer: asking for more only ever takes fields away.
    const picked = await player1.client.send<Row[]>(path, {
      query: { fields: 'id,player,average_score,media_name,expand' },
    });
    expect(picked).toEqual(rows.map((row) => ({ id: row['id'] })));
  });

  it('answers only for the signed-in player’s own contest, and only to players', async () => {
    // Another contest's id, as a player of contest A: as if it did not exist.
    await refused(voteBoard(player1.client, scenario.contestB.id), 404);
    await refused(voteBoard(player1.client, 'nosuchcontest00'), 404);
    const expected: Record<Role, number> = {
      anonymous: 401,
      'organizer A': 403,
      'organizer B': 403,
      player: 200,
      outsider: 404,
    };
    for (const role of ROLES) {
      const request = voteBoard(clientOf(scenario, role), scenario.contestA.id);
      const status = await request.then(
        () => 200,
        (error: { status: number }) => error.status,
      );
      expect(status, role).toBe(expected[role]);
    }
    // The outsider gets their own contest's memes, never contest A's.
    expect(idsOf(await voteBoard(scenario.outsider.client, scenario.contestB.id))).toEqual([]);
    expect(memeOfOutsider.contest).toBe(scenario.contestB.id);
  });

  it('answers none before the vote phase, and keeps answering in results', async () => {
    const { contest, players } = await contestWithPlayers(['early_a', 'early_b']);
    const [a, b] = players as [Player, Player];
    await uploadMeme(a, 'meme.png');
    const memeOfB = await uploadMeme(b, 'meme.jpg');
    expect(await voteBoard(a.client, contest.id)).toEqual([]);
    await forcePhase(contest.id, 'vote');
    expect(idsOf(await voteBoard(a.client, contest.id))).toEqual([memeOfB.id]);
    await forcePhase(contest.id, 'results');
    expect(idsOf(await voteBoard(a.client, contest.id))).toEqual([memeOfB.id]);
  });

  it('no longer answers a meme the organizer removed', async () => {
    const { organizer, contest, players } = await contestWithPlayers(['removed_a', 'removed_b']);
    const [a, b] = players as [Player, Player];
    const memeOfB = await uploadMeme(b, 'meme.jpg');
    await forcePhase(contest.id, 'vote');
    await organizer.client.collection('memes').delete(memeOfB.id);
    expect(await voteBoard(a.client, contest.id)).toEqual([]);
  });
});

describe("the player's own scores on the board", () => {
  it('gives each meme the score the player cast, 0 until they cast one, and never anybody else’s', async () => {
    const { contest, players } = await contestWithPlayers(['scores_a', 'scores_b', 'scores_c']);
    const [a, b, c] = players as [Player, Player, Player];
    const memeOfB = await uploadMeme(b, 'meme.jpg');
    const memeOfC = await uploadMeme(c, 'meme.png');
    const memeOfA = await uploadMeme(a, 'meme.gif');
    await forcePhase(contest.id, 'vote');
    expect(scoresOf(await voteBoard(a.client, contest.id))).toEqual({ [memeOfB.id]: 0, [memeOfC.id]: 0 });

    await castVote(a, memeOfB.id, 7);
    // Another player's vote on the same meme is theirs alone.
    await castVote(c, memeOfB.id, 2);
    expect(scoresOf(await voteBoard(a.client, contest.id))).toEqual({ [memeOfB.id]: 7, [memeOfC.id]: 0 });
    // A changed score replaces the first: still one row per meme.
    await castVote(a, memeOfB.id, 10);
    await castVote(a, memeOfC.id, 1);
    const rows = await voteBoard(a.client, contest.id);
    expect(rows).toHaveLength(2);
    expect(scoresOf(rows)).toEqual({ [memeOfB.id]: 10, [memeOfC.id]: 1 });
    expect(scoresOf(await voteBoard(c.client, contest.id))).toEqual({ [memeOfA.id]: 0, [memeOfB.id]: 2 });
    // As stored: one vote of a's per meme.
    const stored = await (await superuser()).collection('votes').getFullList({ filter: `player = "${a.record.id}"` });
    expect(stored.map((vote) => [vote['meme'], vote['score']]).sort()).toEqual(
      [
        [memeOfB.id, 10],
        [memeOfC.id, 1],
      ].sort(),
    );
  });

  it('keeps the scores in results, and drops the row of a removed meme with its vote', async () => {
    const { organizer, contest, players } = await contestWithPlayers(['gone_a', 'gone_b'], { maxMemes: 2 });
    const [a, b] = players as [Player, Player];
    const memeOfB = await uploadMeme(b, 'meme.jpg');
    const otherOfB = await uploadMeme(b, 'meme.png');
    await forcePhase(contest.id, 'vote');
    await castVote(a, memeOfB.id, 9);
    await castVote(a, otherOfB.id, 4);
    expect(scoresOf(await voteBoard(a.client, contest.id))).toEqual({ [memeOfB.id]: 9, [otherOfB.id]: 4 });
    await organizer.client.collection('memes').delete(otherOfB.id);
    expect(scoresOf(await voteBoard(a.client, contest.id))).toEqual({ [memeOfB.id]: 9 });
    await forcePhase(contest.id, 'results');
    expect(scoresOf(await voteBoard(a.client, contest.id))).toEqual({ [memeOfB.id]: 9 });
  });
});
