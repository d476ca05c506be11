/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf */
// Turnout: how many of a contest's players have done what its phase asks of them. In participation, a player is
// done once they have a meme in the contest; in the vote (and after), once they have scored every meme that is not
// theirs. One rule, read by the organizer's panel (GET /api/contests/{contest}/turnout, lib/routes/discord.js) and
// written into the channel's reminders (lib/rules/reminders.js), so the panel and Discord always agree.
//
// One SQL query per read: each player with whether they are done. The vote's check looks up the unique index of
// votes (meme, player) once per player and meme, a few milliseconds for a room of 300 players and 900 memes.

const UPLOADED =
  'SELECT p.id AS id, p.username AS username, ' +
  'EXISTS (SELECT 1 FROM memes m WHERE m.contest = p.contest AND m.player = p.id) AS done ' +
  'FROM players p WHERE p.contest = {:contest} ORDER BY p.created, p.id';

// A meme whose uploader was removed has no player: it is nobody's own, so everyone scores it.
const VOTED =
  'SELECT p.id AS id, p.username AS username, ' +
  'NOT EXISTS (SELECT 1 FROM memes m WHERE m.contest = p.contest AND m.player != p.id ' +
  'AND NOT EXISTS (SELECT 1 FROM votes v WHERE v.meme = m.id AND v.player = p.id)) AS done ' +
  'FROM players p WHERE p.contest = {:contest} ORDER BY p.created, p.id';

/**
 * The turnout of `contest` in its phase: `done` of `total` players, and those not done yet (id and username, in the
 * order they joined).
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @returns {import('../../../contract/answers.js').TurnoutAnswer}
 */
function readTurnout(app, contest) {
  const phase = contest.getString('status');
  const rows = arrayOf(new DynamicModel({ id: '', username: '', done: false }));
  app
    .db()
    .newQuery(phase === 'participation' ? UPLOADED : VOTED)
    .bind({ contest: contest.id })
    .all(rows);
  const waiting = rows.filter((row) => !row.done).map((row) => ({ id: row.id, username: row.username }));
  return {
    phase: phase === 'participation' ? 'participation' : 'vote',
    done: rows.length - waiting.length,
    total: rows.length,
    waiting,
  };
}

module.exports = { readTurnout };
