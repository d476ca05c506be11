// The player points rule (contract/ranking.js playerPoints, docs/product/rules-and-limits.md#scores) as the results
// answer gives it: one lucky meme does not beat three strong ones, and the answer ranks players by their points.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContestResultsAnswer } from '@contract/answers.js';
import ranking from '@contract/ranking.js';
import { castVote, contestWithPlayers, setPhase, uploadMeme, type Player } from './support/roles';

describe('player points in the results answer', () => {
  let answer: ContestResultsAnswer;
  let lucky: Player;
  let steady: Player;
  let weak: Player;

  beforeAll(async () => {
    const { organizer, contest, players } = await contestWithPlayers(
      ['Pts Lucky', 'Pts Steady', 'Pts Weak', 'Pts Voter A', 'Pts Voter B', 'Pts Voter C'],
      { maxMemes: 3 },
    );
    [lucky, steady, weak] = players as [Player, Player, Player];
    const voters = players.slice(3);
    const luckyMeme = await uploadMeme(lucky, 'meme.png');
    const steadyMemes = [
      await uploadMeme(steady, 'meme.jpg'),
      await uploadMeme(steady, 'meme.gif'),
      await uploadMeme(steady, 'meme.png'),
    ];
    const weakMemes = [await uploadMeme(weak, 'meme.jpg'), await uploadMeme(weak, 'meme.gif')];
    await setPhase(organizer, contest.id, 'vote');
    // Lucky's one meme: 9, 9, 8 (8.67 on average). Steady's three: 8 from everyone (8). Weak's two: 3s and 2s.
    const ballots: [string, number[]][] = [
      [luckyMeme.id, [9, 9, 8]],
      ...steadyMemes.map((meme): [string, number[]] => [meme.id, [8, 8, 8]]),
      [weakMemes[0]!.id, [3, 3, 3]],
      [weakMemes[1]!.id, [2, 2, 2]],
    ];
    for (const [memeId, scores] of ballots) {
      for (const [index, score] of scores.entries()) await castVote(voters[index]!, memeId, score);
    }
    await setPhase(organizer, contest.id, 'results');
    answer = await lucky.client.send<ContestResultsAnswer>(`/api/contests/${contest.id}/results`, {});
  });

  const pointsOf = (player: Player) => answer.players.find((row) => row.id === player.record.id)!.average_score;

  it('ranks three strong memes above one lucky meme that averages more', () => {
    // The best meme is still the lucky one: the winner line names it.
    expect(answer.memes[0]!.expand.player?.username).toBe(lucky.record.username);
    // 113 points over 18 votes: the contest's mean, toward which 5 imaginary votes even each player out.
    const mean = 113 / 18;
    expect(pointsOf(steady)).toBeCloseTo((72 + 5 * mean) / (9 + 5), 10);
    expect(pointsOf(lucky)).toBeCloseTo((26 + 5 * mean) / (3 + 5), 10);
    const ranked = ranking.rankByScore(answer.players, (row) => row.average_score);
    expect(ranked.slice(0, 3).map((entry) => [entry.item.username, entry.rank, entry.score])).toEqual([
      [steady.record.username, 1, '7.4'],
      [lucky.record.username, 2, '7.2'],
      [weak.record.username, 3, '4.2'],
    ]);
  });

  it('gives 0 points to players whose memes received no vote, and to players without memes', () => {
    for (const row of answer.players.filter((player) => player.username.startsWith('Pts Voter'))) {
      expect(row.average_score).toBe(0);
    }
  });
});
