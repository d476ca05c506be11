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
 * Queues the announcement of `next` (vote or results), inside the phase change's transaction.
 * @param {CoreApp} txApp
 * @param {string} contestId
 * @param {string} next
 */
function queueAnnouncement(txApp, contestId, next) {
  if (next !== 'vote' && next !== 'results') return;
  const contest = txApp.findRecordById('contests', contestId);
  if (!contest.getString('discord_webhook')) return;
  const delivery = new Record(txApp.findCollectionByNameOrId('discord_deliveries'));
  delivery.set('contest', contestId);
  delivery.set('event', next);
  // Written now, in the contest's language of this moment: a later change of language leaves it as queued.
  /** @type {typeof import('./discord_announcements.js')} */
  const announcements = require(`${__hooks}/lib/rules/discord_announcements.js`);
  const payload = next === 'vote' ? announcements.voteMessage(contest) : announcements.resultsMessage(txApp, contest);
  delivery.set('payload', payload);
  delivery.set('attempts', 0);
  delivery.set('next_attempt', new DateTime());
  delivery.set('state', 'pending');
  txApp.save(delivery);
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
 * Takes the message `deliveryId` for one attempt, if it is still pending and due: one conditional UPDATE that counts
 * the attempt and holds the message for CLAIM_SECONDS. Two runs of the job may both have listed it; only the one
 * whose UPDATE changed the row goes on, so a message is never posted twice by two runs. A contest's results wait
 * while its vote announcement is still pending (being posted by another run, or waiting for its retry): a channel
 * never reads "voting is open" after the results.
 * @param {CoreApp} app
 * @param {string} deliveryId
 */
function claimDue(app, deliveryId) {
  const now = new DateTime();
  const result = app
    .db()
    .newQuery(
      'UPDATE discord_deliveries SET attempts = attempts + 1, next_attempt = {:claimedUntil}, updated = {:now} ' +
        "WHERE id = {:id} AND state = 'pending' AND next_attempt <= {:now} AND NOT (event = 'results' AND EXISTS (" +
        'SELECT 1 FROM discord_deliveries vote WHERE vote.contest = discord_deliveries.contest ' +
        "AND vote.event = 'vote' AND vote.state = 'pending'))"
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
  if (!contest || !webhook) {
    // Removed since: the organizer no longer wants it posted.
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
      deliverDue(app);
    } catch (err) {
      app.logger().error('Discord delivery failed', 'error', String(err));
    }
    if (Date.now() >= until) break;
    sleep(1000);
  }
}

module.exports = { queueAnnouncement, recordOutcome, deliverDue, runDeliveryJob };
