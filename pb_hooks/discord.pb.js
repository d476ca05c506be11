/// <reference path="../.pb/types.d.ts" />
// Discord announcements: the organizer sets, removes and tests the contest's channel webhook (lib/routes/discord.js);
// reminds the channel (lib/rules/reminders.js); a background job posts the announcements the phase changes and
// reminders queued, and queues the reminders due before a deadline (lib/rules/discord_delivery.js, which says why
// each run watches the queue for most of its minute). DISCORD_JOB_WATCH_SECONDS shortens the watch in development and
// tests (0: one pass over the queue).

routerAdd(
  'PUT',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhook,
  (e) => require(`${__hooks}/lib/routes/discord.js`).setWebhook(e),
  $apis.requireAuth('users')
);

routerAdd(
  'DELETE',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhook,
  (e) => require(`${__hooks}/lib/routes/discord.js`).removeWebhook(e),
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhookTest,
  (e) => require(`${__hooks}/lib/routes/discord.js`).sendTestMessage(e),
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordWebhookRetry,
  (e) => require(`${__hooks}/lib/routes/discord.js`).retryAnnouncement(e),
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordRemind,
  (e) => require(`${__hooks}/lib/routes/discord.js`).remindChannel(e),
  $apis.requireAuth('users')
);

cronAdd('meme_arena_discord', '* * * * *', () =>
  require(`${__hooks}/lib/rules/discord_delivery.js`).runDeliveryJob($app)
);
