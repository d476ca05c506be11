/// <reference path="../.pb/types.d.ts" />
// Organizer sign-in: the Discord OAuth2 provider of `users` is configured from the environment at start-up.
//   DISCORD_CLIENT_ID + DISCORD_CLIENT_SECRET   enable the provider (both needed; otherwise it is removed)
//   DISCORD_OAUTH_BASE_URL (dev/tests only)     points it at a local sandbox that speaks Discord's paths
// The Discord username, display name and avatar are mapped onto users.username, name and avatar by the
// collection's OAuth2 field mapping (pb_migrations); a Discord user without avatar simply gets none.

onBootstrap((e) => require(`${__hooks}/lib/platform/oauth_settings.js`).applyOAuthSettings(e));
