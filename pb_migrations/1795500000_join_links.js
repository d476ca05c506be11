/// <reference path="../.pb/types.d.ts" />
// The contest's join link (pb_hooks/lib/join.js): a secret on the contest, which only the join-link
// routes write (PocketBase drops a hidden field from a non-superuser's create or update body), and a rate limit on
// joining.

// Joining (POST /api/join/{contest}/{secret}): one request per new player. 20 a minute lets a room behind one
// address (a school, an office) join in a few minutes, and stops one client from filling a contest with players.
const JOIN_RATE_LIMIT = { label: 'POST /api/join/', audience: '', maxRequests: 20, duration: 60 };

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(new TextField({ name: 'join_secret', hidden: true, max: 64 }));
    app.save(contests);

    const settings = app.settings();
    // Rules are matched in order: the join rule goes before the catch-all "/api/".
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== JOIN_RATE_LIMIT.label);
    const catchAll = rules.findIndex((rule) => rule.label === '/api/');
    rules.splice(catchAll < 0 ? rules.length : catchAll, 0, JOIN_RATE_LIMIT);
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.removeByName('join_secret');
    app.save(contests);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== JOIN_RATE_LIMIT.label);
    app.save(settings);
  }
);
