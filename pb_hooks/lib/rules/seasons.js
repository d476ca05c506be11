/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf */
// Seasons (docs/features/seasons.md, docs/product/rules-and-limits.md#seasons): what a season's leaderboard counts,
// the season answer (GET /api/seasons/{season}, lib/routes/seasons.js), the player's season line on their result
// card, the season standing of a Discord results announcement, and the hall of fame kept when a contest is deleted.
// The points rule itself is contract/seasons.js: everything here ranks through it.
//
// What a season counts: its contests in results (read live) and its kept podiums (their stored standings). A
// contest leaves no trace in a season before its results: deleting it then keeps nothing.

/** @type {typeof import('../../../contract/seasons.js')} */
const seasonRules = require(`${__hooks}/../contract/seasons.js`);
/** @type {typeof import('../../../contract/ranking.js')} */
const ranking = require(`${__hooks}/../contract/ranking.js`);

// Each player of a contest as the season rule reads them: their name, Discord identity, player points, and whether
// they have a meme in the results and whether they took part (a meme, or a vote cast).
const CONTEST_PLAYERS =
  'SELECT p.username AS username, p.discord_id AS discord_id, p.average_score AS player_points, ' +
  'EXISTS (SELECT 1 FROM memes m WHERE m.player = p.id AND m.contest = {:contest}) AS has_meme, ' +
  'EXISTS (SELECT 1 FROM votes v WHERE v.player = p.id) AS voted ' +
  'FROM players p WHERE p.contest = {:contest} ORDER BY p.created, p.id';

const SEASON_CONTESTS =
  'SELECT id, name, status, language, updated FROM contests WHERE season = {:season} ORDER BY created, id';

const CONTEST_PLAYER_COUNT = 'SELECT COUNT(*) AS total FROM players WHERE contest = {:contest}';

/**
 * @typedef {object} SeasonContestRow
 * @property {string} id
 * @property {string} name
 * @property {string} status
 * @property {string} language
 * @property {string} updated
 */

/**
 * The season's contests, oldest first.
 * @param {CoreApp} app
 * @param {string} seasonId
 * @returns {SeasonContestRow[]}
 */
function seasonContests(app, seasonId) {
  const rows = arrayOf(new DynamicModel({ id: '', name: '', status: '', language: '', updated: '' }));
  app.db().newQuery(SEASON_CONTESTS).bind({ season: seasonId }).all(rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    language: row.language,
    updated: row.updated,
  }));
}

/**
 * What contest `contestId` (in results) gives each of its players towards its season (contract/seasons.js).
 * @param {CoreApp} app
 * @param {string} contestId
 * @returns {import('../../../contract/seasons.js').SeasonContestEntry[]}
 */
function contestEntries(app, contestId) {
  // player_points: -0 makes the column a float (see lib/rules/results.js).
  const rows = arrayOf(new DynamicModel({ username: '', discord_id: '', player_points: -0, has_meme: 0, voted: 0 }));
  app.db().newQuery(CONTEST_PLAYERS).bind({ contest: contestId }).all(rows);
  return seasonRules.contestSeasonEntries(
    rows.map((row) => ({
      username: row.username,
      discord_id: row.discord_id,
      player_points: row.player_points,
      has_meme: Boolean(row.has_meme),
      took_part: Boolean(row.has_meme) || Boolean(row.voted),
    }))
  );
}

/**
 * When contest `contest` was held: its last vote (votes are final once results open), else its last update.
 * @param {CoreApp} app
 * @param {{ id: string, updated: string }} contest
 * @returns {string}
 */
function heldOf(app, contest) {
  const votes = require(`${__hooks}/lib/rules/results.js`).readVoteTotals(app, contest.id);
  return votes.last || contest.updated;
}

/**
 * @typedef {object} KeptPodium
 * @property {core.Record} record
 * @property {core.Record[]} memes  best first
 */

/**
 * The season's kept podiums with their memes.
 * @param {CoreApp} app
 * @param {string} seasonId
 * @returns {KeptPodium[]}
 */
function keptPodiums(app, seasonId) {
  const podiums = app.findRecordsByFilter('season_podiums', 'season = {:season}', '-held', 0, 0, { season: seasonId });
  return podiums
    .filter((record) => !!record)
    .map((record) => {
      const podium = /** @type {core.Record} */ (record);
      const memes = app.findRecordsByFilter('season_podium_memes', 'podium = {:podium}', 'place,@rowid', 0, 0, {
        podium: podium.id,
      });
      return { record: podium, memes: /** @type {core.Record[]} */ (memes.filter((meme) => !!meme)) };
    });
}

/**
 * A kept podium's stored standings (hidden JSON), as the rule reads them.
 * @param {core.Record} podium
 * @returns {import('../../../contract/seasons.js').SeasonContestEntry[]}
 */
function storedEntries(podium) {
  /** @type {unknown} */
  const raw = JSON.parse(toString(podium.get('standings')) || '[]');
  return Array.isArray(raw) ? raw : [];
}

/**
 * The season's leaderboard (contract/seasons.js seasonStandings) from its contests in results and its kept podiums.
 * @param {CoreApp} app
 * @param {string} seasonId
 * @param {SeasonContestRow[]} [contests]  the season's contests, when already read
 * @param {KeptPodium[]} [kept]  its kept podiums, when already read
 * @param {string} [opening]  a contest whose results are opening in this transaction, counted as in results
 */
function standingsOf(app, seasonId, contests, kept, opening) {
  const live = (contests || seasonContests(app, seasonId)).filter(
    (contest) => contest.status === 'results' || contest.id === opening
  );
  /** @type {import('../../../contract/seasons.js').SeasonContest[]} */
  const counted = live.map((contest) => ({ held: heldOf(app, contest), entries: contestEntries(app, contest.id) }));
  for (const podium of kept || keptPodiums(app, seasonId)) {
    counted.push({ held: podium.record.getString('held'), entries: storedEntries(podium.record) });
  }
  return seasonRules.seasonStandings(counted);
}

/**
 * A file's path on this server, as the records API serves it ('/api/files/…'; the app adds ?thumb=).
 * @param {string} collectionId
 * @param {string} recordId
 * @param {string} file
 */
function filePath(collectionId, recordId, file) {
  return `/api/files/${collectionId}/${recordId}/${encodeURIComponent(file)}`;
}

/**
 * The podium of live contest `contest` (in results): its top memes as the results rank them.
 * @param {CoreApp} app
 * @param {SeasonContestRow} contest
 * @returns {import('../../../contract/answers.js').SeasonPodium}
 */
function livePodium(app, contest) {
  const results = require(`${__hooks}/lib/rules/results.js`);
  const memesCollection = app.findCollectionByNameOrId('memes');
  const { memes } = results.readRankings(app, contest.id);
  const votes = results.readVoteTotals(app, contest.id);
  const podium = ranking.rankByScore(memes, (meme) => meme.average_score).slice(0, ranking.PODIUM_SIZE);
  return {
    contest_name: contest.name,
    held: votes.last || contest.updated,
    players: require(`${__hooks}/lib/rules/contest_rules.js`).countRows(app, CONTEST_PLAYER_COUNT, {
      contest: contest.id,
    }),
    votes: votes.count,
    places: podium.map((entry) => ({
      place: entry.rank,
      username: entry.item.username,
      score: entry.item.average_score,
      image: filePath(memesCollection.id, entry.item.id, entry.item.media),
    })),
  };
}

/**
 * A kept podium as the season answer shows it.
 * @param {KeptPodium} podium
 * @returns {import('../../../contract/answers.js').SeasonPodium}
 */
function keptPodium(podium) {
  const { record } = podium;
  return {
    contest_name: record.getString('contest_name'),
    held: record.getString('held'),
    players: record.getInt('players'),
    votes: record.getInt('votes'),
    places: podium.memes.map((meme) => ({
      place: meme.getInt('place'),
      username: meme.getString('uploader'),
      score: meme.getFloat('score'),
      image: meme.getString('media') ? filePath(meme.collection().id, meme.id, meme.getString('media')) : '',
    })),
  };
}

/**
 * The season answer (contract/answers.js SeasonAnswer). Its owner's adds the season's live contests.
 * @param {CoreApp} app
 * @param {core.Record} season
 * @param {boolean} owner
 * @returns {import('../../../contract/answers.js').SeasonAnswer}
 */
function seasonAnswer(app, season, owner) {
  const contests = seasonContests(app, season.id);
  const kept = keptPodiums(app, season.id);
  const standings = standingsOf(app, season.id, contests, kept);
  const podiums = contests
    .filter((contest) => contest.status === 'results')
    .map((contest) => livePodium(app, contest))
    .concat(kept.map(keptPodium))
    .sort((a, b) => (a.held < b.held ? 1 : a.held > b.held ? -1 : 0));
  /** @type {import('../../../contract/answers.js').SeasonAnswer} */
  const answer = {
    season: {
      id: season.id,
      name: season.getString('name'),
      ends: season.getString('ends'),
      shared: season.getBool('shared'),
    },
    standings: standings.map((row) => ({
      rank: row.rank,
      username: row.username,
      points: row.points,
      contests: row.contests,
      best_average: row.best_average,
    })),
    podiums,
  };
  if (owner)
    answer.contests = contests.map((contest) => ({ id: contest.id, name: contest.name, status: contest.status }));
  return answer;
}

/**
 * The season record `seasonId`, or null.
 * @param {CoreApp} app
 * @param {string} seasonId
 * @returns {core.Record | null}
 */
function findSeason(app, seasonId) {
  if (!seasonId) return null;
  try {
    return app.findRecordById('seasons', seasonId);
  } catch {
    return null;
  }
}

/**
 * The signed-in player's line on their contest's season leaderboard, or null when the contest is in no season.
 * @param {CoreApp} app
 * @param {core.Record} player
 * @param {core.Record} contest
 * @returns {import('../../../contract/answers.js').PlayerSeasonLine | null}
 */
function playerSeasonLine(app, player, contest) {
  const season = findSeason(app, contest.getString('season'));
  if (!season) return null;
  const standings = standingsOf(app, season.id);
  const own = seasonRules.standingOf(standings, {
    discord_id: player.getString('discord_id'),
    username: player.getString('username'),
  });
  return {
    id: season.id,
    name: season.getString('name'),
    rank: own ? own.rank : null,
    players: standings.length,
    points: own ? own.points : 0,
    shared: season.getBool('shared'),
  };
}

/**
 * The season of `contest` and the top of its leaderboard, for the results announcement, which is written in the
 * transaction that opens the results, before the contest's new phase is saved: the contest counts as in results.
 * Null outside a season.
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @param {number} size
 */
function seasonTop(app, contest, size) {
  const season = findSeason(app, contest.getString('season'));
  if (!season) return null;
  const standings = standingsOf(app, season.id, undefined, undefined, contest.id).filter((row) => row.rank <= size);
  return { name: season.getString('name'), standings };
}

/**
 * Before contest `contest` is deleted (in the deletion's transaction): when it is in a season and reached results,
 * its podium goes to the season's hall of fame (docs/features/seasons.md): its name, when it was held, its numbers
 * of players and votes, its top memes with copies of their files, their uploaders' names and scores, and what each
 * ranked player earned towards the season (hidden). Nothing else: no vote, no other meme, no link, no id.
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function keepPodium(app, contest) {
  if (contest.getString('status') !== 'results') return;
  // The season may be going in the same deletion (its organizer's account): then there is nothing to keep it in.
  const season = findSeason(app, contest.getString('season'));
  if (!season) return;
  const row = {
    id: contest.id,
    name: contest.getString('name'),
    status: 'results',
    language: contest.getString('language'),
    updated: contest.getString('updated'),
  };
  const live = livePodium(app, row);
  const podium = new Record(app.findCollectionByNameOrId('season_podiums'));
  podium.set('season', season.id);
  podium.set('contest_name', live.contest_name);
  podium.set('held', live.held);
  podium.set('players', live.players);
  podium.set('votes', live.votes);
  podium.set('standings', contestEntries(app, contest.id));
  // Without validation: every value is the server's own, and the standings grow with the contest's players (a room
  // of 300 with long names is over the field's 200 KB; an organizer may add players by name without limit). A size
  // limit there refused the contest's deletion, so a finished contest could not free its place while in a season.
  app.saveNoValidate(podium);

  const results = require(`${__hooks}/lib/rules/results.js`);
  const memesCollection = app.findCollectionByNameOrId('memes');
  const keptCollection = app.findCollectionByNameOrId('season_podium_memes');
  const top = ranking
    .rankByScore(results.readRankings(app, contest.id).memes, (meme) => meme.average_score)
    .slice(0, ranking.PODIUM_SIZE);
  const files = app.newFilesystem();
  try {
    for (const entry of top) {
      const kept = new Record(keptCollection);
      kept.set('id', $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'));
      kept.set('podium', podium.id);
      kept.set('place', entry.rank);
      kept.set('uploader', entry.item.username);
      kept.set('score', entry.item.average_score);
      // The copy is made through PocketBase's filesystem, on local disk or S3 alike, under the same stored name
      // (random, never the uploader's); the meme's own file goes with the contest.
      const source = `${memesCollection.id}/${entry.item.id}/${entry.item.media}`;
      if (files.exists(source)) {
        files.copy(source, `${keptCollection.id}/${kept.id}/${entry.item.media}`);
        kept.set('media', entry.item.media);
      }
      // Without validation: a file field takes a plain file name only for a file it already holds, and this one is
      // in place, copied above.
      app.saveNoValidate(kept);
    }
  } finally {
    files.close();
  }
}

module.exports = {
  findSeason,
  seasonContests,
  contestEntries,
  standingsOf,
  seasonAnswer,
  playerSeasonLine,
  seasonTop,
  keepPodium,
  livePodium,
  keptPodiums,
  keptPodium,
};
