/// <reference path="../../.pb/types.d.ts" />
/* global $http, DateTime, TooManyRequestsError */
// Discord announcements. The organizer pastes a channel webhook URL; when the contest enters the
// vote and the results, the phase change's transaction queues a message in `discord_deliveries` (so it survives a
// crash or a redeploy), and a background job posts it (discord.pb.js). A phase change never waits for Discord.
//
// Delivery: one attempt at a time, for a timeout, a network error, a 5xx or a 429 tried again with a growing wait
// (RETRY_DELAYS_SECONDS: an hour and 4 minutes from the first attempt to the last, MAX_ATTEMPTS in all), a 429 never
// sooner than Discord asks. A Discord outage or a network partition of up to an hour is ridden out; after that the
// organizer's card offers Retry now. Any other 4xx is final: Discord says the webhook or the message is wrong, and
// repeating an invalid request is what gets a server's address blocked by Discord. Each attempt first claims its
// message with one conditional UPDATE (claimDue), so two runs of the job never post the same one. An attempt that
// timed out may still have been posted, and Discord's webhooks take no idempotency key, so its retry can show twice:
// a rare double post is preferred to a lost announcement. Each outcome is written to the contest's hidden
// `discord_delivery`, which its organizer reads (visibility.pb.js), with the next attempt's time while retrying.
//
// Send a test message posts at once, at most TEST_MESSAGES_PER_MINUTE times a minute per contest and per client
// address (an in-memory sliding window: a test message is an organizer's check, never a way to hammer a webhook).
//
// Development and tests only (like DISCORD_WEBHOOK_BASE_URL, never set in production): DISCORD_RETRY_DELAY_FACTOR
// multiplies every retry delay (0.001 turns the hour into 4 seconds) and DISCORD_JOB_WATCH_SECONDS sets how long
// each run of the job watches the queue (0: one pass), so tests run the job on demand and never wait for the clock.
//
// Message format: https://discord.com/developers/docs/resources/webhook#execute-webhook, within the documented embed
// limits (title 256, description 4096, 10 embeds, 6000 characters in all). Mentions are turned off, so a contest
// or player named "@everyone" pings nobody.
// Each message is written in the contest's language (lib/i18n.js) when it is queued, so a retry posts it as it was.

/** @type {typeof import('./contest_rules.js')} */
const rules = require(`${__hooks}/lib/contest_rules.js`);
const { MESSAGES, refuse } = rules;

/** The wait after attempt 1, 2, …, 10 fails: 3,830 s (64 min) from the first attempt to the 11th and last. */
const RETRY_DELAYS_SECONDS = [5, 15, 30, 60, 120, 300, 600, 900, 900, 900];
const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** How long one attempt may take (Discord answers in well under a second). */
const TIMEOUT_SECONDS = 5;
/** How long an attempt holds its message: longer than an attempt can take, so no other run takes it meanwhile. */
const CLAIM_SECONDS = 60;
const MAX_RETRY_AFTER_SECONDS = 300;
/** How long each run of the delivery job watches the queue, by default (discord.pb.js says why). */
const JOB_WATCH_SECONDS = 50;
const TEST_MESSAGES_PER_MINUTE = rules.LIMITS.discordTestMessagesPerMinute;
const BRAND_COLOR = 0x8b5cf6;
const SENDER_NAME = 'Meme Arena';
const MEDALS = ['🥇', '🥈', '🥉'];

/**
 * The webhook URL to store, if it is one of Discord's forms (contract/discord_webhook.js); refuses the request
 * otherwise.
 * @param {unknown} value
 */
function checkWebhookUrl(value) {
  /** @type {typeof import('../../contract/discord_webhook.js')} */
  const webhooks = require(`${__hooks}/../contract/discord_webhook.js`);
  const url = webhooks.discordWebhookUrl(typeof value === 'string' ? value : '');
  if (!url) refuse(MESSAGES.webhookInvalid, 'discord_webhook');
  return url;
}

/**
 * Where a webhook URL is actually posted: Discord itself, or, in development and tests only, the local receiver at
 * DISCORD_WEBHOOK_BASE_URL (as DISCORD_OAUTH_BASE_URL does for sign-in; never set in production).
 * @param {string} webhookUrl
 */
function deliveryUrl(webhookUrl) {
  const base = ($os.getenv('DISCORD_WEBHOOK_BASE_URL') || '').replace(/\/+$/, '');
  const url = base ? webhookUrl.replace(/^https:\/\/[^/]+/, base) : webhookUrl;
  return `${url}?wait=true`;
}

/**
 * `text` cut to `max` characters, with an ellipsis when cut.
 * @param {string} text
 * @param {number} max
 */
function clip(text, max) {
  const value = String(text);
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/**
 * `text` with Discord's markdown escaped, so a name is shown as typed: the inline marks (bold, italics, underline,
 * strikethrough, code, spoilers, links) anywhere, and the block marks (quote, heading, list) at a line's start,
 * where they mean something (a "<cup>" or "semi-final" mid-name stays as it is).
 * @param {string} text
 */
function plain(text) {
  return String(text)
    .replace(/([\\*_~`|[\]()])/g, '\\$1')
    .replace(/^(\s*)([>#-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)\./gm, '$1\\.');
}

/**
 * A name (a contest's, a player's) as Discord shows it as typed, wherever it appears (descriptions and embed titles
 * alike): markdown escaped, then cut to `max` characters with an ellipsis, never in the middle of an escape.
 * @param {string} text
 * @param {number} max
 */
function plainName(text, max) {
  const escaped = plain(text);
  if (escaped.length <= max) return escaped;
  let kept = '';
  for (const character of String(text)) {
    if (plain(kept + character).length > max - 1) break;
    kept += character;
  }
  return `${plain(kept)}…`;
}

/**
 * An embed of a webhook message, with the fields these messages use.
 * @typedef {{ title: string, description?: string, color: number, url?: string, image?: { url: string } }} Embed
 */

/** @param {Embed[]} embeds */
function message(embeds) {
  return { username: SENDER_NAME, allowed_mentions: { parse: [] }, embeds };
}

/**
 * A one-embed message: the contest's name and `description`.
 * @param {core.Record} contest
 * @param {string} description
 */
function contestMessage(contest, description) {
  return message([{ title: plainName(contest.getString('name'), 256), description, color: BRAND_COLOR }]);
}

/**
 * The server's text `key` (lib/i18n.js) in `contest`'s language.
 * @param {core.Record} contest
 * @param {string} key
 */
function contestText(contest, key) {
  /** @type {typeof import('./i18n.js')} */
  const texts = require(`${__hooks}/lib/i18n.js`);
  return texts.text(texts.contestLocale(contest), key);
}

/**
 * The message for a contest whose vote just opened, in its language, with when voting closes if it has a deadline.
 * @param {core.Record} contest
 */
function voteMessage(contest) {
  /** @type {typeof import('./i18n.js')} */
  const texts = require(`${__hooks}/lib/i18n.js`);
  const locale = texts.contestLocale(contest);
  const lines = [texts.text(locale, 'discord.voteOpened')];
  const closes = contest.getDateTime('vote_ends');
  if (!closes.isZero()) {
    // Discord's timestamp markup: each reader's Discord shows it in their own language and time zone.
    const unix = closes.unix();
    lines.push(texts.text(locale, 'discord.voteCloses', { relative: `<t:${unix}:R>`, time: `<t:${unix}:f>` }));
  }
  return contestMessage(contest, lines.join('\n'));
}

/**
 * The message for a contest whose results just opened, in its language: the podium, its memes, and the public page
 * if shared.
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function resultsMessage(app, contest) {
  const results = require(`${__hooks}/lib/public_results.js`);
  /** @type {typeof import('../../contract/ranking.js')} */
  const ranking = require(`${__hooks}/../contract/ranking.js`);
  /** @type {typeof import('./i18n.js')} */
  const texts = require(`${__hooks}/lib/i18n.js`);
  const locale = texts.contestLocale(contest);
  /** @type {(key: string, params?: Record<string, string | number>) => string} */
  const say = (key, params) => texts.text(locale, key, params);
  /** @param {string} score */
  const points = (score) => texts.pointsText(locale, score);
  const origin = results.publicOrigin(app);
  const { memes } = results.readRankings(app, contest.id);
  const podium = ranking.rankByScore(memes, (meme) => meme.average_score).slice(0, ranking.PODIUM_SIZE);
  const link = contest.getBool('results_shared') && origin ? results.publicResultsUrl(origin, contest.id) : '';
  /** @param {{ username: string }} meme */
  const nameOf = (meme) => plainName(meme.username || say('results.unknownPlayer'), 80);
  /** @param {{ rank: number }} entry */
  const place = (entry) => MEDALS[entry.rank - 1] || `${entry.rank}.`;
  // The title's words take their room first; the contest's name is cut to what is left of Discord's 256.
  const titleWords = say('discord.resultsTitle', { contest: '' }).length;

  const lines = podium.map((entry) =>
    say('discord.podiumEntry', {
      place: place(entry),
      player: `**${nameOf(entry.item)}**`,
      points: points(entry.score),
    })
  );
  const headline = podium.length
    ? say('results.winner', { winner: `**${nameOf(podium[0].item)}**`, points: points(podium[0].score) })
    : say('results.noScores');
  /** @type {Embed} */
  const first = {
    title: say('discord.resultsTitle', { contest: plainName(contest.getString('name'), 256 - titleWords) }),
    description: [headline, '', ...lines, ...(link ? ['', say('discord.seeEveryMeme', { link })] : [])].join('\n'),
    color: BRAND_COLOR,
  };
  if (link) first.url = link;
  /** @type {Embed[]} */
  const embeds = [first];
  podium.forEach((entry, index) => {
    if (!origin) return;
    const image = { url: results.memeImageUrl(app, origin, entry.item) };
    if (index === 0) {
      first.image = image;
    } else {
      embeds.push({
        title: say('discord.podiumEntry', {
          place: place(entry),
          player: nameOf(entry.item),
          points: points(entry.score),
        }),
        color: BRAND_COLOR,
        image,
      });
    }
  });
  return message(embeds);
}

/**
 * Posts `payload` to the webhook. Returns { ok } or { ok: false, retry, detail, retryAfterSeconds }, `detail` in
 * words for the organizer.
 * @param {string} webhookUrl
 * @param {unknown} payload
 * @returns {PostResult}
 */
function post(webhookUrl, payload) {
  let response;
  try {
    response = $http.send({
      url: deliveryUrl(webhookUrl),
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      timeout: TIMEOUT_SECONDS,
    });
  } catch (err) {
    const timedOut = /deadline exceeded|timeout/i.test(String(err));
    return {
      ok: false,
      retry: true,
      reason: timedOut ? 'timeout' : 'unreachable',
      detail: timedOut ? 'Discord did not answer in time.' : 'Discord could not be reached.',
    };
  }
  const status = response.statusCode;
  if (status >= 200 && status < 300) return { ok: true };
  const said = response.json && typeof response.json.message === 'string' ? response.json.message : '';
  if (status === 429) {
    const retryAfter = response.json && Number(response.json.retry_after);
    return {
      ok: false,
      retry: true,
      retryAfterSeconds: Number.isFinite(retryAfter) ? Math.min(retryAfter, MAX_RETRY_AFTER_SECONDS) : undefined,
      reason: 'slowDown',
      detail: 'Discord asked to slow down.',
    };
  }
  if (status >= 500) {
    return {
      ok: false,
      retry: true,
      reason: 'discordError',
      status,
      detail: `Discord had a problem (HTTP ${status}).`,
    };
  }
  // Discord's own words, which no catalog holds; the panel frames them in the organizer's language.
  return {
    ok: false,
    retry: false,
    refused: true,
    reason: 'refused',
    status,
    detail: clip(said || `HTTP ${status}`, 200),
  };
}

/** @typedef {import('../../contract/answers.js').DiscordDeliveryReason} DeliveryReason */
/**
 * @typedef {object} PostResult
 * @property {boolean} ok
 * @property {boolean} [retry]  worth another attempt later
 * @property {boolean} [refused]  Discord refused the message for good
 * @property {DeliveryReason} [reason]  what went wrong, as a code the panel says in the organizer's language
 * @property {number} [status]  Discord's HTTP status, when it answered
 * @property {string} [detail]  what went wrong, in English words (or Discord's own, when it refused)
 * @property {number} [retryAfterSeconds]  the wait a 429 asked for
 */

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
  const payload = next === 'vote' ? voteMessage(contest) : resultsMessage(txApp, contest);
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
 * @param {PostResult} result
 */
function retryDelayMs(attempts, result) {
  const factor = numberFromEnv('DISCORD_RETRY_DELAY_FACTOR', 1);
  const backoff = RETRY_DELAYS_SECONDS[attempts - 1] * factor;
  const asked = result.retryAfterSeconds !== undefined ? result.retryAfterSeconds : 0;
  return Math.ceil(Math.max(backoff, asked) * 1000);
}

/** How long each run of the delivery job watches the queue (discord.pb.js), in milliseconds. */
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
  const result = post(webhook, JSON.parse(delivery.getString('payload')));
  if (result.ok) {
    delivery.set('state', 'sent');
    app.save(delivery);
    recordOutcome(app, contest.id, { state: 'sent', event });
    return;
  }
  if (result.retry && attempts < MAX_ATTEMPTS) {
    const next = new DateTime().add(durationOf(retryDelayMs(attempts, result)));
    delivery.set('next_attempt', next);
    app.save(delivery);
    recordOutcome(app, contest.id, {
      state: 'retrying',
      event,
      reason: result.reason,
      status: result.status,
      detail: result.detail,
      attempt: attempts,
      attempts: MAX_ATTEMPTS,
      next_attempt: next.string().replace(' ', 'T'),
    });
    return;
  }
  delivery.set('state', 'failed');
  app.save(delivery);
  recordOutcome(app, contest.id, {
    state: result.refused ? 'refused' : 'failed',
    event,
    reason: result.reason,
    status: result.status,
    detail: result.detail,
    attempt: attempts,
    attempts: MAX_ATTEMPTS,
  });
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
 * The contest of the request's path, if the signed-in organizer owns it (else the same 404 as a missing one).
 * @param {import('./events.js').SignedInRequestEvent} e
 */
const ownedContest = (e) => rules.ownedContest(e.app, e.request.pathValue('contest'), e.auth.id);

/**
 * PUT /api/contests/{contest}/discord-webhook with { url }: sets or replaces the webhook.
 * @param {import('./events.js').SignedInRequestEvent} e
 */
function setWebhook(e) {
  const contest = ownedContest(e);
  const body = e.requestInfo().body || {};
  contest.set('discord_webhook', checkWebhookUrl(body.url));
  contest.set('discord_delivery', null);
  e.app.save(contest);
  /** @type {import('../../contract/answers.js').DiscordWebhookAnswer} */
  const answer = { discord_webhook: contest.getString('discord_webhook') };
  return e.json(200, answer);
}

/**
 * DELETE /api/contests/{contest}/discord-webhook: no more announcements (queued ones are dropped).
 * @param {import('./events.js').SignedInRequestEvent} e
 */
function removeWebhook(e) {
  const contest = ownedContest(e);
  contest.set('discord_webhook', '');
  contest.set('discord_delivery', null);
  e.app.save(contest);
  return e.noContent(204);
}

/**
 * @param {string} text
 * @returns {any}
 */
function parsedJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const TEST_WINDOW_MS = 60 * 1000;
const TEST_LOG_KEY = 'discord.testMessages';

/**
 * Whether one more test message may go out now for each of `keys` (the contest, the client's address): fewer than
 * TEST_MESSAGES_PER_MINUTE in the last minute for every key. Counts it if so. The log of the last minute lives in
 * PocketBase's in-memory store (shared by every hook runtime, updated atomically), so a restart forgets it: it
 * only has to stop a burst.
 * @param {CoreApp} app
 * @param {string[]} keys
 */
function takeTestMessageSlot(app, keys) {
  let allowed = false;
  app.store().setFunc(TEST_LOG_KEY, (stored) => {
    const now = Date.now();
    /** @type {Record<string, number[]>} */
    const log = (typeof stored === 'string' && parsedJson(stored)) || {};
    /** @type {Record<string, number[]>} */
    const recent = {};
    Object.keys(log).forEach((key) => {
      const times = log[key].filter((time) => time > now - TEST_WINDOW_MS);
      if (times.length) recent[key] = times;
    });
    allowed = keys.every((key) => (recent[key] || []).length < TEST_MESSAGES_PER_MINUTE);
    if (allowed) keys.forEach((key) => (recent[key] = (recent[key] || []).concat(now)));
    return JSON.stringify(recent);
  });
  return allowed;
}

/**
 * POST /api/contests/{contest}/discord-webhook/test: posts a test message now, once, and answers its outcome
 * ({ state: 'sent' } or { state: 'refused' | 'failed', detail }). The organizer asked and waits for it. Past
 * TEST_MESSAGES_PER_MINUTE a minute for the contest or for the client's address, refused (429) without posting.
 * @param {import('./events.js').SignedInRequestEvent} e
 */
function sendTestMessage(e) {
  const contest = ownedContest(e);
  const webhook = contest.getString('discord_webhook');
  if (!webhook) refuse(MESSAGES.webhookMissing, 'discord_webhook');
  if (!takeTestMessageSlot(e.app, [`contest:${contest.id}`, `address:${e.realIP()}`])) {
    throw rules.withMessageCode(new TooManyRequestsError(MESSAGES.webhookTestLimit));
  }
  const result = post(webhook, contestMessage(contest, contestText(contest, 'discord.testMessage')));
  /** @type {import('../../contract/answers.js').DiscordOutcomeAnswer} */
  const outcome = result.ok
    ? { state: 'sent', event: 'test' }
    : {
        state: result.refused ? 'refused' : 'failed',
        event: 'test',
        reason: result.reason,
        status: result.status,
        detail: result.detail,
      };
  recordOutcome(e.app, contest.id, outcome);
  return e.json(200, outcome);
}

/**
 * POST /api/contests/{contest}/discord-webhook/retry: after the delivery gave up on an announcement (the card's
 * Retry now), queues it again for a new round of attempts, posted by the job within seconds. Refused unless the
 * last outcome is an announcement given up on. Answers the new outcome ({ state: 'queued', event }).
 * @param {import('./events.js').SignedInRequestEvent} e
 */
function retryAnnouncement(e) {
  const contest = ownedContest(e);
  const last = parsedJson(contest.getString('discord_delivery'));
  const event = last && last.state === 'failed' ? last.event : '';
  if (!contest.getString('discord_webhook') || (event !== 'vote' && event !== 'results')) {
    refuse(MESSAGES.webhookNothingToRetry);
  }
  const [delivery] = e.app.findRecordsByFilter(
    'discord_deliveries',
    "contest = {:contest} && event = {:event} && state = 'failed'",
    '-created',
    1,
    0,
    { contest: contest.id, event }
  );
  if (!delivery) return refuse(MESSAGES.webhookNothingToRetry);
  delivery.set('state', 'pending');
  delivery.set('attempts', 0);
  delivery.set('next_attempt', new DateTime());
  e.app.save(delivery);
  /** @type {import('../../contract/answers.js').DiscordOutcomeAnswer} */
  const outcome = { state: 'queued', event };
  recordOutcome(e.app, contest.id, outcome);
  return e.json(200, outcome);
}

module.exports = {
  checkWebhookUrl,
  queueAnnouncement,
  deliverDue,
  jobWatchMs,
  setWebhook,
  removeWebhook,
  sendTestMessage,
  retryAnnouncement,
  MAX_ATTEMPTS,
};
