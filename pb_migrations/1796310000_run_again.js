/// <reference path="../.pb/types.d.ts" />
// Running a contest again (pb_hooks/lib/routes/run_again.js): `next_contest` on a contest names the contest its
// organizer ran from it, hidden (only the server reads it; PocketBase drops a hidden field from a non-superuser's
// create or update body). A second tap finds it set, inside the same serialized write, and answers that contest
// instead of creating another. Once that contest is deleted the organizer may run the old one again.

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(new TextField({ name: 'next_contest', hidden: true, max: 15 }));
    app.save(contests);
  },
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.removeByName('next_contest');
    app.save(contests);
  }
);
