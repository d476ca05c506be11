/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf */
// A new player, whoever adds them: the organizer through the records API (players.pb.js) or a member through the
// contest's join link (join.pb.js). Loaded with require(`${__hooks}/lib/rules/players.js`) inside each handler.

/** @type {typeof import('./contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
const { LIMITS, MESSAGES, refuse } = rules;

/**
 * Fills in `record` for `contestId` and refuses it when its username breaks the username rules of contract/usernames.js:
 * normalised (NFC, trimmed), 3–100 characters, no invisible, control or text-direction character, unique in the
 * contest ignoring case and spacing (such names would share an e-mail), and not a look-alike of another player's.
 * Also the generated e-mail (lib/rules/contest_rules.js), and a random password unless `password` is given. Run inside
 * the write's transaction (`txApp`), so two requests cannot both take a name.
 *
 * `checker`, for many players added in one transaction (running a contest again with its players): the contest's
 * names as contract/usernames.js usernameChecker keeps them, instead of reading and comparing every name again for
 * each player; the new name joins it.
 * @param {CoreApp} txApp
 * @param {core.Record} record
 * @param {string} contestId
 * @param {unknown} password
 * @param {ReturnType<typeof import('../../../contract/usernames.js').usernameChecker>} [checker]
 */
function preparePlayer(txApp, record, contestId, password, checker) {
  /** @type {typeof import('../../../contract/usernames.js')} */
  const usernames = require(`${__hooks}/../contract/usernames.js`);
  const username = usernames.normalizeUsername(record.get('username'));
  let problem;
  if (checker) {
    problem = checker.problem(username);
  } else {
    const taken = arrayOf(new DynamicModel({ username: '' }));
    txApp
      .db()
      .newQuery('SELECT username FROM players WHERE contest = {:contest}')
      .bind({ contest: contestId })
      .all(taken);
    const others = taken.map((row) => row.username);
    problem = usernames.usernameProblem(username, others, LIMITS.playerUsername);
  }
  if (problem) refuse(MESSAGES[problem], 'username');
  if (checker) checker.add(username);

  record.set('contest', contestId);
  record.set('username', username);
  record.setEmail(rules.playerEmail(username, contestId));
  record.setEmailVisibility(false);
  // Only the Discord routes bind a player to a Discord account (lib/routes/player_discord.js), after this.
  record.set('discord_id', '');
  record.set('discord_linked', false);
  if (!rules.trimmed(password)) record.setPassword(rules.randomPlayerPassword());
}

module.exports = { preparePlayer };
