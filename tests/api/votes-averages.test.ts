// votes: the server-computed averages, 0 while voting and exact from the moment results open, also after
// concurrent voting.
// Players cast and change votes only through PUT /api/memes/{meme}/vote (pb_hooks/votes.pb.js); the records API
// lets them read their votes, and only superusers write votes through it (and only in the vote phase).
import { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPlayer,
  castVote,
  changeVote,
  contestWithPlayers,
  createContest,
  createOrganizer,
  forcePhase,
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
import { mean, expectExactAverages, MESSAGES } from './support/votes';

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

  it('are written when results open: a meme averages its votes, a player gets points from every vote on their memes', async () => {
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
    // Points: the player's votes evened out with 5 imaginary votes at the contest's mean (28 over 5 votes, 5.6).
    expect(await player(ann.record.id)).toBeCloseTo((27 + 5 * 5.6) / (4 + 5), 10);
    expect(await player(ben.record.id)).toBeCloseTo((1 + 5 * 5.6) / (1 + 5), 10);
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
    const { organizer, contest, players } = await contestWithPlayers(
      Array.from({ length: 20 }, (_, index) => `Crowd ${index + 1}`),
    );
    const contestId = contest.id;
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
    const { organizer, contest, players } = await contestWithPlayers(
      Array.from({ length: 12 }, (_, index) => `Racer ${index + 1}`),
    );
    const contestId = contest.id;
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
