/// <reference path="../../../.pb/types.d.ts" />
// The query checks of anonymity.pb.js, which says what they refuse; the rules are in lib/rules/anonymity.js.

/**
 * A list request (onRecordsListRequest) whose filter or sort could reveal authors or scores is refused.
 * @param {core.RecordsListRequestEvent} e
 */
function refuseRevealingList(e) {
  if (e.hasSuperuserAuth()) return e.next();
  const anonymity = require(`${__hooks}/lib/rules/anonymity.js`);
  /** @type {typeof import('../rules/contest_rules.js')} */
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const query = e.requestInfo().query || {};
  // A player only ever reads their own contest, so its phase decides.
  const phase = rules.isPlayer(e.auth) ? rules.contestStatus(e.app, e.auth.getString('contest')) : '';
  if (!anonymity.mayQuery(e.auth, phase, query['filter'], query['sort'])) rules.refuse(anonymity.MESSAGE);
  e.next();
}

/**
 * A realtime subscription (onRealtimeSubscribeRequest) that could reveal authors or scores is refused.
 * @param {core.RealtimeSubscribeRequestEvent} e
 */
function refuseRevealingSubscription(e) {
  const anonymity = require(`${__hooks}/lib/rules/anonymity.js`);
  if (!e.subscriptions.every((subscription) => anonymity.maySubscribe(e.auth, subscription))) {
    require(`${__hooks}/lib/rules/contest_rules.js`).refuse(anonymity.MESSAGE);
  }
  e.next();
}

module.exports = { refuseRevealingList, refuseRevealingSubscription };
