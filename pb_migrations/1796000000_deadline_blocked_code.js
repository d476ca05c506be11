/// <reference path="../.pb/types.d.ts" />
/* global JSONField */
// Why a deadline did not advance its contest, as a message code with its parameters ({ messageCode, messageParams },
// the shape a refusal's data carries: docs/architecture.md#server-messages), so the organizer's panel says it in the
// organizer's language. `deadline_blocked` keeps the English text for API clients. Hidden like that text: only the
// contest's organizer reads it (visibility.pb.js).

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(new JSONField({ name: 'deadline_blocked_code', hidden: true, maxSize: 2000 }));
    app.save(contests);
  },
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.removeByName('deadline_blocked_code');
    app.save(contests);
  }
);
