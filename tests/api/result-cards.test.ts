// Result cards: GET /api/contests/{contest}/card answers the signed-in player's own card in results (their best meme,
// the scores their memes received and their awards). Awards and the spread of scores count a player's received scores
// only once they come from at least 3 different voters, so no single vote can be read from a card
// (docs/product/rules-and-limits.md#awards). And only the contest's owner turns the public results on.
import { describe, expect, it } from 'vitest';
import type { PlayerCardAnswer } from '@contract/answers.js';
import { share } from './support/results-contest';
import {
  anonymous,
  castVote,
  contestWithPlayers,
  createOrganizer,
  refused,
  setPhase,
  uploadMeme,
  type Player,
} from './support/roles';

const cardPath = (contestId: string) => `/api/contests/${contestId}/card`;
const readCard = (player: Player, contestId = player.record.contest) =>
  player.client.send<PlayerCardAnswer>(cardPath(contestId), {});

/** Ten counts, for the scores 1 to 10. */
function spreadOf(scores: Record<number, number>): number[] {
  return Array.from({ length: 10 }, (_, index) => scores[index + 1] ?? 0);
}

/**
 * Five players. Ann's meme: 9, 9, 9 from three voters. Ben's: 2, 10, 6, 6 from four. Cleo's two memes: 10 four times,
 * but from two voters only. Dan's: one 5. Eve uploads nothing.
 */
async function contestOfFive() {
  const { organizer, contest, players } = await contestWithPlayers(['Ann', 'Ben', 'Cleo', 'Dan', 'Eve'], {
    maxMemes: 2,
  });
  const [ann, ben, cleo, dan, eve] = players as [Player, Player, Player, Player, Player];
  const annMeme = await uploadMeme(ann, 'meme.png');
  const benMeme = await uploadMeme(ben, 'meme.jpg');
  const cleoFirst = await uploadMeme(cleo, 'meme.png');
  const cleoSecond = await uploadMeme(cleo, 'meme.gif');
  const danMeme = await uploadMeme(dan, 'meme.png');
  await setPhase(organizer, contest.id, 'vote');
  for (const [voter, score] of [
    [ben, 9],
    [cleo, 9],
    [dan, 9],
  ] as const) {
    await castVote(voter, annMeme.id, score);
  }
  for (const [voter, score] of [
    [ann, 2],
    [cleo, 10],
    [dan, 6],
    [eve, 6],
  ] as const) {
    await castVote(voter, benMeme.id, score);
  }
  for (const meme of [cleoFirst, cleoSecond]) {
    await castVote(dan, meme.id, 10);
    await castVote(eve, meme.id, 10);
  }
  await castVote(ann, danMeme.id, 5);
  return { organizer, contest, ann, ben, cleo, dan, eve, annMeme, benMeme, cleoFirst, cleoSecond, danMeme };
}

describe('a player result card', () => {
  it('shows the spread of scores and awards only from 3 voters or more', async () => {
    const { organizer, contest, ann, ben, cleo, dan, eve, annMeme, benMeme, cleoSecond, danMeme } =
      await contestOfFive();
    // Not before results: the scores are still being given.
    expect((await refused(readCard(ann))).status).toBe(404);
    await setPhase(organizer, contest.id, 'results');

    expect(await readCard(ann)).toEqual({
      player: ann.record.id,
      best_meme: annMeme.id,
      votes: 3,
      spread: spreadOf({ 9: 3 }),
      awards: ['crowdFavourite', 'mostConsistent'],
      season: null,
    });
    expect(await readCard(ben)).toEqual({
      player: ben.record.id,
      best_meme: benMeme.id,
      votes: 4,
      spread: spreadOf({ 2: 1, 6: 2, 10: 1 }),
      awards: ['mostDivisive'],
      season: null,
    });
    // Four perfect scores, the best average of all, but from two voters: each of them would read the other's scores
    // on a spread, and an award would rest on two people. No spread, no award.
    // Her best meme: of two equal averages, the newer, as the results list them.
    expect(await readCard(cleo)).toEqual({
      player: cleo.record.id,
      best_meme: cleoSecond.id,
      votes: 4,
      spread: null,
      awards: [],
      season: null,
    });
    // One vote: its voter is the only one who scored Dan, so the card shows the count alone.
    expect(await readCard(dan)).toEqual({
      player: dan.record.id,
      best_meme: danMeme.id,
      votes: 1,
      spread: null,
      awards: [],
      season: null,
    });
    expect(await readCard(eve)).toEqual({
      player: eve.record.id,
      best_meme: '',
      votes: 0,
      spread: null,
      awards: [],
      season: null,
    });
  });

  it('gives no award when fewer than two players reach 3 voters, nor when all of them tie', async () => {
    // Three players, each meme scored by the two others: two votes each, never 3 voters.
    const small = await contestWithPlayers(['Ivy', 'Jon', 'Kai']);
    const [ivy, jon, kai] = small.players as [Player, Player, Player];
    const memes = [await uploadMeme(ivy), await uploadMeme(jon), await uploadMeme(kai)];
    await setPhase(small.organizer, small.contest.id, 'vote');
    for (const [index, meme] of memes.entries()) {
      for (const [voterIndex, voter] of [ivy, jon, kai].entries()) {
        if (voterIndex !== index) await castVote(voter, meme.id, 10 - index);
      }
    }
    await setPhase(small.organizer, small.contest.id, 'results');
    for (const player of [ivy, jon, kai]) {
      const card = await readCard(player);
      expect(card.votes).toBe(2);
      expect(card.spread).toBeNull();
      expect(card.awards).toEqual([]);
    }

    // Four players, every meme scored 7 by the three others: all of them reach 3 voters, all tie, nobody stands out.
    const even = await contestWithPlayers(['Lea', 'Max', 'Noa', 'Oli']);
    const evenMemes = [];
    for (const player of even.players) evenMemes.push(await uploadMeme(player));
    await setPhase(even.organizer, even.contest.id, 'vote');
    for (const [index, meme] of evenMemes.entries()) {
      for (const [voterIndex, voter] of even.players.entries()) {
        if (voterIndex !== index) await castVote(voter, meme.id, 7);
      }
    }
    await setPhase(even.organizer, even.contest.id, 'results');
    for (const player of even.players) {
      const card = await readCard(player);
      expect(card.spread).toEqual(spreadOf({ 7: 3 }));
      expect(card.awards).toEqual([]);
    }
  });

  it('counts the scores of removed players as one voter between them', async () => {
    // Three voters score Ann's meme; two of them are removed during the vote, so their scores stay without a voter.
    const { organizer, contest, players } = await contestWithPlayers(['Ann', 'Ben', 'Cleo', 'Dan']);
    const [ann, ben, cleo, dan] = players as [Player, Player, Player, Player];
    const meme = await uploadMeme(ann);
    await setPhase(organizer, contest.id, 'vote');
    await castVote(ben, meme.id, 9);
    await castVote(cleo, meme.id, 8);
    await castVote(dan, meme.id, 7);
    await organizer.client.collection('players').delete(cleo.record.id);
    await organizer.client.collection('players').delete(dan.record.id);
    await setPhase(organizer, contest.id, 'results');
    // Three votes, but the server cannot tell two cleared voters from one: Ben and one voter, no spread.
    expect(await readCard(ann)).toEqual({
      player: ann.record.id,
      best_meme: meme.id,
      votes: 3,
      spread: null,
      awards: [],
      season: null,
    });
  });

  it('answers only a player of the contest, their own card, and no cache keeps it', async () => {
    const { organizer, contest, ann } = await contestOfFive();
    await setPhase(organizer, contest.id, 'results');
    await share(organizer, contest.id, true);

    // Shared results are public; a card is not.
    expect((await refused(anonymous().send(cardPath(contest.id), {}))).status).toBe(401);
    expect((await refused(organizer.client.send(cardPath(contest.id), {}))).status).toBe(403);
    const other = await contestWithPlayers(['Zed']);
    expect((await refused(other.players[0]!.client.send(cardPath(contest.id), {}))).status).toBe(404);
    expect((await refused(readCard(ann, other.contest.id))).status).toBe(404);

    const response = await fetch(`${organizer.client.baseURL}${cardPath(contest.id)}`, {
      headers: { Authorization: ann.client.authStore.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('private');
    // The card's fields and nothing else: no voter, no single vote (season: the player's season line, tests/api/seasons.test.ts).
    expect(Object.keys((await response.json()) as object).sort()).toEqual([
      'awards',
      'best_meme',
      'player',
      'season',
      'spread',
      'votes',
    ]);
  });
});

describe('turning the public results on', () => {
  it('is the owner’s alone', async () => {
    const { organizer, contest, ann } = await contestOfFive();
    await setPhase(organizer, contest.id, 'results');
    const stranger = await createOrganizer('stranger');
    expect((await refused(share(stranger, contest.id, true))).status).toBe(404);
    expect((await refused(ann.client.collection('contests').update(contest.id, { results_shared: true }))).status).toBe(
      404,
    );
    expect(
      (await refused(anonymous().collection('contests').update(contest.id, { results_shared: true }))).status,
    ).toBe(404);
    // Still private: the public answer is refused until the owner shares.
    expect((await fetch(`${organizer.client.baseURL}/api/contests/${contest.id}/results`)).status).toBe(404);
    expect((await share(organizer, contest.id, true)).results_shared).toBe(true);
    expect((await fetch(`${organizer.client.baseURL}/api/contests/${contest.id}/results`)).status).toBe(200);
  });
});
