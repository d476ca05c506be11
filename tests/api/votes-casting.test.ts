// votes: casting and changing a vote, the score scale, one vote per meme and player, and every refusal.
// Players cast and change votes only through PUT /api/memes/{meme}/vote (pb_hooks/votes.pb.js); the records API
// lets them read their votes, and only superusers write votes through it (and only in the vote phase).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  castVote,
  changeVote,
  contestWithPlayers,
  forcePhase,
  refused,
  refusedWith,
  sendVote,
  superuser,
  uploadMeme,
  type MemeRecord,
  type Player,
  type VoteRecord,
} from './support/roles';
import { type Scenario } from './support/scenario';
import { MESSAGES, storedVotes, voteScenario } from './support/votes';

let scenario: Scenario;
let memeOfPlayer1: MemeRecord;
let memeOfOutsider: MemeRecord;

beforeAll(async () => {
  ({ scenario, memeOfPlayer1, memeOfOutsider } = await voteScenario());
});

describe('casting votes', () => {
  it("refuses a vote on one's own meme or on another contest's meme, and cannot vote in another player's name", async () => {
    const { players } = await contestWithPlayers(['Cast Ann', 'Cast Ben', 'Cast Cat']);
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
    const { players } = await contestWithPlayers(['Scale Author', 'Scale Voter'], { maxMemes: 2 });
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
    const { players } = await contestWithPlayers(['Burst Author', 'Burst Voter']);
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
    const { players } = await contestWithPlayers(['Timing Author', 'Timing Voter', 'Timing Late']);
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
    const { organizer, players } = await contestWithPlayers(['Gone Author', 'Gone Voter']);
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
    const { organizer, contest, players } = await contestWithPlayers(['Orphan Author', 'Orphan Voter']);
    const [author, voter] = players as [Player, Player];
    const meme = await uploadMeme(author);
    await forcePhase(contest.id, 'vote');
    await organizer.client.collection('contests').delete(contest.id);
    await refused(castVote(voter, meme.id, 5), 404);
    expect(await storedVotes(meme.id)).toEqual([]);
  });

  it('organizers, superusers and anonymous visitors: only a player votes', async () => {
    const { organizer, contest, players } = await contestWithPlayers(['Role Author', 'Role Voter']);
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
