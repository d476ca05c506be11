/// <reference path="../.pb/types.d.ts" />
/* global onRealtimeSubscribeRequest */
// Anonymous voting for the queries clients send (the records themselves are trimmed in visibility.pb.js):
// filters and sorts that could reveal authors before results, or anyone's vote score, are refused, on lists and
// on realtime subscriptions alike. The rules are in lib/rules/anonymity.js.

onRecordsListRequest((e) => require(`${__hooks}/lib/routes/anonymity.js`).refuseRevealingList(e));
onRealtimeSubscribeRequest((e) => require(`${__hooks}/lib/routes/anonymity.js`).refuseRevealingSubscription(e));
