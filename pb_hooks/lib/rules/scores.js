/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf */
// Average scores exist only once a contest is in results: they are written in the same transaction that opens
// results (lib/rules/phases.js, from contests.pb.js) and are 0 before that. They stay exact because the database refuses any new vote, or
// changed score, outside the vote phase, inside the vote's own write (the vote guards of pb_migrations/): a vote racing
// the phase change is either counted or refused. startup.pb.js rewrites them at start-up, which folds in what an
// administrator removed afterwards and repairs tampered values. Definitions (pb_hooks/README.md "Scores"):
// - a meme's average is the mean of its votes' scores;
// - a player's average is their points: every score their memes received, evened out with a few imaginary votes at
//   the contest's mean (contract/ranking.js playerPoints, the rule's only definition, which the app shares).

/** @param {string} table */
const contestInResults = (table) => `(SELECT status FROM contests WHERE contests.id = ${table}.contest) = 'results'`;

const MEME_AVERAGE = 'COALESCE((SELECT AVG(score) FROM votes WHERE votes.meme = memes.id), 0)';

// What each player of a contest received: the sum and number of the scores given to their memes, and what is stored.
const PLAYER_VOTES =
  'SELECT p.id AS id, COALESCE(SUM(v.score), 0) AS sum, COUNT(v.id) AS count, p.average_score AS stored ' +
  'FROM players p LEFT JOIN memes m ON m.player = p.id LEFT JOIN votes v ON v.meme = m.id ' +
  'WHERE p.contest = {:contest} GROUP BY p.id';

// Every score given in a contest, a removed player's memes' included: the mean the points are evened out toward.
const CONTEST_VOTES =
  'SELECT COALESCE(SUM(v.score), 0) AS sum, COUNT(v.id) AS count FROM votes v JOIN memes m ON m.id = v.meme ' +
  'WHERE m.contest = {:contest}';

/**
 * Writes the points of contest `contestId`'s players (contract/ranking.js playerPoints), in JavaScript so that the
 * rule has one definition; rows that already hold them are not written.
 * @param {CoreApp} app
 * @param {string} contestId
 */
function writePlayerPoints(app, contestId) {
  /** @type {typeof import('../../../contract/ranking.js')} */
  const ranking = require(`${__hooks}/../contract/ranking.js`);
  const params = { contest: contestId };
  // -0: the columns read as floats (a plain 0 would read a value such as 8.5 as an integer, and fail).
  const total = new DynamicModel({ sum: -0, count: 0 });
  app.db().newQuery(CONTEST_VOTES).bind(params).one(total);
  const mean = total.count > 0 ? total.sum / total.count : 0;
  const players = arrayOf(new DynamicModel({ id: '', sum: -0, count: 0, stored: -0 }));
  app.db().newQuery(PLAYER_VOTES).bind(params).all(players);
  for (const player of players) {
    const points = ranking.playerPoints({ sum: player.sum, count: player.count }, mean);
    if (Math.abs(points - player.stored) < 1e-9) continue;
    app
      .db()
      .newQuery('UPDATE players SET average_score = {:points} WHERE id = {:id}')
      .bind({ points, id: player.id })
      .execute();
  }
}

/**
 * The value a row should hold: its average in results, 0 in any other phase.
 * @param {string} table
 * @param {string} average
 */
const expected = (table, average) => `CASE WHEN ${contestInResults(table)} THEN ${average} ELSE 0 END`;

/**
 * Rewrites the averages of one contest's memes and players: exact when `inResults`, 0 otherwise. Run it inside
 * the transaction that changes the contest's phase, so both commit together.
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {boolean} inResults
 */
function writeContestAverages(app, contestId, inResults) {
  const params = { contest: contestId };
  app
    .db()
    .newQuery(`UPDATE memes SET average_score = ${inResults ? MEME_AVERAGE : '0'} WHERE contest = {:contest}`)
    .bind(params)
    .execute();
  if (inResults) writePlayerPoints(app, contestId);
  else app.db().newQuery('UPDATE players SET average_score = 0 WHERE contest = {:contest}').bind(params).execute();
}

/**
 * Brings every stored average in line with its contest's phase; rows already right are not written. Memes and
 * players of a deleted contest (contest cleared) keep the scores they had.
 * @param {CoreApp} app
 */
function repairAllAverages(app) {
  const memeValue = expected('memes', MEME_AVERAGE);
  app
    .db()
    .newQuery(`UPDATE memes SET average_score = ${memeValue} WHERE contest != '' AND average_score IS NOT ${memeValue}`)
    .execute();
  app
    .db()
    .newQuery(
      `UPDATE players SET average_score = 0 WHERE contest != '' AND average_score != 0 AND NOT ${contestInResults('players')}`
    )
    .execute();
  const inResults = arrayOf(new DynamicModel({ id: '' }));
  app.db().newQuery("SELECT id FROM contests WHERE status = 'results'").all(inResults);
  for (const contest of inResults) writePlayerPoints(app, contest.id);
}

module.exports = { writeContestAverages, repairAllAverages };
