/// <reference path="../pb_data/types.d.ts" />
/* global arrayOf, onRecordCreateExecute */
// Player entries and their personal links. The organizer sends a username; the server trims and checks it,
// generates the e-mail (SPEC.md §3) and a password when absent, and mints `auth_token`: a players auth token
// (90 days, refreshable with authRefresh) that the link carries. Removing the player invalidates the token.
// auth_token is a hidden field, so PocketBase drops it from client payloads; the server value always wins.

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { LIMITS, MESSAGES, refuse } = rules;

  const username = rules.trimmed(e.record.get("username"));
  if (username.length < LIMITS.playerUsername.min || username.length > LIMITS.playerUsername.max) {
    refuse(MESSAGES.usernameLength, "username");
  }
  e.record.set("username", username);

  const contestId = e.record.getString("contest");
  e.record.setEmail(rules.playerEmail(username, contestId));
  e.record.setEmailVisibility(false);
  if (!rules.trimmed(e.requestInfo().body.password)) e.record.setPassword(rules.randomPlayerPassword());

  // Usernames that differ only by case or spacing would share an e-mail, so they count as the same name.
  e.app.runInTransaction((txApp) => {
    const taken = arrayOf(new DynamicModel({ username: "" }));
    txApp.db().newQuery("SELECT username FROM players WHERE contest = {:contest}").bind({ contest: contestId }).all(taken);
    const key = rules.usernameKey(username);
    if (taken.some((row) => rules.usernameKey(row.username) === key)) refuse(MESSAGES.usernameUnique, "username");
    e.app = txApp;
    e.next();
  });
}, "players");

// The id and tokenKey are final here (both are generated before the create executes), so the token signed now
// is the one authRefresh will accept.
onRecordCreateExecute((e) => {
  e.record.set("auth_token", e.record.newAuthToken());
  e.next();
}, "players");
