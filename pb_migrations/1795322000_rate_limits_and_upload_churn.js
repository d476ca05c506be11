/// <reference path="../.pb/types.d.ts" />
// Abuse limits, on for every deployment (the README's "Rate limits" says how they were sized):
// - PocketBase's rate limiter, per client address, sized so that a whole room voting at once is never limited
//   (`npm run bench:votes`, each player from an address of their own) while one client hammering sign-in, link
//   sign-in, uploads, deletes, player creation or votes is refused with 429 within a second or two;
// - the batch API stays off (the app sends no batch, and a batch would be one request doing the work of many);
// - players.uploads_made counts every meme a player has uploaded, deleted ones included, so that uploading and
//   deleting in a loop is bounded (pb_hooks/lib/uploads.js); hidden, so only superusers read it.

const RULES = [
  // Organizer sign-in (Discord OAuth2) and the sign-in methods the login page asks for.
  { label: '*:auth', maxRequests: 20, duration: 60 },
  { label: '*:listAuthMethods', maxRequests: 60, duration: 60 },
  // Opening a player link, or an organizer's session renewal: once per page open.
  { label: '*:authRefresh', maxRequests: 120, duration: 60 },
  // The organizer adds players one request each (a create form of 50 sends 50 at once).
  { label: 'players:create', maxRequests: 100, duration: 60 },
  // Uploads and removals: at most 10 memes per player, so 60 a minute covers a room sharing one address.
  { label: 'memes:create', maxRequests: 60, duration: 60 },
  { label: 'memes:delete', maxRequests: 60, duration: 60 },
  // Votes (PUT /api/memes/{meme}/vote): the storm's players send about 60 a second each, in bursts of 118.
  { label: 'PUT /api/memes/', maxRequests: 600, duration: 10 },
  // Images: a vote page loads a thumbnail of every meme.
  { label: '*:file', maxRequests: 2000, duration: 10 },
  // Everything else: lists, views, realtime.
  { label: '/api/', maxRequests: 600, duration: 10 },
];

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = RULES.map((rule) => ({ audience: '', ...rule }));
    settings.batch.enabled = false;
    app.save(settings);

    const players = app.findCollectionByNameOrId('players');
    players.fields.add(new NumberField({ name: 'uploads_made', onlyInt: true, min: 0, hidden: true }));
    app.save(players);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);

    const players = app.findCollectionByNameOrId('players');
    players.fields.removeByName('uploads_made');
    app.save(players);
  }
);
