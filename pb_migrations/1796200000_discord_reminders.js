/// <reference path="../.pb/types.d.ts" />
/* global DateField */
// Reminders in the channel (lib/rules/reminders.js) and the post of the public results link:
// - `last_reminder` on contests: when the organizer last reminded the channel, hidden (only the server reads it), so
//   "Remind the channel" goes out at most once every 10 minutes, checked and written in one conditional UPDATE;
// - the outbox `discord_deliveries` also carries reminders (`reminder`) and the public link's post (`shared`);
// - `reminder_key` names a message that must go out once only (a deadline's reminder: the deadline and how long before
//   it; the public link: 'shared'), unique per contest, so a job run twice or restarted never queues it again;
// - `phase`: the phase a reminder speaks of, so one still waiting when its phase is over is dropped, not posted.

migrate(
  (app) => {
    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(new DateField({ name: 'last_reminder', hidden: true }));
    app.save(contests);

    const deliveries = app.findCollectionByNameOrId('discord_deliveries');
    const event = /** @type {any} */ (deliveries.fields.getByName('event'));
    event.values = ['vote', 'results', 'reminder', 'shared'];
    deliveries.fields.add(new TextField({ name: 'reminder_key', max: 100 }));
    deliveries.fields.add(new TextField({ name: 'phase', max: 20 }));
    deliveries.indexes.push(
      "CREATE UNIQUE INDEX idx_discord_deliveries_once ON discord_deliveries (contest, reminder_key) WHERE reminder_key != ''"
    );
    app.save(deliveries);
  },
  (app) => {
    const deliveries = app.findCollectionByNameOrId('discord_deliveries');
    app.db().newQuery("DELETE FROM discord_deliveries WHERE event IN ('reminder', 'shared')").execute();
    deliveries.indexes = deliveries.indexes.filter((index) => index.indexOf('idx_discord_deliveries_once') < 0);
    deliveries.fields.removeByName('reminder_key');
    deliveries.fields.removeByName('phase');
    const event = /** @type {any} */ (deliveries.fields.getByName('event'));
    event.values = ['vote', 'results'];
    app.save(deliveries);

    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.removeByName('last_reminder');
    app.save(contests);
  }
);
