/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf, DateTime, TooManyRequestsError */
// Reminders in the contest's Discord channel, posted through the delivery queue (lib/rules/discord_delivery.js) with
// the contest's address and the turnout (lib/rules/discord_announcements.js, reminderMessage):
//
// - Remind the channel (POST /api/contests/{contest}/discord-webhook/remind, lib/routes/discord.js): at most once every
//   REMIND_INTERVAL_MINUTES per contest. One conditional UPDATE of the contest's hidden `last_reminder` takes the slot
//   and, in the same transaction, the reminder is queued: SQLite has one writer, so of parallel requests exactly one
//   changes the row, and the others are refused with the time the next one may go.
// - Before each deadline (participation_ends, vote_ends), REMINDER_MINUTES before it. A reminder is due while the time
//   left is at most its minutes and more than half of them: a deadline set 59 minutes ahead gets the hour's reminder at
//   once, one set 30 minutes ahead only the 10 minutes' one (an "hour left" post with half an hour left would be
//   wrong). Its `reminder_key` (the deadline field, its value and the minutes) is unique per contest, so each goes out
//   once whatever the number of job runs, restarts or parallel runs; a moved deadline has new keys, so its reminders
//   are armed again. Checked by every pass of the delivery job (runDeliveryJob, about once a second), so a reminder
//   goes out within seconds of its time.
// - Both kinds share the contest's one slot: no reminder goes out less than REMIND_INTERVAL_MINUTES after another.
//   Without it, an organizer nudging a deadline by a millisecond at a time would re-arm its reminder on each nudge and
//   post about once a second. A deadline reminder that meets a taken slot waits for it while it is still due.

/** @type {typeof import('./contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);

const REMIND_INTERVAL_MINUTES = rules.LIMITS.discordReminderMinutes;
/** How long before a deadline its reminders go out, longest first. */
const REMINDER_MINUTES = [60, 10];

const MINUTE_NS = 60 * 1000 * 1000 * 1000; // a time.Duration of one minute, in nanoseconds

/**
 * `now` moved by `minutes` (negative: back).
 * @param {DateTime} now
 * @param {number} minutes
 */
const minutesFrom = (now, minutes) => now.add(/** @type {any} */ (minutes * MINUTE_NS));

/** The deadline field of each phase that has one. @type {Record<string, string>} */
const DEADLINE_OF = { participation: 'participation_ends', vote: 'vote_ends' };

/**
 * Remind the channel now, for `contest` (the signed-in organizer's, checked by the route): queued at once, or refused
 * (429, with `retryAt`, the ISO time the next reminder may go) when the last one was less than
 * REMIND_INTERVAL_MINUTES ago. The route has checked the webhook; the phase is checked again in the UPDATE itself.
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @returns {{ nextReminder: string }}
 */
function remindNow(app, contest) {
  const now = new DateTime();
  let taken = false;
  app.runInTransaction((txApp) => {
    if (!takeReminderSlot(txApp, contest.id, now)) return;
    const current = txApp.findRecordById('contests', contest.id);
    /** @type {typeof import('./discord_announcements.js')} */
    const announcements = require(`${__hooks}/lib/rules/discord_announcements.js`);
    require(`${__hooks}/lib/rules/discord_delivery.js`).queueMessage(
      txApp,
      contest.id,
      'reminder',
      announcements.reminderMessage(txApp, current, false),
      { phase: current.getString('status') }
    );
    taken = true;
  });
  if (taken) return { nextReminder: isoTime(minutesFrom(now, REMIND_INTERVAL_MINUTES)) };

  const current = app.findRecordById('contests', contest.id);
  if (current.getString('status') === 'results') rules.refuse(rules.MESSAGES.remindPhase);
  if (!current.getString('discord_webhook')) rules.refuse(rules.MESSAGES.webhookMissing, 'discord_webhook');
  const last = current.getDateTime('last_reminder');
  const error = rules.withMessageCode(new TooManyRequestsError(rules.MESSAGES.remindTooSoon));
  // Set after the error is made, like the code: a string given to its constructor is turned into a field error.
  error.data['retryAt'] = isoTime(minutesFrom(last.isZero() ? now : last, REMIND_INTERVAL_MINUTES));
  throw error;
}

/**
 * Takes contest `contestId`'s reminder slot at `now`, inside the caller's transaction: one conditional UPDATE of its
 * hidden `last_reminder`, so of parallel takers exactly one changes the row. False while the last reminder (of either
 * kind) is less than REMIND_INTERVAL_MINUTES old, or when the contest is past the vote or has no webhook.
 * @param {CoreApp} txApp
 * @param {string} contestId
 * @param {DateTime} now
 */
function takeReminderSlot(txApp, contestId, now) {
  const result = txApp
    .db()
    .newQuery(
      "UPDATE contests SET last_reminder = {:now} WHERE id = {:id} AND status IN ('participation', 'vote') " +
        "AND discord_webhook != '' AND (last_reminder = '' OR last_reminder IS NULL OR last_reminder <= {:since})"
    )
    .bind({ id: contestId, now: now.string(), since: minutesFrom(now, -REMIND_INTERVAL_MINUTES).string() })
    .execute();
  return result.rowsAffected() === 1;
}

/**
 * A PocketBase date as ISO 8601 ("2026-11-28T21:43:00.000Z").
 * @param {DateTime} time
 */
function isoTime(time) {
  return time.string().replace(' ', 'T');
}

/**
 * Queues every deadline reminder that is due now (see the top of this file), for the contests with a webhook whose
 * current phase's deadline is less than the longest reminder away.
 * @param {CoreApp} app
 */
function queueDueReminders(app) {
  const now = new DateTime();
  const horizon = minutesFrom(now, REMINDER_MINUTES[0]).string();
  const due = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(
      "SELECT id FROM contests WHERE discord_webhook != '' AND (" +
        "(status = 'participation' AND participation_ends != '' AND participation_ends > {:now} AND participation_ends <= {:horizon}) " +
        "OR (status = 'vote' AND vote_ends != '' AND vote_ends > {:now} AND vote_ends <= {:horizon}))"
    )
    .bind({ now: now.string(), horizon })
    .all(due);
  for (const row of due) {
    try {
      queueContestReminder(app, row.id);
    } catch (error) {
      app.logger().error('Queueing a deadline reminder failed', 'contest', row.id, 'error', String(error));
    }
  }
}

/**
 * The deadline reminder of `contest` that is due now, if any: its key (unique per contest) and its minutes.
 * @param {core.Record} contest
 * @returns {{ key: string, minutes: number, phase: string } | null}
 */
function dueReminder(contest) {
  const phase = contest.getString('status');
  const field = DEADLINE_OF[phase];
  if (!field || !contest.getString('discord_webhook')) return null;
  const deadline = contest.getDateTime(field);
  if (deadline.isZero()) return null;
  const leftMinutes = (deadline.unix() - new DateTime().unix()) / 60;
  const minutes = REMINDER_MINUTES.find((before) => leftMinutes > before / 2 && leftMinutes <= before);
  return minutes ? { key: `${field}@${deadline.string()}:${minutes}`, minutes, phase } : null;
}

/**
 * Whether the message `key` of contest `contestId` was queued already.
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {string} key
 */
function queued(app, contestId, key) {
  return (
    rules.countRows(
      app,
      'SELECT COUNT(*) AS total FROM discord_deliveries WHERE contest = {:contest} AND reminder_key = {:key}',
      { contest: contestId, key }
    ) > 0
  );
}

/**
 * Queues contest `contestId`'s deadline reminder that is due now, if any and not queued before. Checked first without
 * a transaction, which would take SQLite's only writer every second for every contest within the hour (a vote storm
 * waits on that writer); then again inside the transaction that queues it, which reads the contest again (its phase or
 * deadline may have just changed, or another run queued it).
 * @param {CoreApp} app
 * @param {string} contestId
 */
function queueContestReminder(app, contestId) {
  const first = dueReminder(app.findRecordById('contests', contestId));
  if (!first || queued(app, contestId, first.key)) return;
  app.runInTransaction((txApp) => {
    const contest = txApp.findRecordById('contests', contestId);
    const due = dueReminder(contest);
    if (!due || queued(txApp, contestId, due.key) || !takeReminderSlot(txApp, contestId, new DateTime())) return;
    /** @type {typeof import('./discord_announcements.js')} */
    const announcements = require(`${__hooks}/lib/rules/discord_announcements.js`);
    require(`${__hooks}/lib/rules/discord_delivery.js`).queueMessage(
      txApp,
      contestId,
      'reminder',
      announcements.reminderMessage(txApp, contest, true),
      { key: due.key, phase: due.phase }
    );
  });
}

/**
 * When the organizer shares the results after they opened (results_shared turned on, in results, with a webhook),
 * queues the post of the public link, once per contest (`reminder_key` 'shared'), inside the update's transaction.
 * @param {CoreApp} txApp
 * @param {core.Record} contest  as it is being saved
 */
function queueSharedPost(txApp, contest) {
  if (contest.getString('status') !== 'results' || !contest.getString('discord_webhook')) return;
  const results = require(`${__hooks}/lib/rules/results.js`);
  const origin = results.publicOrigin(txApp);
  if (!origin) return;
  /** @type {typeof import('./discord_delivery.js')} */
  const delivery = require(`${__hooks}/lib/rules/discord_delivery.js`);
  if (delivery.linkPosted(txApp, contest.id)) return;
  /** @type {typeof import('./discord_announcements.js')} */
  const announcements = require(`${__hooks}/lib/rules/discord_announcements.js`);
  const link = results.publicResultsUrl(origin, contest.id);
  delivery.queueMessage(txApp, contest.id, 'shared', announcements.sharedMessage(txApp, contest, link), {
    key: delivery.SHARED_KEY,
  });
}

module.exports = { remindNow, queueDueReminders, queueSharedPost, REMINDER_MINUTES };
