// votes: who may cast, change, list and delete them, the score scale, one vote per meme and player, and the
// server-computed averages: 0 while voting, exact from the moment results open, even after concurrent voting.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';
import {
  addPlayer,
  castVote,
  createContest,
  createOrganizer,
  createScenario,
  forcePhase,
  ids,
  refused,
  signInPlayer,
  superuser,
  uploadMeme,
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
    memes: new Map(memes.map((meme) => [meme.id, { stored: meme.average_score, expected: mean(memeScores.get(meme.id) ?? []) }])),
    players: new Map(
      players.map((player) => [player.id, { stored: player.average_score, expected: mean(playerScores.get(player.id) ?? []) }]),
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
  let voteOfPlayer1: VoteRecord;
  let voteOfPlayer3: VoteRecord;

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

  it.each(ROLES)('create as %s of a vote in player 1\'s name on player 3\'s meme', async (role) => {
    const request = clientOf(scenario, role)
      .collection('votes')
      .create<VoteRecord>({ meme: memeOfPlayer3.id, player: scenario.players[0]!.record.id, score: 5 });
    if (role === 'player') {
      expect((await request).score).toBe(5);
    } else {
      await refused(request, 400);
    }
  });

  it.each(ROLES)('update of player 3\'s vote as %s', async (role) => {
    const request = clientOf(scenario, role).collection('votes').update(voteOfPlayer3.id, { score: 10 });
    await refused(request, 404);
    expect((await (await superuser()).collection('votes').getOne<VoteRecord>(voteOfPlayer3.id)).score).toBe(4);
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

  it('a player updates their own vote during the vote phase, with the payload of SPEC.md §7', async () => {
    const player = scenario.players[0]!;
    const updated = await player.client
      .collection('votes')
      .update<VoteRecord>(voteOfPlayer1.id, { score: 9, meme: memeOfPlayer2.id, player: player.record.id });
    expect(updated.score).toBe(9);
  });

  it('a vote cannot be moved to another meme or player', async () => {
    const player = scenario.players[0]!;
    await refused(player.client.collection('votes').update(voteOfPlayer1.id, { meme: memeOfOutsider.id }), 404);
    await refused(
      player.client.collection('votes').update(voteOfPlayer1.id, { player: scenario.players[2]!.record.id }),
      404,
    );
  });
});

describe('casting votes', () => {
  it('refuses a vote on one\'s own meme, on another contest\'s meme, or in another player\'s name', async () => {
    const [player1, player2] = scenario.players as [Player, Player];
    await refused(castVote(player1, memeOfPlayer1.id, 5), 400);
    await refused(castVote(player1, memeOfOutsider.id, 5), 400);
    await refused(castVote(scenario.outsider, memeOfPlayer2.id, 5), 400);
    await refused(
      player1.client.collection('votes').create({ meme: memeOfPlayer2.id, player: player2.record.id, score: 5 }),
      400,
    );
    await refused(player1.client.collection('votes').create({ meme: memeOfPlayer2.id, score: 5 }), 400);
  });

  it.each([[0], [11], [3.5], [-2], ['ten'], [null]])('refuses the score %j', async (score) => {
    const player = scenario.players[1]!;
    await refused(player.client.collection('votes').create({ meme: memeOfPlayer1.id, player: player.record.id, score }), 400);
  });

  it('accepts 1 and 10, refuses a second vote on the same meme, and refuses invalid updates', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer, { max_memes_per_player: 2 });
    const [author, voter] = await Promise.all(
      ['Scale Author', 'Scale Voter'].map(async (name) => signInPlayer(await addPlayer(organizer, contest.id, name))),
    );
    const [low, high] = await Promise.all([uploadMeme(author!, 'meme.png'), uploadMeme(author!, 'meme.gif')]);
    await forcePhase(contest.id, 'vote');
    const lowest = await castVote(voter!, low!.id, 1);
    expect(lowest.score).toBe(1);
    expect((await castVote(voter!, high!.id, 10)).score).toBe(10);
    await refused(castVote(voter!, low!.id, 6), 400);
    for (const score of [0, 11, 2.5]) {
      await refused(voter!.client.collection('votes').update(lowest.id, { score }), 400);
    }
    const admin = await superuser();
    expect(await admin.collection('votes').getFullList({ filter: `meme = "${low!.id}"` })).toHaveLength(1);
    await forcePhase(contest.id, 'results');
    expect((await admin.collection('memes').getOne<MemeRecord>(low!.id)).average_score).toBe(1);
  });

  it('refuses votes and vote changes outside the vote phase', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer, { max_memes_per_player: 1 });
    const [author, voter] = await Promise.all(
      ['Timing Author', 'Timing Voter'].map(async (name) => signInPlayer(await addPlayer(organizer, contest.id, name))),
    );
    const meme = await uploadMeme(author!);
    await refused(castVote(voter!, meme.id, 5), 400);
    await forcePhase(contest.id, 'vote');
    const vote = await castVote(voter!, meme.id, 5);
    await forcePhase(contest.id, 'results');
    await refused(voter!.client.collection('votes').update(vote.id, { score: 6 }), 404);
    await refused(castVote(author!, meme.id, 6), 400);
    expect((await voter!.client.collection('votes').getOne<VoteRecord>(vote.id)).score).toBe(5);
  });

  it('refuses a vote from a removed player', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer, { max_memes_per_player: 1 });
    const [author, voter] = await Promise.all(
      ['Gone Author', 'Gone Voter'].map(async (name) => signInPlayer(await addPlayer(organizer, contest.id, name))),
    );
    const meme = await uploadMeme(author!);
    await forcePhase(contest.id, 'vote');
    await organizer.client.collection('players').delete(voter!.record.id);
    // The token of a removed player no longer authenticates, so the request is anonymous.
    await refused(castVote(voter!, meme.id, 5), 400);
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
      ['Avg Ann', 'Avg Ben', 'Avg Cat', 'Avg Dan'].map(async (name) => signInPlayer(await addPlayer(organizer, contestId, name))),
    );
    // Ann has two memes, Ben one, Cat and Dan none.
    memes = [await uploadMeme(players[0]!, 'meme.png'), await uploadMeme(players[0]!, 'meme.jpg'), await uploadMeme(players[1]!, 'meme.gif')];
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
    await cat.client.collection('votes').update(catOnBen.id, { score: 1 });

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
    await refused(admin.collection('votes').create({ meme: annFirst.id, player: players[2]!.record.id, score: 3 }), 400);
    expect((await admin.collection('votes').getOne<VoteRecord>(vote!.id)).score).toBe(vote!.score);
    await expectExactAverages(contestId);
  });
});

describe('concurrent voting', () => {
  it('has exact averages at results after 20 players vote and re-vote at once', async () => {
    const organizer = await createOrganizer();
    const contestId = (await createContest(organizer, { max_memes_per_player: 1 })).id;
    const players = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => signInPlayer(await addPlayer(organizer, contestId, `Crowd ${index + 1}`))),
    );
    const memes = await Promise.all(
      players.slice(0, 8).map((player, index) => uploadMeme(player, (['meme.png', 'meme.jpg', 'meme.gif'] as const)[index % 3])),
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
    const changes = votes.flatMap((vote, index) => {
      const owner = ballots[index]!.player;
      const first = owner.client.collection('votes').update(vote.id, { score: ((index * 5) % 10) + 1 });
      return index % 3 === 0
        ? [first.then(() => owner.client.collection('votes').update(vote.id, { score: ((index * 3) % 10) + 1 }))]
        : [first];
    });
    await Promise.all(changes);

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
      Array.from({ length: 12 }, async (_, index) => signInPlayer(await addPlayer(organizer, contestId, `Racer ${index + 1}`))),
    );
    const memes = await Promise.all(players.slice(0, 4).map((player) => uploadMeme(player)));
    await organizer.client.collection('contests').update(contestId, { status: 'vote' });
    // One vote per meme first, so that results may open.
    for (const meme of memes) {
      const voter = players.find((player) => player.record.id !== meme.player && player.record.id !== memes[0]!.player)!;
      await castVote(voter, meme.id, 5);
    }

    const ballots = players.slice(4).flatMap((player, voterIndex) =>
      memes.map((meme, memeIndex) => ({ player, meme, score: ((voterIndex * 3 + memeIndex) % 10) + 1 })),
    );
    const racing = ballots.map(({ player, meme, score }) => castVote(player, meme.id, score));
    // Results open while those votes are in flight.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await organizer.client.collection('contests').update(contestId, { status: 'results' });
    const outcomes = await Promise.allSettled(racing);

    const averages = await expectExactAverages(contestId);
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(averages.votes).toHaveLength(memes.length + accepted);
  });
});
