/// <reference path="../.pb/types.d.ts" />
// Phase deadlines (lib/rules/deadlines.js, which lists every place a deadline's phase change can start):
// the server advances a contest when its phase's deadline passes, checked every minute, at start-up, when a client
// reads a contest that is due (an open page's countdown reaching zero asks for its contest, so every open page
// switches within about a second of the deadline), and when a write the phase allows arrives after the deadline.
// A deadline that passed while the server was down is applied at start-up (startup.pb.js).

cronAdd('meme_arena_deadlines', '* * * * *', () =>
  require(`${__hooks}/lib/rules/deadlines.js`).applyAllDueDeadlines($app)
);

onRecordViewRequest((e) => require(`${__hooks}/lib/routes/contests.js`).viewContest(e), 'contests');
