/// <reference path="../.pb/types.d.ts" />
/* global BoolField */
// A player's optional Discord identity (docs/features/player-discord-identity.md): the Discord account id a player
// joined with or linked, so that account can sign a new device in as that player. `discord_id` is hidden: PocketBase
// drops it from every read, realtime event and non-superuser filter, and from a non-superuser's create body; only the
// routes of pb_hooks/player_discord.pb.js write and read it. `discord_linked` tells the player page whether the link
// is made, and carries no identity. One Discord account is at most one player per contest: the unique index holds
// under parallel requests, whatever the routes check first.

// The Discord routes (POST /api/discord-players/…): one request per join, recovery or link. Sized like joining.
const DISCORD_RATE_LIMIT = { label: 'POST /api/discord-players/', audience: '', maxRequests: 20, duration: 60 };

migrate(
  (app) => {
    const players = app.findCollectionByNameOrId('players');
    players.fields.add(new TextField({ name: 'discord_id', hidden: true, max: 64 }));
    players.fields.add(new BoolField({ name: 'discord_linked' }));
    players.indexes.push(
      "CREATE UNIQUE INDEX `idx_players_contest_discord` ON `players` (`contest`, `discord_id`) WHERE `contest` != '' AND `discord_id` != ''"
    );
    app.save(players);

    const settings = app.settings();
    // Rules are matched in order: this one goes before the catch-all "/api/".
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== DISCORD_RATE_LIMIT.label);
    const catchAll = rules.findIndex((rule) => rule.label === '/api/');
    rules.splice(catchAll < 0 ? rules.length : catchAll, 0, DISCORD_RATE_LIMIT);
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const players = app.findCollectionByNameOrId('players');
    players.indexes = players.indexes.filter((index) => !index.includes('idx_players_contest_discord'));
    players.fields.removeByName('discord_id');
    players.fields.removeByName('discord_linked');
    app.save(players);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== DISCORD_RATE_LIMIT.label);
    app.save(settings);
  }
);
