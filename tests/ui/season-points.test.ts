// The season points rule (contract/seasons.js, docs/product/rules-and-limits.md#seasons): places from the player
// rankings, 10/7/5 and 1 for taking part, shared places sharing points, the leaderboard's ties, and who is who
// across contests. tests/api/seasons.test.ts checks the server ranks through it.
import { describe, expect, it } from 'vitest';
import seasons from '@contract/seasons.js';

const { SEASON_PODIUM_POINTS, SEASON_TAKING_PART_POINTS, contestSeasonEntries, seasonStandings, standingOf } = seasons;

type Player = Parameters<typeof contestSeasonEntries>[0][number];
const player = (username: string, player_points: number, more: Partial<Player> = {}): Player => ({
  username,
  discord_id: '',
  player_points,
  has_meme: player_points > 0,
  took_part: true,
  ...more,
});
const contest = (held: string, players: Player[]) => ({ held, entries: contestSeasonEntries(players) });
const rows = (standings: ReturnType<typeof seasonStandings>) =>
  standings.map((row) => [row.rank, row.username, row.points, row.contests, row.best_average]);

describe('season points from one contest', () => {
  it('give 10, 7 and 5 to the podium and 1 to every other player who took part', () => {
    expect(SEASON_PODIUM_POINTS).toEqual([10, 7, 5]);
    expect(SEASON_TAKING_PART_POINTS).toBe(1);
    const entries = contestSeasonEntries([
      player('Ana', 7.5),
      player('Ben', 6.5),
      player('Cat', 5.5),
      player('Dan', 4.5),
      player('Eve', 0, { has_meme: false }),
      player('Idle', 0, { has_meme: false, took_part: false }),
    ]);
    expect(entries.map((entry) => [entry.username, entry.place, entry.points])).toEqual([
      ['Ana', 1, 10],
      ['Ben', 2, 7],
      ['Cat', 3, 5],
      ['Dan', 4, 1],
      ['Eve', 0, 1],
    ]);
  });

  it('share points between players who share a place, as the results rank them', () => {
    // 7.53 and 7.48 both read 7.5: the same place, as on the results page; the next place is 3rd.
    const entries = contestSeasonEntries([player('Ben', 7.53), player('Ana', 7.48), player('Fay', 4.6)]);
    expect(entries.map((entry) => [entry.username, entry.place, entry.points])).toEqual([
      ['Ben', 1, 10],
      ['Ana', 1, 10],
      ['Fay', 3, 5],
    ]);
  });

  it('place only players with a meme: a voter is never on the podium', () => {
    const entries = contestSeasonEntries([player('Solo', 6), player('Voter', 0, { has_meme: false })]);
    expect(entries.map((entry) => [entry.username, entry.points])).toEqual([
      ['Solo', 10],
      ['Voter', 1],
    ]);
  });
});

describe('the season leaderboard', () => {
  it('ranks by points, then best average, and gives equal players the same place (the worked example)', () => {
    const standings = seasonStandings([
      contest('2026-11-06 20:00:00.000Z', [
        player('Ana', 7.5),
        player('Ben', 6.5),
        player('Cat', 5.5),
        player('Dan', 4.5),
        player('Eve', 0, { has_meme: false }),
        player('Gus', 0, { has_meme: false }),
      ]),
      contest('2026-11-13 20:00:00.000Z', [
        player('Ben', 7.7),
        player('Ana', 7.7),
        player('Fay', 4.6),
        player('eve', 0, { has_meme: false }),
        player('Gus', 0, { has_meme: false }),
      ]),
    ]);
    expect(rows(standings)).toEqual([
      [1, 'Ana', 20, 2, '7.7'],
      [2, 'Ben', 17, 2, '7.7'],
      [3, 'Cat', 5, 1, '5.5'],
      [4, 'Fay', 5, 1, '4.6'],
      [5, 'eve', 2, 2, '0'],
      [5, 'Gus', 2, 2, '0'],
      [7, 'Dan', 1, 1, '4.5'],
    ]);
  });

  it('reads best averages as shown: 6.04 and 5.96 are the same 6', () => {
    const standings = seasonStandings([
      contest('2026-11-06 20:00:00.000Z', [player('Kim', 6.04), player('Lou', 6.04)]),
      contest('2026-11-13 20:00:00.000Z', [player('Lou', 5.96), player('Kim', 5.96)]),
    ]);
    expect(rows(standings)).toEqual([
      [1, 'Kim', 20, 2, '6'],
      [1, 'Lou', 20, 2, '6'],
    ]);
  });

  it('recognises a Discord player under a new name, and a name without Discord as its one Discord player', () => {
    const standings = seasonStandings([
      contest('2026-11-13 20:00:00.000Z', [
        player('Zed the Great', 9, { discord_id: '1' }),
        player('Xia', 5),
        player('Wen', 2),
      ]),
      // Older, though given second: the latest name is the newest contest's.
      contest('2026-11-06 20:00:00.000Z', [
        player('Zed', 9, { discord_id: '1' }),
        player('Yan', 5),
        player('xia', 2, { discord_id: '2' }),
      ]),
    ]);
    expect(rows(standings).map((row) => row.slice(0, 4))).toEqual([
      [1, 'Zed the Great', 20, 2],
      [2, 'Xia', 12, 2],
      [3, 'Yan', 7, 1],
      [4, 'Wen', 5, 1],
    ]);
    expect(standingOf(standings, { discord_id: '1', username: 'Someone else' })?.username).toBe('Zed the Great');
    expect(standingOf(standings, { discord_id: '', username: 'XIA' })?.points).toBe(12);
    expect(standingOf(standings, { discord_id: '', username: 'Nobody' })).toBeNull();
  });

  it('keeps two Discord players apart under one name, and a name without Discord apart from both', () => {
    const standings = seasonStandings([
      contest('2026-11-06 20:00:00.000Z', [player('Sam', 9, { discord_id: '7' }), player('Ola', 3)]),
      contest('2026-11-13 20:00:00.000Z', [player('Sam', 9, { discord_id: '8' }), player('Ola', 3)]),
      contest('2026-11-20 20:00:00.000Z', [player('Sam', 9), player('Ola', 3)]),
    ]);
    expect(rows(standings).map((row) => [row[1], row[2], row[3]])).toEqual([
      ['Ola', 21, 3],
      ['Sam', 10, 1],
      ['Sam', 10, 1],
      ['Sam', 10, 1],
    ]);
  });
});
