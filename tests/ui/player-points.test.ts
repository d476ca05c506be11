// The player points rule (contract/ranking.js playerPoints) and how points rank, ties included.
import { describe, expect, it } from 'vitest';
import ranking from '@contract/ranking.js';

const { PHANTOM_VOTES, playerPoints, rankByScore } = ranking;

/** The sum and count of a list of scores, as the server reads them. */
const received = (scores: number[]) => ({ sum: scores.reduce((a, b) => a + b, 0), count: scores.length });

describe('player points', () => {
  it('are evened out with 5 imaginary votes at the contest mean', () => {
    expect(PHANTOM_VOTES).toBe(5);
    // The worked example of docs/product/rules-and-limits.md#scores.
    expect(playerPoints(received([9, 9, 8]), 6)).toBeCloseTo((26 + 30) / 8, 10);
    expect(playerPoints(received([8, 8, 8, 8, 8, 8, 8, 8, 8]), 6)).toBeCloseTo((72 + 30) / 14, 10);
  });

  it('rank three strong memes above one lucky meme', () => {
    const lucky = { name: 'lucky', points: playerPoints(received([9, 9, 8]), 6) };
    const steady = { name: 'steady', points: playerPoints(received(Array(9).fill(8)), 6) };
    // On plain averages the lucky one would win: 8.7 against 8.
    expect(26 / 3).toBeGreaterThan(8);
    expect(rankByScore([lucky, steady], (player) => player.points).map((entry) => entry.item.name)).toEqual([
      'steady',
      'lucky',
    ]);
  });

  it('still let a player who earned many strong votes on one meme win', () => {
    const oneGreat = playerPoints(received(Array(30).fill(9)), 6);
    const threeGood = playerPoints(received(Array(30).fill(7)), 6);
    expect(oneGreat).toBeGreaterThan(threeGood);
  });

  it('are 0 without votes, and the mean for a player at the mean', () => {
    expect(playerPoints(received([]), 6)).toBe(0);
    expect(playerPoints(received([6, 6]), 6)).toBe(6);
  });

  it('share a rank when they read the same, and the next rank skips', () => {
    const players = [
      { name: 'a', points: playerPoints(received([7, 7, 7]), 6) },
      { name: 'b', points: playerPoints(received([8, 8, 5]), 6) },
      { name: 'c', points: playerPoints(received([6, 6, 6, 6]), 6) },
      { name: 'd', points: playerPoints(received([2]), 6) },
    ];
    const ranked = rankByScore(players, (player) => player.points);
    expect(ranked.map((entry) => [entry.item.name, entry.rank, entry.score])).toEqual([
      ['a', 1, '6.4'],
      ['b', 1, '6.4'],
      ['c', 3, '6'],
      ['d', 4, '5.3'],
    ]);
  });
});
