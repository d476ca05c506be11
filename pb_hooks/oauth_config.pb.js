/// <reference path="../.pb/types.d.ts" />
/* global unmarshal */
// Organizer sign-in: the Discord OAuth2 provider of `users` is configured from the environment at start-up.
//   DISCORD_CLIENT_ID + DISCORD_CLIENT_SECRET   enable the provider (both needed; otherwise it is removed)
//   DISCORD_OAUTH_BASE_URL (dev/tests only)     points it at a local sandbox that speaks Discord's paths
// The Discord username, display name and avatar are mapped onto users.username, name and avatar by the
// collection's OAuth2 field mapping (pb_migrations); a Discord user without avatar simply gets none.

onBootstrap((e) => {
  e.next();
  if (!$os.args.includes('serve')) return;
  // serve applies the app migrations only after bootstrap; the users collection must be migrated first.
  e.app.runAppMigrations();

  const clientId = $os.getenv('DISCORD_CLIENT_ID').trim();
  const clientSecret = $os.getenv('DISCORD_CLIENT_SECRET').trim();
  const baseUrl = $os.getenv('DISCORD_OAUTH_BASE_URL').trim().replace(/\/+$/, '');

  const providers = [];
  if (clientId && clientSecret) {
    providers.push({
      name: 'discord',
      clientId,
      clientSecret,
      authURL: baseUrl ? `${baseUrl}/oauth2/authorize` : '',
      tokenURL: baseUrl ? `${baseUrl}/api/oauth2/token` : '',
      userInfoURL: baseUrl ? `${baseUrl}/api/users/@me` : '',
      displayName: 'Discord',
    });
  } else if (clientId || clientSecret) {
    e.app.logger().warn('Discord sign-in disabled: set both DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET.');
  }

  const users = e.app.findCollectionByNameOrId('users');
  unmarshal({ oauth2: { enabled: providers.length > 0, providers } }, users);
  e.app.save(users);
});
