/// <reference path="../../../.pb/types.d.ts" />
// Average scores exist only once a contest is in results: they are written in the same transaction that opens
// results (lib/rules/phases.js, from contests.pb.js) and are 0 before that. They stay exact because the database refuses any new vote, or
// changed score, outside the vote phase, inside the vote's own write (the vote guards of pb_migrations/): a vote racing
// the phase change is either counted or refused. startup.pb.js rewrites them at start-up, which folds in what an
// administrator removed afterwards and repairs tampered values. Definitions (pb_hooks/README.md "Scores"):
// - a meme's average is the mean of its votes' scores;
// - a player's average is the mean of every score received by any of their memes (each vote counts once).

/** @param {string} table */
const contestInResults = (table) => `(SELECT status FROM contests WHERE contests.id = ${table}.contest) = 'results'`;

const MEME_AVERAGE = 'COALESCE((SELECT AVG(score) FROM votes WHERE votes.meme = memes.id), 0)';

const PLAYER_AVERAGE =
  'COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme WHERE m.player = players.id), 0)';

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
  app
    .db()
    .newQuery(`UPDATE players SET average_score = ${inResults ? PLAYER_AVERAGE : '0'} WHERE contest = {:contest}`)
    .bind(params)
    .execute();
}

/**
 * Brings every stored average in line with its contest's phase; rows already right are not written. Memes and
 * players of a deleted contest (contest cleared) keep the scores they had.
 * @param {CoreApp} app
 */
function repairAllAverages(app) {
  for (const [table, average] of [
    ['memes', MEME_AVERAGE],
    ['players', PLAYER_AVERAGE],
  ]) {
    const value = expected(table, average);
    app
      .db()
      .newQuery(`UPDATE ${table} SET average_score = ${value} WHERE contest != '' AND average_score IS NOT ${value}`)
      .execute();
  }
}

module.exports = { writeContestAverages, repairAllAverages };
