/// <reference path="../../../.pb/types.d.ts" />
// The exports (docs/product/rules-and-limits.md#exports): a contest's results and a season's leaderboard as CSV or
// JSON files, for their organizer. Only what the public pages show: places, names, scores and points, the contest's
// name, description and counts; never an id, a token, a Discord identity, a file name or a vote.
// Plain JavaScript without PocketBase globals at load, so tests/api/seasons-exports.test.ts runs csvCell in Node.

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet app: a text starting with =, +, -, an at sign, a tab or a
 * carriage return would be read as a formula there (CSV injection), so it gets a leading quote and shows as typed; a cell
 * holding a comma, a double quote, a line break or edge spaces is quoted, its quotes doubled. Numbers go as they are.
 * @param {string | number} value
 * @returns {string}
 */
function csvCell(value) {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/**
 * A CSV file: a byte order mark first, so spreadsheet apps read it as UTF-8 (names with accents and emoji), then one
 * line per row, CRLF as RFC 4180 says.
 * @param {(string | number)[][]} rows
 * @returns {string}
 */
function csv(rows) {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * A file name from a contest's or season's name: letters and digits, dashes between; `fallback` when none is left.
 * @param {string} name
 * @param {string} fallback
 */
function fileStem(name, fallback) {
  const stem = String(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || fallback;
}

/**
 * The Content-Disposition of a download named `name` (ASCII, from fileStem).
 * @param {string} name
 */
function attachment(name) {
  return `attachment; filename="${name}"`;
}

/**
 * @typedef {object} ExportFile
 * @property {string} name
 * @property {string} type
 * @property {string} body
 */

/**
 * A score as the public pages show it, as a number (8.5).
 * @param {number} score
 */
function shownScore(score) {
  /** @type {typeof import('../../../contract/ranking.js')} */
  const ranking = require(`${__hooks}/../contract/ranking.js`);
  return Number(ranking.formatScore(score));
}

/**
 * Contest `contest`'s results (it is in results) as a file in `format`: its memes and its players, ranked as the
 * results page ranks them.
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @param {'csv' | 'json'} format
 * @returns {ExportFile}
 */
function contestFile(app, contest, format) {
  /** @type {typeof import('./results.js')} */
  const results = require(`${__hooks}/lib/rules/results.js`);
  /** @type {typeof import('../../../contract/ranking.js')} */
  const ranking = require(`${__hooks}/../contract/ranking.js`);
  const { memes, players } = results.readRankings(app, contest.id);
  const votes = results.readVoteTotals(app, contest.id);
  const rankedMemes = ranking
    .rankByScore(memes, (meme) => meme.average_score)
    .map((entry) => ({
      place: entry.rank,
      player: entry.item.username,
      score: Number(entry.score),
    }));
  const rankedPlayers = ranking
    .rankByScore(players, (player) => player.average_score)
    .map((entry) => ({
      place: entry.rank,
      player: entry.item.username,
      points: Number(entry.score),
    }));
  const stem = `${fileStem(contest.getString('name'), 'contest')}-results`;
  if (format === 'json') {
    const body = {
      contest: {
        name: contest.getString('name'),
        description: contest.getString('description'),
        players: players.length,
        votes: votes.count,
        last_vote: votes.last,
      },
      memes: rankedMemes,
      players: rankedPlayers,
    };
    return { name: `${stem}.json`, type: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) };
  }
  /** @type {(string | number)[][]} */
  const rows = [['ranking', 'place', 'player', 'score']];
  for (const meme of rankedMemes) rows.push(['meme', meme.place, meme.player, meme.score]);
  for (const player of rankedPlayers) rows.push(['player', player.place, player.player, player.points]);
  return { name: `${stem}.csv`, type: 'text/csv; charset=utf-8', body: csv(rows) };
}

/**
 * Season `season`'s leaderboard as a file in `format`; the JSON adds its podiums, newest first, without images.
 * @param {CoreApp} app
 * @param {core.Record} season
 * @param {'csv' | 'json'} format
 * @returns {ExportFile}
 */
function seasonFile(app, season, format) {
  /** @type {typeof import('./seasons.js')} */
  const seasons = require(`${__hooks}/lib/rules/seasons.js`);
  const answer = seasons.seasonAnswer(app, season, false);
  const stem = `${fileStem(season.getString('name'), 'season')}-season`;
  if (format === 'json') {
    const body = {
      season: { name: answer.season.name, ends: answer.season.ends },
      standings: answer.standings.map((row) => ({
        rank: row.rank,
        player: row.username,
        points: row.points,
        contests: row.contests,
        best_average: Number(row.best_average),
      })),
      podiums: answer.podiums.map((podium) => ({
        contest_name: podium.contest_name,
        held: podium.held,
        players: podium.players,
        votes: podium.votes,
        places: podium.places.map((place) => ({
          place: place.place,
          player: place.username,
          score: shownScore(place.score),
        })),
      })),
    };
    return { name: `${stem}.json`, type: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) };
  }
  /** @type {(string | number)[][]} */
  const rows = [['rank', 'player', 'points', 'contests', 'best_average']];
  for (const row of answer.standings) {
    rows.push([row.rank, row.username, row.points, row.contests, Number(row.best_average)]);
  }
  return { name: `${stem}.csv`, type: 'text/csv; charset=utf-8', body: csv(rows) };
}

module.exports = { csvCell, csv, fileStem, attachment, contestFile, seasonFile };
