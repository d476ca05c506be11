/// <reference path="../.pb/types.d.ts" />
/* global sleep */
// Discord announcements (lib/discord.js): the organizer sets, removes and tests the contest's
// channel webhook; a background job posts the announcements the phase changes queued.

routerAdd(
  'PUT',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhook,
  (e) => require(`${__hooks}/lib/discord.js`).setWebhook(e),
  $apis.requireAuth('users')
);

routerAdd(
  'DELETE',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhook,
  (e) => require(`${__hooks}/lib/discord.js`).removeWebhook(e),
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhookTest,
  (e) => require(`${__hooks}/lib/discord.js`).sendTestMessage(e),
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhookRetry,
  (e) => require(`${__hooks}/lib/discord.js`).retryAnnouncement(e),
  $apis.requireAuth('users')
);

// The delivery job. PocketBase's cron ticks once a minute and JS hooks cannot start a background task of their
// own, so each run keeps watching the queue for most of its minute, once a second: a queued announcement goes out
// within about a second of the phase change, in a goroutine of its own, never in the request that changed the
// phase. (In the first minute after a start, until the first run, announcements wait for it; and a phase change in
// a run's last 10 seconds waits for the next one.) Runs may overlap (a run started on demand with
// POST /api/crons/meme_arena_discord, as the tests do): each message is claimed before it is posted (lib/discord.js).
// DISCORD_JOB_WATCH_SECONDS shortens the watch in development and tests (0: one pass over the queue).
cronAdd('meme_arena_discord', '* * * * *', () => {
  const discord = require(`${__hooks}/lib/discord.js`);
  // No pass starts after 50 s; a pass's attempts last at most 5 s each, and should one overrun into the next
  // minute's run, the claims keep the two apart.
  const until = Date.now() + discord.jobWatchMs();
  for (;;) {
    try {
      discord.deliverDue($app);
    } catch (err) {
      $app.logger().error('Discord delivery failed', 'error', String(err));
    }
    if (Date.now() >= until) break;
    sleep(1000);
  }
});
