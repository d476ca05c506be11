/// <reference path="../.pb/types.d.ts" />
/* global arrayOf, onRecordCreateExecute, onRecordDeleteExecute */
// Players: an organizer's request to add one, checked in one place and one transaction; the link token minted with
// the record; and removing one without telling anyone which memes were theirs.

// Adding a player: only in participation (superusers skip this), a trimmed username of 3–100 characters, unique in
// the contest ignoring case and spacing (such names would share an e-mail), the generated e-mail of SPEC.md §3, a
// random password when none is sent, and no client-chosen average_score.
onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { LIMITS, MESSAGES, refuse } = rules;
  const checked = !e.hasSuperuserAuth();
  const contestId = e.record.getString('contest');

  e.app.runInTransaction((txApp) => {
    if (checked && rules.contestStatus(txApp, contestId) !== 'participation') refuse(MESSAGES.playersPhase, 'contest');

    const username = rules.trimmed(e.record.get('username'));
    if (username.length < LIMITS.playerUsername.min || username.length > LIMITS.playerUsername.max) {
      refuse(MESSAGES.usernameLength, 'username');
    }
    e.record.set('username', username);
    e.record.setEmail(rules.playerEmail(username, contestId));
    e.record.setEmailVisibility(false);
    if (!rules.trimmed(e.requestInfo().body.password)) e.record.setPassword(rules.randomPlayerPassword());

    const taken = arrayOf(new DynamicModel({ username: '' }));
    txApp
      .db()
      .newQuery('SELECT username FROM players WHERE contest = {:contest}')
      .bind({ contest: contestId })
      .all(taken);
    const key = rules.usernameKey(username);
    if (taken.some((row) => rules.usernameKey(row.username) === key)) refuse(MESSAGES.usernameUnique, 'username');

    if (checked && rules.bodyHas(e, 'average_score')) refuse(MESSAGES.averageScore, 'average_score');
    e.app = txApp;
    e.next();
  });
}, 'players');

// The link's credential, `auth_token`: a players auth token (90 days, refreshable with authRefresh), minted here
// because the id and tokenKey are final (both are generated before the create executes), so the token signed now
// is the one authRefresh will accept. It is a hidden field, so PocketBase drops it from client payloads. Removing
// the player invalidates it.
onRecordCreateExecute((e) => {
  e.record.set('auth_token', e.record.newAuthToken());
  e.next();
}, 'players');

// Removing a player must not tell anyone which memes were theirs. PocketBase would clear `memes.player` by saving
// each of the removed player's memes again: every player subscribed to memes would get an update event for exactly
// those memes, and their `updated` time would single them out in a filter. So the references are cleared here, in
// the delete's own transaction and before PocketBase looks for them, with plain SQL that sends no event and leaves
// `updated` as it was. The memes stay, with no author, and so do the scores the player gave (votes.player cleared).
onRecordDeleteExecute((e) => {
  e.app.runInTransaction((txApp) => {
    const player = { player: e.record.id };
    txApp.db().newQuery("UPDATE memes SET player = '' WHERE player = {:player}").bind(player).execute();
    txApp.db().newQuery("UPDATE votes SET player = '' WHERE player = {:player}").bind(player).execute();
    e.app = txApp;
    e.next();
  });
}, 'players');
