/// <reference path="../../.pb/types.d.ts" />
/* global arrayOf */
// A new player, whoever adds them: the organizer through the records API (players.pb.js) or a member through the
// contest's join link (join.pb.js). Loaded with require(`${__hooks}/lib/players.js`) inside each handler.

const rules = require(`${__hooks}/lib/contest_rules.js`);
const { LIMITS, MESSAGES, refuse } = rules;

/**
 * Fills in `record` for `contestId` and refuses it when its username breaks SPEC.md's rules: trimmed, 3–100
 * characters, unique in the contest ignoring case and spacing (such names would share an e-mail); the generated
 * e-mail of SPEC.md §3; a random password unless `password` is given. Run inside the write's transaction (`txApp`),
 * so two requests cannot both take a name.
 */
function preparePlayer(txApp, record, contestId, password) {
  const username = rules.trimmed(record.get('username'));
  if (username.length < LIMITS.playerUsername.min || username.length > LIMITS.playerUsername.max) {
    refuse(MESSAGES.usernameLength, 'username');
  }
  record.set('contest', contestId);
  record.set('username', username);
  record.setEmail(rules.playerEmail(username, contestId));
  record.setEmailVisibility(false);
  if (!rules.trimmed(password)) record.setPassword(rules.randomPlayerPassword());

  const taken = arrayOf(new DynamicModel({ username: '' }));
  txApp
    .db()
    .newQuery('SELECT username FROM players WHERE contest = {:contest}')
    .bind({ contest: contestId })
    .all(taken);
  const key = rules.usernameKey(username);
  if (taken.some((row) => rules.usernameKey(row.username) === key)) refuse(MESSAGES.usernameUnique, 'username');
}

module.exports = { preparePlayer };
