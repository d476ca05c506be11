// votes: who may list, read, cast, change and delete them, as each role, and what superusers may do.
// Players cast and change votes only through PUT /api/memes/{meme}/vote (pb_hooks/votes.pb.js); the records API
// lets them read their votes, and only superusers write votes through it (and only in the vote phase).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  castVote,
  changeVote,
  contestWithPlayers,
  forcePhase,
  ids,
  refused,
  sendVote,
  superuser,
  uploadMeme,
  type CastVote,
  type MemeRecord,
  type Player,
  type VoteRecord,
} from './support/roles';
import { clientOf, type Role, ROLES, type Scenario } from './support/scenario';
import { storedVotes, storedScore, voteScenario } from './support/votes';

let scenario: Scenario;
let memeOfPlayer2: MemeRecord;
let memeOfPlayer3: MemeRecord;
let memeOfOutsider: MemeRecord;

beforeAll(async () => {
  ({ scenario, memeOfPlayer2, memeOfPlayer3, memeOfOutsider } = await voteScenario());
});

describe('votes access matrix', () => {
  let voteOfPlayer1: CastVote;
  let voteOfPlayer3: CastVote;

  /** What the vote endpoint answers each role voting on a meme of contest A (player = player 1). */
  const endpointStatus: Record<Role, number> = {
    anonymous: 401,
    'organizer A': 403,
    'organizer B': 403,
    player: 200,
    outsider: 404,
  };

  beforeAll(async () => {
    voteOfPlayer1 = await castVote(scenario.players[0]!, memeOfPlayer2.id, 7);
    voteOfPlayer3 = await castVote(scenario.players[2]!, memeOfPlayer2.id, 4);
  });

  it.each(ROLES)('list and view as %s', async (role) => {
    const expected: Record<Role, string[]> = {
      anonymous: [],
      'organizer A': [voteOfPlayer1.id, voteOfPlayer3.id],
      'organizer B': [],
      player: [voteOfPlayer1.id],
      outsider: [],
    };
    const listed = await clientOf(scenario, role).collection('votes').getFullList<VoteRecord>();
    expect(ids(listed)).toEqual([...expected[role]].sort());
    const view = clientOf(scenario, role).collection('votes').getOne<VoteRecord>(voteOfPlayer3.id);
    if (expected[role].includes(voteOfPlayer3.id)) {
      // Only organizer A gets here: which meme and which player, never the score (votes are anonymous).
      const vote = await view;
      expect([vote.meme, vote.player]).toEqual([memeOfPlayer2.id, scenario.players[2]!.record.id]);
      expect(vote).not.toHaveProperty('score');
    } else {
      await refused(view, 404);
    }
    if (role === 'player') {
      expect((await clientOf(scenario, role).collection('votes').getOne<VoteRecord>(voteOfPlayer1.id)).score).toBe(7);
    }
  });

  it.each(ROLES)(
    "the records API refuses to create, as %s, a vote in player 1's name on player 3's meme",
    async (role) => {
      const request = clientOf(scenario, role)
        .collection('votes')
        .create<VoteRecord>({ meme: memeOfPlayer3.id, player: scenario.players[0]!.record.id, score: 5 });
      await refused(request, 403);
      expect(await storedVotes(memeOfPlayer3.id)).toEqual([]);
    },
  );

  it.each(ROLES)("the endpoint casts a vote on player 3's meme as %s only if a player of the contest", async (role) => {
    const before = await storedVotes(memeOfPlayer3.id);
    const request = sendVote(clientOf(scenario, role), memeOfPlayer3.id, { score: 5 });
    if (role === 'player') {
      const vote = await request;
      expect(vote).toEqual({ id: expect.any(String), meme: memeOfPlayer3.id, score: 5, created: true });
      const stored = await storedVotes(memeOfPlayer3.id);
      expect(stored.map((row) => [row.id, row.player, row.score])).toEqual([
        [vote.id, scenario.players[0]!.record.id, 5],
      ]);
    } else {
      await refused(request, endpointStatus[role]);
      expect(ids(await storedVotes(memeOfPlayer3.id))).toEqual(ids(before));
    }
  });

  it.each(ROLES)("the records API refuses to update player 3's vote as %s", async (role) => {
    const request = clientOf(scenario, role).collection('votes').update(voteOfPlayer3.id, { score: 10 });
    await refused(request, 403);
    expect(await storedScore(voteOfPlayer3.id)).toBe(4);
  });

  it.each(ROLES)("the endpoint never changes player 3's vote, as %s: only the caller's own", async (role) => {
    const request = sendVote(clientOf(scenario, role), memeOfPlayer2.id, { score: 10 });
    if (role === 'player') {
      // Player 1's own vote on the same meme changes, not player 3's.
      expect(await request).toEqual({ id: voteOfPlayer1.id, meme: memeOfPlayer2.id, score: 10, created: false });
    } else {
      await refused(request, endpointStatus[role]);
    }
    expect(await storedScore(voteOfPlayer3.id)).toBe(4);
    expect(await storedVotes(memeOfPlayer2.id)).toHaveLength(2);
  });

  it.each(ROLES)('delete as %s is refused', async (role) => {
    await refused(clientOf(scenario, role).collection('votes').delete(voteOfPlayer1.id), 403);
  });

  it('the organizer lists the votes of a contest with the fields the dashboard asks for', async () => {
    const listed = await scenario.organizerA.client.collection('votes').getFullList<VoteRecord>({
      filter: `meme.contest = "${scenario.contestA.id}"`,
      fields: 'id,meme,player',
      sort: '-updated',
    });
    // Player 1 on memes 2 and 3, player 3 on meme 2.
    expect(listed).toHaveLength(3);
    for (const vote of listed) expect(Object.keys(vote).sort()).toEqual(['id', 'meme', 'player']);
  });

  it('a player changes their own vote through the endpoint, as the vote page does: same vote, new score', async () => {
    const player = scenario.players[0]!;
    const changed = await changeVote(player, memeOfPlayer2.id, 9);
    expect(changed).toEqual({ id: voteOfPlayer1.id, meme: memeOfPlayer2.id, score: 9, created: false });
    expect((await player.client.collection('votes').getOne<VoteRecord>(voteOfPlayer1.id)).score).toBe(9);
    expect(await storedVotes(memeOfPlayer2.id, player.record.id)).toHaveLength(1);
  });

  it('a vote cannot be moved to another meme or player', async () => {
    const player = scenario.players[0]!;
    const player3 = scenario.players[2]!;
    // The records API lets no player update a vote at all, their own included.
    await refused(player.client.collection('votes').update(voteOfPlayer1.id, { meme: memeOfOutsider.id }), 403);
    await refused(player.client.collection('votes').update(voteOfPlayer1.id, { player: player3.record.id }), 403);
    await refused(player.client.collection('votes').update(voteOfPlayer1.id, { score: 2 }), 403);
    // The endpoint takes the meme from its address and the voter from the token: a body naming another meme,
    // player or vote only changes the score of the caller's own vote on the addressed meme.
    const sent = await sendVote(player.client, memeOfPlayer2.id, {
      score: 8,
      id: voteOfPlayer3.id,
      meme: memeOfPlayer3.id,
      player: player3.record.id,
    });
    expect(sent).toEqual({ id: voteOfPlayer1.id, meme: memeOfPlayer2.id, score: 8, created: false });
    const admin = await superuser();
    expect(await admin.collection('votes').getOne<VoteRecord>(voteOfPlayer1.id)).toMatchObject({
      meme: memeOfPlayer2.id,
      player: player.record.id,
      score: 8,
    });
    expect(await admin.collection('votes').getOne<VoteRecord>(voteOfPlayer3.id)).toMatchObject({
      meme: memeOfPlayer2.id,
      player: player3.record.id,
      score: 4,
    });
    expect((await storedVotes(memeOfPlayer3.id)).map((vote) => [vote.player, vote.score])).toEqual([
      [player.record.id, 5],
    ]);
  });
});

describe('superusers and the records API', () => {
  it('may create and update votes only while the contest is in the vote phase (database triggers)', async () => {
    const { contest, players } = await contestWithPlayers(['Admin Author', 'Admin Voter', 'Admin Other']);
    const [author, voter, other] = players as [Player, Player, Player];
    const meme = await uploadMeme(author);
    const admin = await superuser();

    await refused(admin.collection('votes').create({ meme: meme.id, player: voter.record.id, score: 3 }), 400);
    expect(await storedVotes(meme.id)).toEqual([]);

    await forcePhase(contest.id, 'vote');
    const created = await admin
      .collection('votes')
      .create<VoteRecord>({ meme: meme.id, player: voter.record.id, score: 3 });
    expect((await admin.collection('votes').update<VoteRecord>(created.id, { score: 4 })).score).toBe(4);
    // The endpoint keys on the same (meme, player): the voter's next vote changes the superuser's record.
    expect(await changeVote(voter, meme.id, 7)).toEqual({ id: created.id, meme: meme.id, score: 7, created: false });

    await forcePhase(contest.id, 'results');
    await refused(admin.collection('votes').update(created.id, { score: 9 }), 400);
    await refused(admin.collection('votes').create({ meme: meme.id, player: other.record.id, score: 2 }), 400);
    expect((await storedVotes(meme.id)).map((vote) => [vote.id, vote.score])).toEqual([[created.id, 7]]);
  });
});
