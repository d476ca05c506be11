/// <reference path="../.pb/types.d.ts" />
/* global SelectField */
// A contest's language (pb_hooks/contract/locales.json): its players see the app in it until they pick another, and
// its Discord announcements and link previews use it. Contests created before this field have it empty, which
// reads as the default language, English.

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    // The locales as they were when this field was added; a later language comes with its own migration.
    const locales = ['en', 'fr', 'es', 'de', 'pt-BR'];
    contests.fields.add(new SelectField({ name: 'language', maxSelect: 1, values: locales }));
    app.save(contests);
  },
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.removeByName('language');
    app.save(contests);
  }
);
