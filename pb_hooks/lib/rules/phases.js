/// <reference path="../../../.pb/types.d.ts" />
// Contest phases: participation → vote → results, forward one step at a time, each step with its condition;
// results is final. Called by contests.pb.js (and lib/rules/deadlines.js) inside the phase change's transaction, so a concurrent upload or vote
// cannot slip between the check and the write.

/** @type {typeof import('./contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
const { MESSAGES, PHASES, refuse } = rules;

/**
 * Checks moving `contestId` from `previous` to `next` (skipped for `checked` false: an administrator fixing a
 * contest may move it anywhere), and writes the averages when results open or close.
 * @param {CoreApp} txApp
 * @param {string} contestId
 * @param {string} previous
 * @param {string} next
 * @param {boolean} checked
 */
function changePhase(txApp, contestId, previous, next, checked) {
  if (checked && previous === 'results') refuse(MESSAGES.resultsFinal, 'status');
  if (checked && PHASES.indexOf(next) !== PHASES.indexOf(previous) + 1) refuse(MESSAGES.phaseStep, 'status');
  const contest = { contest: contestId };
  if (checked && next === 'vote') {
    const memes = rules.countRows(txApp, 'SELECT COUNT(*) AS total FROM memes WHERE contest = {:contest}', contest);
    if (memes === 0) refuse(MESSAGES.needMeme, 'status');
  }
  if (checked && next === 'results') {
    const unvoted = rules.countRows(
      txApp,
      'SELECT COUNT(*) AS total FROM memes m WHERE m.contest = {:contest} ' +
        'AND NOT EXISTS (SELECT 1 FROM votes v WHERE v.meme = m.id)',
      contest
    );
    if (unvoted > 0) refuse(MESSAGES.needVotes, 'status');
  }
  // Scores appear with results, committed together with the phase change.
  if (next === 'results' || previous === 'results') {
    require(`${__hooks}/lib/rules/scores.js`).writeContestAverages(txApp, contestId, next === 'results');
  }
  // The Discord announcement is queued in the same transaction and posted in the background.
  require(`${__hooks}/lib/rules/discord_delivery.js`).queueAnnouncement(txApp, contestId, next);
}

module.exports = { changePhase };
