/// <reference path="../../../.pb/types.d.ts" />
/* global unmarshal */
// The Discord sign-in settings from the environment (oauth_config.pb.js lists the variables).

/**
 * Sets the Discord provider of `users` from the environment (onBootstrap, `serve` only).
 * @param {core.BootstrapEvent} e
 */
function applyOAuthSettings(e) {
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
}

module.exports = { applyOAuthSettings };
