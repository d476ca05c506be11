/// <reference path="../.pb/types.d.ts" />
/* global DateField */
// Running a contest again with its players (pb_hooks/lib/routes/run_again.js): `players_brought` on a contest is when
// its players last came along to a next contest, hidden (only the server reads it). Deleting that next contest leaves
// its players behind, and the old contest may be run again: without a pause, a script doing both in a loop wrote
// hundreds of players a second. Its players come along again only after LIMITS.runAgainPlayersMinutes.

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(new DateField({ name: 'players_brought', hidden: true }));
    app.save(contests);
  },
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.removeByName('players_brought');
    app.save(contests);
  }
);
