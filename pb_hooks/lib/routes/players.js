/// <reference path="../../../.pb/types.d.ts" />
// What adding and removing a player runs (players.pb.js), and the link token minted with the record.

/**
 * An organizer adding a player: only in participation and before its deadline (superusers skip this), the username
 * rules of lib/rules/players.js (shared with joining through the join link), and no client-chosen average_score.
 * @param {core.RecordRequestEvent} event
 */
function addPlayer(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const { MESSAGES, refuse } = rules;
  const checked = !e.hasSuperuserAuth();
  const contestId = e.record.getString('contest');
  const app = e.app;

  /** @param {(contest: core.Record | null) => void} stopIfDue */
  const add = (stopIfDue) =>
    app.runInTransaction((txApp) => {
      // Only the contest's organizer reaches its deadline (the create rule refuses everyone else anyway).
      const contest = rules.findContest(txApp, contestId);
      if (checked && contest && e.auth && contest.getString('user') === e.auth.id) stopIfDue(contest);
      if (checked && rules.contestStatus(txApp, contestId) !== 'participation') {
        refuse(MESSAGES.playersPhase, 'contest');
      }

      require(`${__hooks}/lib/rules/players.js`).preparePlayer(
        txApp,
        e.record,
        contestId,
        e.requestInfo().body.password
      );
      if (checked && rules.bodyHas(e, 'average_score')) refuse(MESSAGES.averageScore, 'average_score');
      e.app = txApp;
      e.next();
    });
  // Adding a player after participation's deadline is refused, and applies it (lib/rules/deadlines.js).
  if (!checked) return add(() => {});
  require(`${__hooks}/lib/rules/deadlines.js`).writeBeforeDeadline(app, contestId, ['participation'], add);
}

/**
 * The link's credential, `auth_token`: a players auth token (90 days, refreshable with authRefresh), minted here
 * because the id and tokenKey are final (both are generated before the create executes), so the token signed now
 * is the one authRefresh will accept. It is a hidden field, so PocketBase drops it from client payloads. Removing
 * the player invalidates it.
 * @param {core.RecordEvent} event
 */
function mintLinkToken(event) {
  const e = /** @type {import('../platform/events.js').RecordEvent} */ (event);
  e.record.set('auth_token', e.record.newAuthToken());
  e.next();
}

/**
 * Removing a player. Before results, their memes go with them, and the votes on those memes, exactly as when the
 * organizer removes a meme (moderation): counts, progress and, later, the averages are as if the memes had never
 * been there. Once results are open they are final: the memes stay, with no author.
 *
 * The rest must not tell anyone which memes were the player's, nor single out the scores they gave. PocketBase
 * would clear `memes.player` and `votes.player` by saving each record again: every subscribed player would get an
 * update event for exactly those records, and their `updated` time would single them out in a filter. So the
 * references are cleared here, in the delete's own transaction and before PocketBase looks for them, with plain SQL
 * that sends no event and leaves `updated` as it was. The scores the player gave stay (votes.player cleared).
 * @param {core.RecordEvent} event
 */
function removePlayer(event) {
  const e = /** @type {import('../platform/events.js').RecordEvent} */ (event);
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  e.app.runInTransaction((txApp) => {
    const player = { player: e.record.id };
    const status = rules.contestStatus(txApp, e.record.getString('contest'));
    if (status === 'participation' || status === 'vote') {
      // Deleted through the app, so their files leave storage and the votes on them go too (cascade).
      const memes = /** @type {core.Record[]} */ (
        txApp.findRecordsByFilter('memes', 'player = {:player}', '', 0, 0, player)
      );
      for (const meme of memes) {
        txApp.delete(meme);
      }
    }
    txApp.db().newQuery("UPDATE memes SET player = '' WHERE player = {:player}").bind(player).execute();
    txApp.db().newQuery("UPDATE votes SET player = '' WHERE player = {:player}").bind(player).execute();
    e.app = txApp;
    e.next();
  });
}

module.exports = { addPlayer, mintLinkToken, removePlayer };
