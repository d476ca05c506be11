// The exports (docs/product/rules-and-limits.md#exports): a contest's results and a season's leaderboard as CSV and
// JSON downloads, for their owner only, holding only what the public pages show plus the player rankings; CSV cells
// that a spreadsheet app would read as formulas are defused, and the file opens as UTF-8.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, routeAddress } from '@contract/routes.js';
import { anonymous, createContest, createOrganizer, refusedWith, serverUrl, type Organizer } from './support/roles';
import {
  createSeason,
  linkDiscord,
  playContest,
  type PlayedContest,
  type SeasonRecord,
} from './support/season-contest';

const { csvCell } = createRequire(import.meta.url)('../../pb_hooks/lib/rules/exports.js') as {
  csvCell(value: string | number): string;
};

/** GET an export as `token`'s holder (or anonymously), as a browser download would. */
function download(path: string, token = '') {
  return fetch(`${serverUrl()}${path}`, { headers: token ? { Authorization: token } : {} });
}
const contestExport = (contestId: string, format: string) =>
  `${routeAddress(API_ROUTES.contestExport, { contest: contestId })}?format=${format}`;
const seasonExport = (seasonId: string, format: string) =>
  `${routeAddress(API_ROUTES.seasonExport, { season: seasonId })}?format=${format}`;

describe('a CSV cell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['Ana, the Great', '"Ana, the Great"'],
    ['Say "hi"', '"Say ""hi"""'],
    ['Two\nlines', '"Two\nlines"'],
    ['Zoë 🐸', 'Zoë 🐸'],
  ])('reads %j as typed, never as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps numbers as numbers', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(8.5)).toBe('8.5');
  });
});

describe('the exports', () => {
  let owner: Organizer;
  let other: Organizer;
  let season: SeasonRecord;
  let played: PlayedContest;

  beforeAll(async () => {
    [owner, other] = await Promise.all([createOrganizer('export-owner'), createOrganizer('export-other')]);
    season = await createSeason(owner, { name: 'Été 2026: =cup' });
    played = await playContest(owner, season.id, {
      name: 'Friday: "Best" memes',
      uploaders: ['=SUM(A1)', 'Zoë, the frog', 'Plain'],
      voters: ['Voter'],
      scores: { '=SUM(A1)': [9, 8, 9], 'Zoë, the frog': [7, 6, 8], Plain: [3, 3, 4] },
    });
    await linkDiscord(played.players['Plain']!, '900000000000000077');
  });

  it("downloads a contest's results as CSV: BOM, places, names as typed, scores and the player rankings", async () => {
    const response = await download(contestExport(played.contest.id, 'csv'), owner.client.authStore.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="friday-best-memes-results.csv"');
    expect(response.headers.get('cache-control')).toContain('private');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      [
        'ranking,place,player,score',
        "meme,1,'=SUM(A1),8.7",
        'meme,2,"Zoë, the frog",7',
        'meme,3,Plain,3.3',
        "player,1,'=SUM(A1),7.2",
        'player,2,"Zoë, the frog",6.6',
        'player,3,Plain,5.2',
        'player,4,Voter,0',
        '',
      ].join('\r\n'),
    );
  });

  it("downloads a contest's results as JSON with only the public fields", async () => {
    const response = await download(contestExport(played.contest.id, 'json'), owner.client.authStore.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="friday-best-memes-results.json"');
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toEqual({
      contest: {
        name: 'Friday: "Best" memes',
        description: expect.any(String),
        players: 4,
        votes: 9,
        last_vote: expect.any(String),
      },
      memes: [
        { place: 1, player: '=SUM(A1)', score: 8.7 },
        { place: 2, player: 'Zoë, the frog', score: 7 },
        { place: 3, player: 'Plain', score: 3.3 },
      ],
      players: [
        { place: 1, player: '=SUM(A1)', points: 7.2 },
        { place: 2, player: 'Zoë, the frog', points: 6.6 },
        { place: 3, player: 'Plain', points: 5.2 },
        { place: 4, player: 'Voter', points: 0 },
      ],
    });
    for (const secret of [
      played.contest.id,
      owner.user.id,
      '900000000000000077',
      ...Object.values(played.players).flatMap((player) => [player.record.id, player.token]),
      ...Object.values(played.memes).flatMap((meme) => [meme.id, meme.media]),
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("downloads a season's leaderboard as CSV and JSON", async () => {
    const csv = await download(seasonExport(season.id, 'csv'), owner.client.authStore.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ete-2026-cup-season.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      [
        'rank,player,points,contests,best_average',
        "1,'=SUM(A1),10,1,7.2",
        '2,"Zoë, the frog",7,1,6.6',
        '3,Plain,5,1,5.2',
        '4,Voter,1,1,0',
        '',
      ].join('\r\n'),
    );
    const json = await download(seasonExport(season.id, 'json'), owner.client.authStore.token);
    const text = await json.text();
    expect(JSON.parse(text)).toEqual({
      season: { name: 'Été 2026: =cup', ends: '' },
      standings: [
        { rank: 1, player: '=SUM(A1)', points: 10, contests: 1, best_average: 7.2 },
        { rank: 2, player: 'Zoë, the frog', points: 7, contests: 1, best_average: 6.6 },
        { rank: 3, player: 'Plain', points: 5, contests: 1, best_average: 5.2 },
        { rank: 4, player: 'Voter', points: 1, contests: 1, best_average: 0 },
      ],
      podiums: [
        {
          contest_name: 'Friday: "Best" memes',
          held: expect.any(String),
          players: 4,
          votes: 9,
          places: [
            { place: 1, player: '=SUM(A1)', score: 8.7 },
            { place: 2, player: 'Zoë, the frog', score: 7 },
            { place: 3, player: 'Plain', score: 3.3 },
          ],
        },
      ],
    });
    for (const secret of [played.contest.id, season.id, owner.user.id, '900000000000000077']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers the owner only: another organizer, a player and a visitor get the same 404 as for nothing', async () => {
    const player = played.players['Plain']!;
    for (const token of [other.client.authStore.token, player.client.authStore.token, '']) {
      for (const path of [contestExport(played.contest.id, 'csv'), contestExport(played.contest.id, 'json')]) {
        const response = await download(path, token);
        expect(response.status).toBe(404);
        expect(((await response.json()) as { message: string }).message).toBe('The contest was not found.');
      }
      for (const path of [seasonExport(season.id, 'csv'), seasonExport(season.id, 'json')]) {
        const response = await download(path, token);
        expect(response.status).toBe(404);
        expect(((await response.json()) as { message: string }).message).toBe('The season was not found.');
      }
    }
    // Sharing the season opens its page, not its export.
    await owner.client.collection('seasons').update(season.id, { shared: true });
    expect((await download(seasonExport(season.id, 'csv'))).status).toBe(404);
    await owner.client.collection('seasons').update(season.id, { shared: false });
  });

  it('refuses an unknown format, and a contest before its results', async () => {
    await refusedWith(owner.client.send(contestExport(played.contest.id, 'xlsx'), {}), 'Pick a format: csv or json.');
    await refusedWith(owner.client.send(seasonExport(season.id, ''), {}), 'Pick a format: csv or json.');
    const early = await createContest(owner);
    await refusedWith(
      owner.client.send(contestExport(early.id, 'csv'), {}),
      "A contest's results can be downloaded once its results are out.",
    );
    await refusedWith(anonymous().send(contestExport(early.id, 'csv'), {}), 'The contest was not found.', 404);
  });
});
