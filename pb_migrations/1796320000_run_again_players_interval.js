/// <reference path="../.pb/types.d.ts" />
/* global DateField */
// Running a contest again with its players (pb_hooks/lib/routes/run_again.js): `players_brought` on an organizer
// (`users`) is when they last brought players along to a next contest, hidden (only the server reads it). A deleted
// contest's players stay, so running contests again and deleting them in a loop wrote hundreds of player records a
// second; an organizer now brings players along at most once every LIMITS.runAgainPlayersSeconds. It is the
// organizer's, not a contest's: each contest is run again once in a chain (run again, open the new one's results, run
// that one again, delete the old), so a time kept on contests would not hold.

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new DateField({ name: 'players_brought', hidden: true }));
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('players_brought');
    app.save(users);
  }
);
