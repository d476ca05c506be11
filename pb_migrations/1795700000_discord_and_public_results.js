/// <reference path="../.pb/types.d.ts" />
/* global BoolField, JSONField */
// Results that travel (pb_hooks/lib/discord.js, pb_hooks/lib/public_results.js):
// - a Discord channel webhook per contest, which only the contest's organizer reads and only the webhook routes write
//   (a hidden field: PocketBase drops it from a non-superuser's create or update body, and refuses it in filters);
// - the outcome of the last message posted there, for the organizer's panel (hidden, shown to the owner only);
// - whether the results are shared publicly (readable by everyone who reads the contest, set by its owner);
// - the outbox of announcements: written in the phase change's transaction, so an announcement is never lost to a
//   crash or a redeploy, and posted by a background job (no API rules: superusers only).

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(new TextField({ name: 'discord_webhook', hidden: true, max: 300 }));
    contests.fields.add(new JSONField({ name: 'discord_delivery', hidden: true, maxSize: 2000 }));
    contests.fields.add(new BoolField({ name: 'results_shared' }));
    app.save(contests);

    const deliveries = new Collection({
      type: 'base',
      name: 'discord_deliveries',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'contest',
          collectionId: contests.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: 'select', name: 'event', required: true, maxSelect: 1, values: ['vote', 'results'] },
        { type: 'json', name: 'payload', required: true, maxSize: 20000 },
        { type: 'number', name: 'attempts', onlyInt: true, min: 0 },
        { type: 'date', name: 'next_attempt' },
        { type: 'select', name: 'state', required: true, maxSelect: 1, values: ['pending', 'sent', 'failed'] },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_discord_deliveries_due ON discord_deliveries (state, next_attempt)'],
    });
    app.save(deliveries);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('discord_deliveries'));
    const contests = app.findCollectionByNameOrId('contests');
    for (const name of ['discord_webhook', 'discord_delivery', 'results_shared']) contests.fields.removeByName(name);
    app.save(contests);
  }
);
