/// <reference path="../../../.pb/types.d.ts" />
/* global DateTime, sleep */
// Delivering the Discord announcements. When the contest enters the vote and the results, the phase change's
// transaction queues a message in `discord_deliveries` (so it survives a crash or a redeploy), and a background job
// posts it (discord.pb.js, runDeliveryJob). A phase change never waits for Discord.
//
// One attempt at a time (lib/platform/discord_post.js), for a timeout, a network error, a 5xx or a 429 tried again
// with a growing wait (RETRY_DELAYS_SECONDS: an hour and 4 minutes from the first attempt to the last, MAX_ATTEMPTS
// in all), a 429 never sooner than Discord asks. A Discord outage or a network partition of up to an hour is ridden
// out; after that the organizer's card offers Retry now. Any other 4xx is final. Each attempt first claims its
// message with one conditional UPDATE (claimDue), so two runs of the job never post the same one. An attempt that
// timed out may still have been posted, and Discord's webhooks take no idempotency key, so its retry can show twice:
// a rare double post is preferred to a lost announcement. Each outcome is written to the contest's hidden
// `discord_delivery`, which its organizer reads (visibility.pb.js), with the next attempt's time while retrying.
//
// Development and tests only (like DISCORD_WEBHOOK_BASE_URL, never set in production): DISCORD_RETRY_DELAY_FACTOR
// multiplies every retry delay (0.001 turns the hour into 4 seconds) and DISCORD_JOB_WATCH_SECONDS sets how long
// each run of the job watches the queue (0: one pass), so tests run the job on demand and never wait for the clock.

/** @type {typeof import('./contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);

/** The wait after attempt 1, 2, …, 10 fails: 3,830 s (64 min) from the first attempt to the 11th and last. */
const RETRY_DELAYS_SECONDS = [5, 15, 30, 60, 120, 300, 600, 900, 900, 900];
const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** How long an attempt holds its message: longer than an attempt can take, so no other run takes it meanwhile. */
const CLAIM_SECONDS = 60;
/** How long each run of the delivery job watches the queue, by default (runDeliveryJob says why). */
const JOB_WATCH_SECONDS = 50;

/**
 * Writes the outcome the organizer's panel shows, in a transaction of its own so it never overwrites an edit.
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {Record<string, unknown>} outcome
 */
function recordOutcome(app, contestId, outcome) {
  app.runInTransaction((txApp) => {
    let contest;
    try {
      contest = txApp.findRecordById('contests', contestId);
    } catch {
      return; // deleted meanwhile
    }
    contest.set('discord_delivery', Object.assign({ at: new Date().toISOString() }, outcome));
    txApp.save(contest);
  });
}

/**
 * Queues `payload` for `contest`'s channel (the caller has checked it has a webhook), inside the caller's
 * transaction. `options.key` names a message that goes out once only (unique per contest: lib/rules/reminders.js);
 * `options.phase` is the phase a reminder speaks of (attempt drops it once that phase is over).
 * @param {CoreApp} txApp
 * @param {string} contestId
 * @param {string} event  vote, results, reminder or shared
 * @param {unknown} payload
 * @param {{ key?: string, phase?: string }} [options]
 */
function queueMessage(txApp, contestId, event, payload, options) {
  const delivery = new Record(txApp.findCollectionByNameOrId('discord_deliveries'));
  delivery.set('contest', contestId);
  delivery.set('event', event);
  delivery.set('payload', payload);
  delivery.set('attempts', 0);
  delivery.set('next_attempt', new DateTime());
  delivery.set('state', 'pending');
  delivery.set('reminder_key', (options && options.key) || '');
  delivery.set('phase', (options && options.phase) || '');
  txApp.save(delivery);
}

/**
 * Queues the announcement of `next` (vote or results), inside the phase change's transaction.
 * @param {CoreApp} txApp
 * @param {string} contestId
 * @param {string} next
 */
function queueAnnouncement(txApp, contestId, next) {
  if (next !== 'vote' && next !== 'results') return;
  const contest = txApp.findRecordById('contests', contestId);
  if (!contest.getString('discord_webhook')) return;
  // Written now, in the contest's language of this moment: a later change of language leaves it as queued. The
  // record is read before the phase change is saved, so it speaks of the phase being entered.
  contest.set('status', next);
  /** @type {typeof import('./discord_announcements.js')} */
  const announcements = require(`${__hooks}/lib/rules/discord_announcements.js`);
  const payload =
    next === 'vote' ? announcements.voteMessage(txApp, contest) : announcements.resultsMessage(txApp, contest);
  // A results post that carries the public link is that link's post too (reminders.js, queueSharedPost): sharing
  // later posts nothing more.
  const carriesLink = next === 'results' && contest.getBool('results_shared') && !linkPosted(txApp, contestId);
  queueMessage(txApp, contestId, next, payload, carriesLink ? { key: SHARED_KEY } : undefined);
}

/** The key of the message that posts a contest's public results link (once per contest). */
const SHARED_KEY = 'shared';

/**
 * Whether contest `contestId`'s public results link was queued for its channel already.
 * @param {CoreApp} txApp
 * @param {string} contestId
 */
function linkPosted(txApp, contestId) {
  return (
    rules.countRows(
      txApp,
      'SELECT COUNT(*) AS total FROM discord_deliveries WHERE contest = {:contest} AND reminder_key = {:key}',
      { contest: contestId, key: SHARED_KEY }
    ) > 0
  );
}

/**
 * A number of 0 or more from the environment variable `name`, or `fallback`.
 * @param {string} name
 * @param {number} fallback
 */
function numberFromEnv(name, fallback) {
  const value = parseFloat($os.getenv(name) || '');
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The wait in milliseconds after failed attempt number `attempts`: the backoff step, a 429 at least what it asks.
 * @param {number} attempts
 * @param {import('../platform/discord_post.js').PostResult} result
 */
function retryDelayMs(attempts, result) {
  const factor = numberFromEnv('DISCORD_RETRY_DELAY_FACTOR', 1);
  const backoff = RETRY_DELAYS_SECONDS[attempts - 1] * factor;
  const asked = result.retryAfterSeconds !== undefined ? result.retryAfterSeconds : 0;
  return Math.ceil(Math.max(backoff, asked) * 1000);
}

/** How long each run of the delivery job watches the queue, in milliseconds. */
function jobWatchMs() {
  return numberFromEnv('DISCORD_JOB_WATCH_SECONDS', JOB_WATCH_SECONDS) * 1000;
}

const MS = 1000 * 1000; // a time.Duration of one millisecond, in nanoseconds

/**
 * `ms` milliseconds as the time.Duration that DateTime.add takes (a number of nanoseconds in the JS runtime).
 * @param {number} ms
 * @returns {time.Duration}
 */
const durationOf = (ms) => /** @type {any} */ (ms * MS);

/**
 * The SQL of the place of the announcement `column` in a contest's story: the vote's opening, then the results, then
 * their public link; reminders (0) wait for nothing and hold nothing up.
 * @param {string} column
 */
const ORDER_OF = (column) =>
  `(CASE ${column} WHEN 'vote' THEN 1 WHEN 'results' THEN 2 WHEN 'shared' THEN 3 ELSE 0 END)`;

/**
 * Takes the message `deliveryId` for one attempt, if it is still pending and due: one conditional UPDATE that counts
 * the attempt and holds the message for CLAIM_SECONDS. Two runs of the job may both have listed it; only the one
 * whose UPDATE changed the row goes on, so a message is never posted twice by two runs. A contest's results wait
 * while its vote announcement is still pending (being posted by another run, or waiting for its retry), and the
 * public link waits for the results: a channel never reads "voting is open" after the results (ORDER_OF).
 * @param {CoreApp} app
 * @param {string} deliveryId
 */
function claimDue(app, deliveryId) {
  const now = new DateTime();
  const result = app
    .db()
    .newQuery(
      'UPDATE discord_deliveries SET attempts = attempts + 1, next_attempt = {:claimedUntil}, updated = {:now} ' +
        "WHERE id = {:id} AND state = 'pending' AND next_attempt <= {:now} AND NOT EXISTS (" +
        'SELECT 1 FROM discord_deliveries earlier WHERE earlier.contest = discord_deliveries.contest ' +
        `AND earlier.state = 'pending' AND ${ORDER_OF('earlier.event')} > 0 ` +
        `AND ${ORDER_OF('earlier.event')} < ${ORDER_OF('discord_deliveries.event')})`
    )
    .bind({ id: deliveryId, now: now.string(), claimedUntil: now.add(durationOf(CLAIM_SECONDS * 1000)).string() })
    .execute();
  return result.rowsAffected() === 1;
}

/**
 * Makes one attempt at a queued message, if this run claims it, and records the outcome.
 * @param {CoreApp} app
 * @param {string} deliveryId
 */
function attempt(app, deliveryId) {
  if (!claimDue(app, deliveryId)) return;
  const delivery = app.findRecordById('discord_deliveries', deliveryId);
  const contest = rules.findContest(app, delivery.getString('contest'));
  const webhook = contest ? contest.getString('discord_webhook') : '';
  const event = delivery.getString('event');
  const phase = delivery.getString('phase');
  if (!contest || !webhook || (phase && contest.getString('status') !== phase)) {
    // Removed since: the organizer no longer wants it posted. Or a reminder whose phase is over: "upload your memes"
    // after the vote opened would mislead the channel.
    delivery.set('state', 'failed');
    app.save(delivery);
    return;
  }
  const attempts = delivery.getInt('attempts');
  /** @type {typeof import('../platform/discord_post.js')} */
  const posting = require(`${__hooks}/lib/platform/discord_post.js`);
  const result = posting.post(webhook, JSON.parse(delivery.getString('payload')));
  if (result.ok) {
    delivery.set('state', 'sent');
    app.save(delivery);
    recordOutcome(app, contest.id, { state: 'sent', event });
    return;
  }
  // What Discord answered and how far the attempts went, told alike whether another attempt follows or not.
  const failure = {
    event,
    reason: result.reason,
    status: result.status,
    detail: result.detail,
    attempt: attempts,
    attempts: MAX_ATTEMPTS,
  };
  if (result.retry && attempts < MAX_ATTEMPTS) {
    const next = new DateTime().add(durationOf(retryDelayMs(attempts, result)));
    delivery.set('next_attempt', next);
    app.save(delivery);
    recordOutcome(
      app,
      contest.id,
      Object.assign({ state: 'retrying' }, failure, { next_attempt: next.string().replace(' ', 'T') })
    );
    return;
  }
  delivery.set('state', 'failed');
  app.save(delivery);
  recordOutcome(app, contest.id, Object.assign({ state: result.refused ? 'refused' : 'failed' }, failure));
}

/**
 * One pass over the queue: posts the messages that are due, oldest first (20 at most; the next pass goes on).
 * @param {CoreApp} app
 */
function deliverDue(app) {
  const due = app.findRecordsByFilter(
    'discord_deliveries',
    "state = 'pending' && next_attempt <= {:now}",
    'next_attempt',
    20,
    0,
    { now: new DateTime().string() }
  );
  // PocketBase's declarations allow a missing record in the list (a nil pointer in Go); a found one never is.
  for (const delivery of /** @type {core.Record[]} */ (due)) attempt(app, delivery.id);
}

/**
 * One run of the delivery job (discord.pb.js). PocketBase's cron ticks once a minute and JS hooks cannot start a
 * background task of their own, so each run keeps watching the queue for most of its minute, once a second: a queued
 * announcement goes out within about a second of the phase change, in a goroutine of its own, never in the request
 * that changed the phase. (In the first minute after a start, until the first run, announcements wait for it; and a
 * phase change in a run's last 10 seconds waits for the next one.) Runs may overlap (a run started on demand with
 * POST /api/crons/meme_arena_discord, as the tests do): each message is claimed before it is posted (claimDue). No
 * pass starts after the watch; a pass's attempts last at most 5 s each, and should one overrun into the next
 * minute's run, the claims keep the two apart.
 * @param {CoreApp} app
 */
function runDeliveryJob(app) {
  const until = Date.now() + jobWatchMs();
  for (;;) {
    try {
      require(`${__hooks}/lib/rules/reminders.js`).queueDueReminders(app);
    } catch (err) {
      app.logger().error('Queueing deadline reminders failed', 'error', String(err));
    }
    try {
      deliverDue(app);
    } catch (err) {
      app.logger().error('Discord delivery failed', 'error', String(err));
    }
    if (Date.now() >= until) break;
    sleep(1000);
  }
}

module.exports = { SHARED_KEY, linkPosted, queueMessage, queueAnnouncement, recordOutcome, deliverDue, runDeliveryJob };
