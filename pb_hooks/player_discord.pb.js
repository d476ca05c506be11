/// <reference path="../.pb/types.d.ts" />
// A player's optional Discord identity (lib/routes/player_discord.js, docs/features/player-discord-identity.md):
// joining with Discord, getting back in on another device, and linking Discord from the player page. Each request is
// signed in as the users record PocketBase's Discord sign-in made, which is how the server learns the Discord
// account; rate-limited per client address ("POST /api/discord-players/" in
// pb_migrations/1796100000_player_discord_identity.js).

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordJoin,
  (e) => require(`${__hooks}/lib/routes/player_discord.js`).joinWithDiscord(e),
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordRecover,
  (e) => require(`${__hooks}/lib/routes/player_discord.js`).recoverWithDiscord(e),
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.discordLink,
  (e) => require(`${__hooks}/lib/routes/player_discord.js`).linkDiscord(e),
  $apis.requireAuth('users')
);
