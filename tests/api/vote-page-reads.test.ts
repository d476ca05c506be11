// What the vote page reads (pb_hooks/votes.pb.js): GET /api/contests/{contest}/memes-to-score and
// GET /api/contests/{contest}/my-votes. They answer the lists the records API would, anonymous the same way, from
// one SQL query each; these tests send what a curious or hostile client would.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, ROLES, type Role, type Scenario } from './support/scenario';
import { castVote, forcePhase, refused, superuser, uploadMeme, type MemeRecord, type Player } from './support/roles';
import { freshContest, voteScenario } from './support/votes';

type Row = Record<string, unknown>;

const memesToScore = (client: PocketBase, contestId: string) =>
  client.send<Row[]>(`/api/contests/${encodeURIComponent(contestId)}/memes-to-score`, {});
const myVotes = (client: PocketBase, contestId: string) =>
  client.send<Row[]>(`/api/contests/${encodeURIComponent(contestId)}/my-votes`, {});
const idsOf = (rows: Row[]) => rows.map((row) => row['id']).sort();

let scenario: Scenario;
let player1: Player;
let player2: Player;
let memeOfPlayer2: MemeRecord;
let memeOfPlayer3: MemeRecord;
let memeOfOutsider: MemeRecord;

beforeAll(async () => {
  ({ scenario, memeOfPlayer2, memeOfPlayer3, memeOfOutsider } = await voteScenario());
  [player1, player2] = scenario.players as [Player, Player];
});

describe('memes to score', () => {
  it("answers every other meme of the player's contest, with the file and nothing that names its uploader", async () => {
    const rows = await memesToScore(player1.client, scenario.contestA.id);
    expect(idsOf(rows)).toEqual([memeOfPlayer2.id, memeOfPlayer3.id].sort());
    const row = rows.find((meme) => meme['id'] === memeOfPlayer2.id)!;
    expect(row).toEqual({
      id: memeOfPlayer2.id,
      collectionId: memeOfPlayer2.collectionId,
      collectionName: 'memes',
      media: memeOfPlayer2.media,
    });
    // The file is reachable with exactly those fields, as the page builds its URL.
    const file = await fetch(
      player1.client.files.getURL(row as MemeRecord, String(row['media']), { thumb: '150x150' }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });

  it("ignores what a client adds to the request: filters, fields and expands do not reach another's data", async () => {
    const path = `/api/contests/${scenario.contestA.id}/memes-to-score`;
    const rows = await player1.client.send<Row[]>(path, { query: { filter: 'player != ""', expand: 'player' } });
    expect(idsOf(rows)).toEqual([memeOfPlayer2.id, memeOfPlayer3.id].sort());
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['collectionId', 'collectionName', 'id', 'media']);
    // PocketBase's field picker applies to the answer: asking for more only ever takes fields away.
    const picked = await player1.client.send<Row[]>(path, {
      query: { fields: 'id,player,average_score,media_name,expand' },
    });
    expect(picked).toEqual(rows.map((row) => ({ id: row['id'] })));
  });

  it('answers only for the signed-in player’s own contest, and only to players', async () => {
    // Another contest's id, as a player of contest A: as if it did not exist.
    await refused(memesToScore(player1.client, scenario.contestB.id), 404);
    await refused(memesToScore(player1.client, 'nosuchcontest00'), 404);
    const expected: Record<Role, number> = {
      anonymous: 401,
      'organizer A': 403,
      'organizer B': 403,
      player: 200,
      outsider: 404,
    };
    for (const role of ROLES) {
      const request = memesToScore(clientOf(scenario, role), scenario.contestA.id);
      const status = await request.then(
        () => 200,
        (error: { status: number }) => error.status,
      );
      expect(status, role).toBe(expected[role]);
    }
    // The outsider gets their own contest's memes, never contest A's.
    expect(idsOf(await memesToScore(scenario.outsider.client, scenario.contestB.id))).toEqual([]);
    expect(memeOfOutsider.contest).toBe(scenario.contestB.id);
  });

  it('answers none before the vote phase, and keeps answering in results', async () => {
    const { contest, players } = await freshContest(['early_a', 'early_b']);
    const [a, b] = players as [Player, Player];
    await uploadMeme(a, 'meme.png');
    const memeOfB = await uploadMeme(b, 'meme.jpg');
    expect(await memesToScore(a.client, contest.id)).toEqual([]);
    await forcePhase(contest.id, 'vote');
    expect(idsOf(await memesToScore(a.client, contest.id))).toEqual([memeOfB.id]);
    await forcePhase(contest.id, 'results');
    expect(idsOf(await memesToScore(a.client, contest.id))).toEqual([memeOfB.id]);
  });

  it('no longer answers a meme the organizer removed', async () => {
    const { organizer, contest, players } = await freshContest(['removed_a', 'removed_b']);
    const [a, b] = players as [Player, Player];
    const memeOfB = await uploadMeme(b, 'meme.jpg');
    await forcePhase(contest.id, 'vote');
    await organizer.client.collection('memes').delete(memeOfB.id);
    expect(await memesToScore(a.client, contest.id)).toEqual([]);
  });
});

describe("the player's own votes", () => {
  it('answers the votes the player cast in their contest, and nobody else’s, as meme and score only', async () => {
    await castVote(player1, memeOfPlayer2.id, 7);
    await castVote(player2, memeOfPlayer3.id, 3);
    // Only what the page reads: a vote's own id would be half the compressed answer in a room of 300.
    expect(await myVotes(player1.client, scenario.contestA.id)).toEqual([{ meme: memeOfPlayer2.id, score: 7 }]);
    const stored = await (
      await superuser()
    )
      .collection('votes')
      .getFullList({ filter: `meme = "${memeOfPlayer3.id}"` });
    expect(stored).toHaveLength(1);
    expect((await myVotes(player2.client, scenario.contestA.id)).map((vote) => vote['meme'])).toEqual([
      memeOfPlayer3.id,
    ]);
  });

  it('refuses another contest, organizers and anonymous clients', async () => {
    await refused(myVotes(player1.client, scenario.contestB.id), 404);
    await refused(myVotes(scenario.organizerA.client, scenario.contestA.id), 403);
    await refused(myVotes(clientOf(scenario, 'anonymous'), scenario.contestA.id), 401);
  });

  it('drops the vote on a removed meme', async () => {
    const { organizer, contest, players } = await freshContest(['gone_a', 'gone_b']);
    const [a, b] = players as [Player, Player];
    const memeOfB = await uploadMeme(b, 'meme.jpg');
    await forcePhase(contest.id, 'vote');
    await castVote(a, memeOfB.id, 9);
    expect(await myVotes(a.client, contest.id)).toHaveLength(1);
    await organizer.client.collection('memes').delete(memeOfB.id);
    expect(await myVotes(a.client, contest.id)).toEqual([]);
  });
});
