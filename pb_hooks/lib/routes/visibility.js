/// <reference path="../../../.pb/types.d.ts" />
// What each viewer sees of a record, wherever it is serialized: list, view, expand, auth responses and realtime.
// (Filters and sorts that could reveal the same fields are refused in anonymity.pb.js.)
//
// players:
// - auth_token (a hidden field) is shown to the organizer who owns the player's contest, and to superusers;
//   discord_id (hidden, docs/features/player-discord-identity.md) to superusers only.
// - another player of the same contest (allowed by the rules only in results) sees id, username and
//   average_score, nothing else.
// - a player's own average_score stays hidden until their contest is in results.
// memes, seen by a player before results: no average_score, and no author unless it is their own meme; in every
//   phase, the picked file name (media_name) of their own memes only.
// votes: the organizer never sees a score (only its voter does).
// contests: the join link's secret, a blocked deadline's reason and the Discord webhook, to its organizer only.

/**
 * What a viewer sees of a player (see the list above).
 * @param {core.RecordEnrichEvent} event
 */
function enrichPlayer(event) {
  const e = /** @type {import('../platform/events.js').RecordEnrichEvent} */ (event);
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  // A viewer's collection name comes from `auth`, which is there whenever the name is.
  const viewer = auth ? auth.collection().name : '';

  if (viewer === '_superusers') {
    e.record.unhide('auth_token');
  } else if (viewer === 'users') {
    const contestId = e.record.getString('contest');
    if (contestId) {
      const owner = new DynamicModel({ total: 0 });
      e.app
        .db()
        .newQuery('SELECT COUNT(*) AS total FROM contests WHERE id = {:contest} AND user = {:user}')
        .bind({ contest: contestId, user: /** @type {core.Record} */ (auth).id })
        .one(owner);
      if (owner.total > 0) e.record.unhide('auth_token');
    }
  } else if (viewer === 'players' && /** @type {core.Record} */ (auth).id !== e.record.id) {
    e.record.hide(
      'contest',
      'email',
      'emailVisibility',
      'verified',
      'created',
      'updated',
      'auth_token',
      'discord_linked'
    );
  } else if (viewer === 'players') {
    const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
    if (rules.contestStatus(e.app, e.record.getString('contest')) !== 'results') e.record.hide('average_score');
  }

  e.next();
}

/**
 * What a viewer sees of a meme (see the list above).
 * @param {core.RecordEnrichEvent} event
 */
function enrichMeme(event) {
  const e = /** @type {import('../platform/events.js').RecordEnrichEvent} */ (event);
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  if (auth && auth.collection().name === 'players') {
    const own = e.record.getString('player') === auth.id;
    if (!own) e.record.hide('media_name');
    const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
    if (rules.contestStatus(e.app, e.record.getString('contest')) !== 'results') {
      e.record.hide('average_score');
      if (!own) e.record.hide('player');
    }
  }
  e.next();
}

/**
 * The organizer never sees a vote's score.
 * @param {core.RecordEnrichEvent} event
 */
function enrichVote(event) {
  const e = /** @type {import('../platform/events.js').RecordEnrichEvent} */ (event);
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  if (auth && auth.collection().name === 'users') e.record.hide('score');
  e.next();
}

/**
 * contests: the join link's secret, the reason a deadline could not advance the contest, the Discord webhook and its
 * last delivery (hidden fields) are shown to the contest's organizer only, and to superusers.
 * @param {core.RecordEnrichEvent} event
 */
function enrichContest(event) {
  const e = /** @type {import('../platform/events.js').RecordEnrichEvent} */ (event);
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  const viewer = auth ? auth.collection().name : '';
  if (
    viewer === '_superusers' ||
    (viewer === 'users' && e.record.getString('user') === /** @type {core.Record} */ (auth).id)
  ) {
    e.record.unhide('join_secret', 'deadline_blocked', 'deadline_blocked_code', 'discord_webhook', 'discord_delivery');
  }
  e.next();
}

module.exports = { enrichPlayer, enrichMeme, enrichVote, enrichContest };
