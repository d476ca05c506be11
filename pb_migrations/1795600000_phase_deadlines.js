/// <reference path="../.pb/types.d.ts" />
/* global DateField */
// Phase deadlines (pb_hooks/lib/deadlines.js): an optional end time for participation and for the
// vote, at which the server advances the contest, and the reason it could not (for the organizer only).

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(new DateField({ name: 'participation_ends' }));
    contests.fields.add(new DateField({ name: 'vote_ends' }));
    // Why a deadline passed without advancing the contest (its gate was not met); shown to the organizer only.
    contests.fields.add(new TextField({ name: 'deadline_blocked', hidden: true, max: 500 }));
    app.save(contests);
  },
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    for (const name of ['participation_ends', 'vote_ends', 'deadline_blocked']) contests.fields.removeByName(name);
    app.save(contests);
  }
);
