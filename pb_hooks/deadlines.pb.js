/// <reference path="../.pb/types.d.ts" />
// Phase deadlines (beyond SPEC.md; lib/deadlines.js): the server advances a contest when its phase's deadline
// passes, checked every minute, at start-up, and when a client reads a contest that is due (an open page's countdown
// reaching zero asks for its contest, so every open page switches within about a second of the deadline).

cronAdd('meme_arena_deadlines', '* * * * *', () => {
  require(`${__hooks}/lib/deadlines.js`).applyAllDueDeadlines($app);
});

// A deadline that passed while the server was down is applied at start-up (startup.pb.js).

onRecordViewRequest((e) => {
  const deadlines = require(`${__hooks}/lib/deadlines.js`);
  if (deadlines.isDue(e.record)) {
    deadlines.applyDueDeadline(e.app, e.record.id);
    e.record = e.app.findRecordById('contests', e.record.id);
  }
  e.next();
}, 'contests');
