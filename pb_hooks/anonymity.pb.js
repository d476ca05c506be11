/// <reference path="../.pb/types.d.ts" />
/* global onRealtimeSubscribeRequest */
// Anonymous voting for the queries clients send (the records themselves are trimmed in visibility.pb.js):
// filters and sorts that could reveal authors before results, or anyone's vote score, are refused, on lists and
// on realtime subscriptions alike. The rules are in lib/anonymity.js.

onRecordsListRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const anonymity = require(`${__hooks}/lib/anonymity.js`);
  /** @type {typeof import('./lib/contest_rules.js')} */
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const query = e.requestInfo().query || {};
  // A player only ever reads their own contest, so its phase decides.
  const phase = rules.isPlayer(e.auth) ? rules.contestStatus(e.app, e.auth.getString('contest')) : '';
  if (!anonymity.mayQuery(e.auth, phase, query['filter'], query['sort'])) rules.refuse(anonymity.MESSAGE);
  e.next();
});

onRealtimeSubscribeRequest((e) => {
  const anonymity = require(`${__hooks}/lib/anonymity.js`);
  if (!e.subscriptions.every((subscription) => anonymity.maySubscribe(e.auth, subscription))) {
    require(`${__hooks}/lib/contest_rules.js`).refuse(anonymity.MESSAGE);
  }
  e.next();
});
