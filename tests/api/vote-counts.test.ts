// meme_vote_counts and player_vote_counts: the organizer's vote tallies, one request per column whatever the
// number of votes; visible to the contest's organizer only, and exact as votes come and go.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  castVote,
  changeVote,
  createScenario,
  forcePhase,
  refused,
  uploadMeme,
  type MemeRecord,
} from './support/roles';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';

interface VoteCount {
  id: string;
  contest: string;
  votes: number;
}

let scenario: Scenario;
let memes: MemeRecord[];

beforeAll(async () => {
  scenario = await createScenario();
  memes = await Promise.all(scenario.players.map((player) => uploadMeme(player, 'meme.png')));
  await uploadMeme(scenario.outsider, 'meme.gif');
  await forcePhase(scenario.contestA.id, 'vote');
  await forcePhase(scenario.contestB.id, 'vote');
  const [first, second, third] = scenario.players;
  // Player 1 scores memes 2 and 3, player 2 scores meme 3; meme 1 gets no vote.
  await castVote(first!, memes[1]!.id, 6);
  await castVote(first!, memes[2]!.id, 9);
  await castVote(second!, memes[2]!.id, 2);
  expect(third).toBeDefined();
});

const tallies = (role: Role, collection: 'meme_vote_counts' | 'player_vote_counts') =>
  clientOf(scenario, role)
    .collection(collection)
    .getFullList<VoteCount>({ filter: `contest = "${scenario.contestA.id}"` });

/** The organizer's counts of a view, by meme or player id. */
const countsById = async (collection: 'meme_vote_counts' | 'player_vote_counts') =>
  Object.fromEntries((await tallies('organizer A', collection)).map((row) => [row.id, row.votes]));

describe('vote counts', () => {
  it('tell the organizer how many votes each meme received and each player gave, never a score', async () => {
    const memeCounts = await tallies('organizer A', 'meme_vote_counts');
    expect(Object.fromEntries(memeCounts.map((row) => [row.id, row.votes]))).toEqual({
      [memes[0]!.id]: 0,
      [memes[1]!.id]: 1,
      [memes[2]!.id]: 2,
    });
    const playerCounts = await tallies('organizer A', 'player_vote_counts');
    expect(Object.fromEntries(playerCounts.map((row) => [row.id, row.votes]))).toEqual({
      [scenario.players[0]!.record.id]: 2,
      [scenario.players[1]!.record.id]: 1,
      [scenario.players[2]!.record.id]: 0,
    });
    for (const row of [...memeCounts, ...playerCounts]) {
      expect(Object.keys(row).sort()).toEqual(['collectionId', 'collectionName', 'contest', 'id', 'votes']);
    }
  });

  it.each(ROLES.filter((role) => role !== 'organizer A'))('show %s nothing of the contest', async (role) => {
    expect(await tallies(role, 'meme_vote_counts')).toEqual([]);
    expect(await tallies(role, 'player_vote_counts')).toEqual([]);
    await refused(clientOf(scenario, role).collection('meme_vote_counts').getOne(memes[2]!.id), 404);
  });

  it('follow a new vote at once', async () => {
    await castVote(scenario.players[2]!, memes[0]!.id, 5);
    const memeCounts = await tallies('organizer A', 'meme_vote_counts');
    expect(memeCounts.find((row) => row.id === memes[0]!.id)?.votes).toBe(1);
    const playerCounts = await tallies('organizer A', 'player_vote_counts');
    expect(playerCounts.find((row) => row.id === scenario.players[2]!.record.id)?.votes).toBe(1);
  });

  it('count a changed vote once', async () => {
    await changeVote(scenario.players[2]!, memes[0]!.id, 8);
    await changeVote(scenario.players[0]!, memes[2]!.id, 1);
    expect(await countsById('meme_vote_counts')).toEqual({
      [memes[0]!.id]: 1,
      [memes[1]!.id]: 1,
      [memes[2]!.id]: 2,
    });
    expect(await countsById('player_vote_counts')).toEqual({
      [scenario.players[0]!.record.id]: 2,
      [scenario.players[1]!.record.id]: 1,
      [scenario.players[2]!.record.id]: 1,
    });
  });

  it('cannot be written by anyone but a superuser', async () => {
    await refused(
      scenario.organizerA.client.collection('meme_vote_counts').create({ contest: scenario.contestA.id, votes: 9 }),
    );
    await refused(
      scenario.players[0]!.client.collection('player_vote_counts').update(scenario.players[0]!.record.id, { votes: 0 }),
    );
  });
});
