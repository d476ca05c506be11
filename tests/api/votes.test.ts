// votes: who may cast, change, list and delete them, the score scale, one vote per meme and player, and the
// server-computed averages: 0 while voting, exact from the moment results open, even after concurrent voting.
// Players cast and change votes only through PUT /api/memes/{meme}/vote (pb_hooks/votes.pb.js); the records API
// lets them read their votes, and only superusers write votes through it (and only in the vote phase).
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';
import { ClientResponseError } from 'pocketbase';
import {
  addPlayer,
  anonymous,
  castVote,
  changeVote,
  createContest,
  createOrganizer,
  createScenario,
  forcePhase,
  ids,
  refused,
  refusedWith,
  sendVote,
  signInPlayer,
  superuser,
  uploadMeme,
  type CastVote,
  type MemeRecord,
  type Organizer,
  type Player,
  type PlayerRecord,
  type VoteRecord,
} from './support/roles';

function mean(scores: number[]): number {
  return scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** Recomputes every average of a contest from its votes, as the superuser sees them. */
async function recomputedAverages(contestId: string) {
  const admin = await superuser();
  const memes = await admin.collection('memes').getFullList<MemeRecord>({ filter: `contest = "${contestId}"` });
  const votes = await admin.collection('votes').getFullList<VoteRecord>({ filter: `meme.contest = "${contestId}"` });
  const players = await admin.collection('players').getFullList<PlayerRecord>({ filter: `contest = "${contestId}"` });
  const memeScores = new Map(memes.map((meme) => [meme.id, [] as number[]]));
  for (const vote of votes) memeScores.get(vote.meme)?.push(vote.score);
  const playerScores = new Map(players.map((player) => [player.id, [] as number[]]));
  for (const meme of memes) playerScores.get(meme.player)?.push(...(memeScores.get(meme.id) ?? []));
  return {
    memes: new Map(
      memes.map((meme) => [meme.id, { stored: meme.average_score, expected: mean(memeScores.get(meme.id) ?? []) }]),
    ),
    players: new Map(
      players.map((player) => [
        player.id,
        { stored: player.average_score, expected: mean(playerScores.get(player.id) ?? []) },
      ]),
    ),
    votes,
  };
}

async function expectExactAverages(contestId: string) {
  const averages = await recomputedAverages(contestId);
  for (const [id, { stored, expected }] of averages.memes) expect(stored, `meme ${id}`).toBe(expected);
  for (const [id, { stored, expected }] of averages.players) expect(stored, `player ${id}`).toBe(expected);
  return averages;
}

const MESSAGES = {
  score: 'A score is a whole number from 1 to 10.',
  ownMeme: 'You cannot vote on your own memes.',
  phase: 'Votes can only be cast or changed during the vote phase.',
};

/** The votes stored on a meme (optionally by one player), as the superuser reads them. */
async function storedVotes(memeId: string, playerId?: string) {
  const admin = await superuser();
  const filter = playerId ? `meme = "${memeId}" && player = "${playerId}"` : `meme = "${memeId}"`;
  return admin.collection('votes').getFullList<VoteRecord>({ filter, sort: 'created' });
}

async function storedScore(voteId: string) {
  return (await (await superuser()).collection('votes').getOne<VoteRecord>(voteId)).score;
}

/** A contest of its own, with `names.length` signed-in players. */
async function freshContest(names: string[], maxMemes = 1) {
  const organizer = await createOrganizer();
  const contest = await createContest(organizer, { max_memes_per_player: maxMemes });
  const players = await Promise.all(
    names.map(async (name) => signInPlayer(await addPlayer(organizer, contest.id, name))),
  );
  return { organizer, contest, players };
}

let scenario: Scenario;
let memeOfPlayer1: MemeRecord;
let memeOfPlayer2: MemeRecord;
let memeOfPlayer3: MemeRecord;
let memeOfOutsider: MemeRecord;

beforeAll(async () => {
  scenario = await createScenario();
  memeOfPlayer1 = await uploadMeme(scenario.players[0]!, 'meme.png');
  memeOfPlayer2 = await uploadMeme(scenario.players[1]!, 'meme.jpg');
  memeOfPlayer3 = await uploadMeme(scenario.players[2]!, 'meme.gif');
  memeOfOutsider = await uploadMeme(scenario.outsider, 'meme.gif');
  await forcePhase(scenario.contestA.id, 'vote');
  await forcePhase(scenario.contestB.id, 'vote');
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

describe('casting votes', () => {
  it("refuses a vote on one's own meme or on another contest's meme, and cannot vote in another player's name", async () => {
    const { players } = await freshContest(['Cast Ann', 'Cast Ben', 'Cast Cat']);
    const [ann, ben, cat] = players as [Player, Player, Player];
    const [annMeme, benMeme] = await Promise.all([uploadMeme(ann, 'meme.png'), uploadMeme(ben, 'meme.jpg')]);
    await forcePhase(ann.record.contest, 'vote');

    await refusedWith(castVote(ann, annMeme.id, 5), MESSAGES.ownMeme);
    expect(await storedVotes(annMeme.id)).toEqual([]);
    await refused(castVote(ann, memeOfOutsider.id, 5), 404);
    await refused(castVote(scenario.outsider, benMeme.id, 5), 404);
    expect(await storedVotes(memeOfOutsider.id)).toEqual([]);
    expect(await storedVotes(benMeme.id)).toEqual([]);

    // Naming another voter in the body changes nothing: the vote is the caller's.
    const cast = await sendVote(cat.client, benMeme.id, { score: 6, player: ann.record.id });
    expect((await storedVotes(benMeme.id)).map((vote) => [vote.id, vote.player, vote.score])).toEqual([
      [cast.id, cat.record.id, 6],
    ]);
  });

  it.each([[0], [11], [-2], [2.5], [3.5], [10.5], ['5'], ['ten'], [''], [null], [true], [[5]], [{ value: 5 }]])(
    'refuses the score %j with its message on `score`',
    async (score) => {
      const player = scenario.players[1]!;
      const error = await refusedWith(sendVote(player.client, memeOfPlayer1.id, { score }), MESSAGES.score);
      expect(error.response['data']?.['score']?.['message']).toBe(MESSAGES.score);
      expect(await storedVotes(memeOfPlayer1.id, player.record.id)).toEqual([]);
    },
  );

  it.each<[string, unknown]>([
    ['an empty body', {}],
    ['a body without score', { scores: 5, meme: 'x' }],
    ['no body at all', undefined],
  ])('refuses %s with the score message', async (_label, body) => {
    const player = scenario.players[1]!;
    const error = await refusedWith(sendVote(player.client, memeOfPlayer1.id, body), MESSAGES.score);
    expect(error.response['data']?.['score']?.['message']).toBe(MESSAGES.score);
    expect(await storedVotes(memeOfPlayer1.id, player.record.id)).toEqual([]);
  });

  it('accepts 1 and 10; voting again on a meme changes that same vote; an invalid change keeps the score', async () => {
    const { players } = await freshContest(['Scale Author', 'Scale Voter'], 2);
    const [author, voter] = players as [Player, Player];
    const [low, high] = await Promise.all([uploadMeme(author, 'meme.png'), uploadMeme(author, 'meme.gif')]);
    await forcePhase(author.record.contest, 'vote');
    const lowest = await castVote(voter, low.id, 1);
    expect(lowest).toEqual({ id: expect.any(String), meme: low.id, score: 1, created: true });
    expect(await castVote(voter, high.id, 10)).toEqual({
      id: expect.any(String),
      meme: high.id,
      score: 10,
      created: true,
    });
    const firstStored = await (await superuser()).collection('votes').getOne<VoteRecord>(lowest.id);

    // One vote per meme and player: a second vote on the same meme is a change of the first.
    expect(await castVote(voter, low.id, 6)).toEqual({ id: lowest.id, meme: low.id, score: 6, created: false });
    for (const score of [0, 11, 2.5, '6']) {
      await refusedWith(sendVote(voter.client, low.id, { score }), MESSAGES.score);
    }
    const [stored, ...others] = await storedVotes(low.id);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ id: lowest.id, player: voter.record.id, score: 6, created: firstStored.created });

    expect(await changeVote(voter, low.id, 1)).toEqual({ id: lowest.id, meme: low.id, score: 1, created: false });
    await forcePhase(author.record.contest, 'results');
    const admin = await superuser();
    expect((await admin.collection('memes').getOne<MemeRecord>(low.id)).average_score).toBe(1);
    expect((await admin.collection('memes').getOne<MemeRecord>(high.id)).average_score).toBe(10);
  });

  it('keeps one vote per meme and player when the same player sends many votes on a meme at once', async () => {
    const { players } = await freshContest(['Burst Author', 'Burst Voter']);
    const [author, voter] = players as [Player, Player];
    const meme = await uploadMeme(author);
    await forcePhase(author.record.contest, 'vote');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => castVote(voter, meme.id, (index % 10) + 1)),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const stored = await storedVotes(meme.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(answers[0]!.id);
    expect(answers.map((answer) => answer.score)).toContain(stored[0]!.score);
  });

  it('refuses votes and vote changes outside the vote phase: participation and results', async () => {
    const { players } = await freshContest(['Timing Author', 'Timing Voter', 'Timing Late']);
    const [author, voter, late] = players as [Player, Player, Player];
    const meme = await uploadMeme(author);
    await refusedWith(castVote(voter, meme.id, 5), MESSAGES.phase);
    expect(await storedVotes(meme.id)).toEqual([]);
    await forcePhase(author.record.contest, 'vote');
    const vote = await castVote(voter, meme.id, 5);
    await forcePhase(author.record.contest, 'results');
    await refusedWith(changeVote(voter, meme.id, 6), MESSAGES.phase);
    await refusedWith(castVote(late, meme.id, 6), MESSAGES.phase);
    await refusedWith(castVote(author, meme.id, 6), MESSAGES.ownMeme);
    expect((await voter.client.collection('votes').getOne<VoteRecord>(vote.id)).score).toBe(5);
    expect((await storedVotes(meme.id)).map((stored) => stored.id)).toEqual([vote.id]);
  });

  it('refuses a vote from a removed player', async () => {
    const { organizer, players } = await freshContest(['Gone Author', 'Gone Voter']);
    const [author, voter] = players as [Player, Player];
    const meme = await uploadMeme(author);
    await forcePhase(author.record.contest, 'vote');
    await organizer.client.collection('players').delete(voter.record.id);
    // The token of a removed player no longer authenticates, so the request is anonymous.
    await refused(castVote(voter, meme.id, 5), 401);
    expect(await storedVotes(meme.id)).toEqual([]);
  });
});

describe('the vote endpoint refuses', () => {
  it("an unknown meme and another contest's meme alike (404), so other contests cannot be probed", async () => {
    const player = scenario.players[1]!;
    const unknown = await refused(castVote(player, 'nosuchmeme00000', 5), 404);
    const elsewhere = await refused(castVote(player, memeOfOutsider.id, 5), 404);
    expect(elsewhere.message).toBe(unknown.message);
    expect(await storedVotes(memeOfOutsider.id)).toEqual([]);
  });

  it('the players of a deleted contest, whose memes are no longer in any contest', async () => {
    const { organizer, contest, players } = await freshContest(['Orphan Author', 'Orphan Voter']);
    const [author, voter] = players as [Player, Player];
    const meme = await uploadMeme(author);
    await forcePhase(contest.id, 'vote');
    await organizer.client.collection('contests').delete(contest.id);
    await refused(castVote(voter, meme.id, 5), 404);
    expect(await storedVotes(meme.id)).toEqual([]);
  });

  it('organizers, superusers and anonymous visitors: only a player votes', async () => {
    const { organizer, contest, players } = await freshContest(['Role Author', 'Role Voter']);
    const [author] = players as [Player, Player];
    const meme = await uploadMeme(author);
    await forcePhase(contest.id, 'vote');
    await refused(sendVote(organizer.client, meme.id, { score: 5 }), 403);
    await refused(sendVote(scenario.organizerB.client, meme.id, { score: 5 }), 403);
    await refused(sendVote(await superuser(), meme.id, { score: 5 }), 403);
    await refused(sendVote(anonymous(), meme.id, { score: 5 }), 401);
    expect(await storedVotes(meme.id)).toEqual([]);
  });
});

describe('superusers and the records API', () => {
  it('may create and update votes only while the contest is in the vote phase (database triggers)', async () => {
    const { contest, players } = await freshContest(['Admin Author', 'Admin Voter', 'Admin Other']);
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

describe('average scores', () => {
  let organizer: Organizer;
  let contestId: string;
  let players: Player[];
  let memes: MemeRecord[];

  const stored = async () => {
    const admin = await superuser();
    const meme = async (id: string) => (await admin.collection('memes').getOne<MemeRecord>(id)).average_score;
    const player = async (id: string) => (await admin.collection('players').getOne<PlayerRecord>(id)).average_score;
    return { meme, player };
  };

  beforeAll(async () => {
    organizer = await createOrganizer();
    contestId = (await createContest(organizer, { max_memes_per_player: 2 })).id;
    players = await Promise.all(
      ['Avg Ann', 'Avg Ben', 'Avg Cat', 'Avg Dan'].map(async (name) =>
        signInPlayer(await addPlayer(organizer, contestId, name)),
      ),
    );
    // Ann has two memes, Ben one, Cat and Dan none.
    memes = [
      await uploadMeme(players[0]!, 'meme.png'),
      await uploadMeme(players[0]!, 'meme.jpg'),
      await uploadMeme(players[1]!, 'meme.gif'),
    ];
    await forcePhase(contestId, 'vote');
  });

  it('stay 0 during the vote, whatever the votes', async () => {
    const [ann, ben, cat, dan] = players as [Player, Player, Player, Player];
    const [annFirst, annSecond, benOnly] = memes as [MemeRecord, MemeRecord, MemeRecord];
    await castVote(ben, annFirst.id, 9);
    await castVote(cat, annFirst.id, 6);
    await castVote(dan, annFirst.id, 4);
    await castVote(ben, annSecond.id, 2);
    const catOnBen = await castVote(cat, benOnly.id, 7);
    await castVote(ann, benOnly.id, 8);
    expect((await changeVote(cat, benOnly.id, 1)).id).toBe(catOnBen.id);

    const { meme, player } = await stored();
    for (const { id } of memes) expect(await meme(id)).toBe(0);
    for (const { record } of players) expect(await player(record.id)).toBe(0);
  });

  it('are written when results open: a meme averages its votes, a player every vote on their memes', async () => {
    const [ann, ben, cat, dan] = players as [Player, Player, Player, Player];
    const [annFirst, annSecond, benOnly] = memes as [MemeRecord, MemeRecord, MemeRecord];
    const admin = await superuser();

    // Before results: a removed voter's scores stay; an administrator removes a meme and moves a vote.
    await organizer.client.collection('players').delete(dan.record.id);
    const kept = await admin.collection('votes').getFullList<VoteRecord>({ filter: `meme = "${annFirst.id}"` });
    expect(kept.map((vote) => vote.score).sort()).toEqual([4, 6, 9]);
    expect(kept.filter((vote) => vote.player === '')).toHaveLength(1);
    await admin.collection('memes').delete(annSecond.id);
    expect(await admin.collection('votes').getFullList({ filter: `meme = "${annSecond.id}"` })).toEqual([]);
    const [annOnBen] = await admin
      .collection('votes')
      .getFullList<VoteRecord>({ filter: `meme = "${benOnly.id}" && player = "${ann.record.id}"` });
    await admin.collection('votes').update(annOnBen!.id, { meme: annFirst.id });

    // The organizer opens results (every remaining meme has a vote).
    await organizer.client.collection('contests').update(contestId, { status: 'results' });
    const { meme, player } = await stored();
    expect(await meme(annFirst.id)).toBe(27 / 4); // 9, 6, 4 and the moved 8
    expect(await meme(benOnly.id)).toBe(1); // Cat changed her 7 to 1
    expect(await player(ann.record.id)).toBe(27 / 4);
    expect(await player(ben.record.id)).toBe(1);
    expect(await player(cat.record.id)).toBe(0);
    await expectExactAverages(contestId);
  });

  it('follow an administrator moving a finished contest back to the vote and forward again', async () => {
    await forcePhase(contestId, 'vote');
    const { meme } = await stored();
    for (const { id } of [memes[0]!, memes[2]!]) expect(await meme(id)).toBe(0);
    await forcePhase(contestId, 'results');
    await expectExactAverages(contestId);
    expect(await meme(memes[0]!.id)).toBe(27 / 4);
  });
  it('are frozen with results: not even an administrator can change a vote then', async () => {
    const [annFirst] = memes as [MemeRecord];
    const admin = await superuser();
    const [vote] = await admin.collection('votes').getFullList<VoteRecord>({ filter: `meme = "${annFirst.id}"` });
    await refused(admin.collection('votes').update(vote!.id, { score: vote!.score === 10 ? 1 : 10 }), 400);
    await refused(
      admin.collection('votes').create({ meme: annFirst.id, player: players[2]!.record.id, score: 3 }),
      400,
    );
    expect((await admin.collection('votes').getOne<VoteRecord>(vote!.id)).score).toBe(vote!.score);
    await expectExactAverages(contestId);
  });
});

describe('concurrent voting', () => {
  it('has exact averages at results after 20 players vote and re-vote at once', async () => {
    const organizer = await createOrganizer();
    const contestId = (await createContest(organizer, { max_memes_per_player: 1 })).id;
    const players = await Promise.all(
      Array.from({ length: 20 }, async (_, index) =>
        signInPlayer(await addPlayer(organizer, contestId, `Crowd ${index + 1}`)),
      ),
    );
    const memes = await Promise.all(
      players
        .slice(0, 8)
        .map((player, index) => uploadMeme(player, (['meme.png', 'meme.jpg', 'meme.gif'] as const)[index % 3])),
    );
    await organizer.client.collection('contests').update(contestId, { status: 'vote' });

    // Every player scores every meme that is not theirs, all requests in flight together.
    const ballots = players.flatMap((player, voterIndex) =>
      memes
        .filter((meme) => meme.player !== player.record.id)
        .map((meme, memeIndex) => ({ player, meme, score: ((voterIndex * 7 + memeIndex * 3) % 10) + 1 })),
    );
    const votes = await Promise.all(ballots.map(({ player, meme, score }) => castVote(player, meme.id, score)));
    expect(votes).toHaveLength(ballots.length);

    // Then everyone changes their mind at once, some twice.
    const changes = votes.map((vote, index) => {
      const owner = ballots[index]!.player;
      const first = changeVote(owner, vote.meme, ((index * 5) % 10) + 1);
      return index % 3 === 0 ? first.then(() => changeVote(owner, vote.meme, ((index * 3) % 10) + 1)) : first;
    });
    // Every change lands on the vote it changes.
    expect((await Promise.all(changes)).map((changed) => changed.id)).toEqual(votes.map((vote) => vote.id));

    await organizer.client.collection('contests').update(contestId, { status: 'results' });
    const averages = await expectExactAverages(contestId);
    expect(averages.votes).toHaveLength(ballots.length);
    const expectedScores = votes.map((_, index) => (index % 3 === 0 ? ((index * 3) % 10) + 1 : ((index * 5) % 10) + 1));
    const byMeme = new Map<string, number[]>();
    votes.forEach((vote, index) => byMeme.set(vote.meme, [...(byMeme.get(vote.meme) ?? []), expectedScores[index]!]));
    for (const [memeId, scores] of byMeme) expect(averages.memes.get(memeId)?.stored).toBe(mean(scores));
  });

  it('counts or refuses, never loses, the votes racing the opening of results', async () => {
    const organizer = await createOrganizer();
    const contestId = (await createContest(organizer, { max_memes_per_player: 1 })).id;
    const players = await Promise.all(
      Array.from({ length: 12 }, async (_, index) =>
        signInPlayer(await addPlayer(organizer, contestId, `Racer ${index + 1}`)),
      ),
    );
    const memes = await Promise.all(players.slice(0, 4).map((player) => uploadMeme(player)));
    await organizer.client.collection('contests').update(contestId, { status: 'vote' });
    // One vote per meme first, so that results may open.
    for (const meme of memes) {
      const voter = players.find(
        (player) => player.record.id !== meme.player && player.record.id !== memes[0]!.player,
      )!;
      await castVote(voter, meme.id, 5);
    }

    // Eight players keep voting, one request after another as a phone does, changing their scores round after
    // round until the server refuses them; results open after the twelfth answer, while votes are in flight.
    let answered = 0;
    let resultsOpened: Promise<unknown> | undefined;
    const lastAcknowledged = new Map<string, number>();
    const refusals: unknown[] = [];
    await Promise.all(
      players.slice(4).map(async (player, voterIndex) => {
        for (let round = 0; round < 100; round += 1) {
          for (const [memeIndex, meme] of memes.entries()) {
            try {
              const vote = await castVote(player, meme.id, ((voterIndex * 3 + memeIndex + round) % 10) + 1);
              lastAcknowledged.set(vote.id, vote.score);
            } catch (error) {
              refusals.push(error);
              return;
            } finally {
              answered += 1;
              if (answered === 12)
                resultsOpened = organizer.client.collection('contests').update(contestId, { status: 'results' });
            }
          }
        }
      }),
    );
    await resultsOpened;

    // Every voter was refused in the end, for the phase and nothing else.
    expect(refusals).toHaveLength(8);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(ClientResponseError);
      expect((refusal as ClientResponseError).status).toBe(400);
      expect((refusal as ClientResponseError).message).toBe(MESSAGES.phase);
    }
    // Every acknowledged vote is stored with the last score acknowledged for it, and counted in the averages.
    const averages = await expectExactAverages(contestId);
    expect(lastAcknowledged.size).toBeGreaterThan(0);
    expect(averages.votes).toHaveLength(memes.length + lastAcknowledged.size);
    for (const [id, score] of lastAcknowledged)
      expect(averages.votes.find((vote) => vote.id === id)?.score, `vote ${id}`).toBe(score);
  });
});
