/// <reference path="../.pb/types.d.ts" />
// What each viewer sees of a record, wherever it is serialized: list, view, expand, auth responses and realtime
// (lib/routes/visibility.js lists it). Filters and sorts that could reveal the same fields are refused in
// anonymity.pb.js.

onRecordEnrich((e) => require(`${__hooks}/lib/routes/visibility.js`).enrichPlayer(e), 'players');
onRecordEnrich((e) => require(`${__hooks}/lib/routes/visibility.js`).enrichMeme(e), 'memes');
onRecordEnrich((e) => require(`${__hooks}/lib/routes/visibility.js`).enrichVote(e), 'votes');
onRecordEnrich((e) => require(`${__hooks}/lib/routes/visibility.js`).enrichContest(e), 'contests');
