/// <reference path="../../../.pb/types.d.ts" />
/* global DateTime, TooManyRequestsError */
// The Discord webhook's routes (discord.pb.js): the organizer sets, removes and tests the contest's channel webhook,
// queues again an announcement the delivery gave up on (lib/rules/discord_delivery.js), and reminds the channel
// (lib/rules/reminders.js).
//
// Send a test message posts at once, at most TEST_MESSAGES_PER_MINUTE times a minute per contest and per client
// address (an in-memory sliding window: a test message is an organizer's check, never a way to hammer a webhook).

/** @type {typeof import('../rules/contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
const { MESSAGES, refuse } = rules;
/** @type {typeof import('../rules/discord_delivery.js')} */
const discordDelivery = require(`${__hooks}/lib/rules/discord_delivery.js`);

const TEST_MESSAGES_PER_MINUTE = rules.LIMITS.discordTestMessagesPerMinute;

/**
 * The webhook URL to store, if it is one of Discord's forms (contract/discord_webhook.js); refuses the request
 * otherwise.
 * @param {unknown} value
 */
function checkWebhookUrl(value) {
  /** @type {typeof import('../../../contract/discord_webhook.js')} */
  const webhooks = require(`${__hooks}/../contract/discord_webhook.js`);
  const url = webhooks.discordWebhookUrl(typeof value === 'string' ? value : '');
  if (!url) refuse(MESSAGES.webhookInvalid, 'discord_webhook');
  return url;
}

/**
 * The contest of the request's path, if the signed-in organizer owns it (else the same 404 as a missing one).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
const ownedContest = (e) => rules.ownedContest(e.app, e.request.pathValue('contest'), e.auth.id);

/**
 * PUT /api/contests/{contest}/discord-webhook with { url }: sets or replaces the webhook.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function setWebhook(e) {
  const contest = ownedContest(e);
  const body = e.requestInfo().body || {};
  contest.set('discord_webhook', checkWebhookUrl(body.url));
  contest.set('discord_delivery', null);
  e.app.save(contest);
  /** @type {import('../../../contract/answers.js').DiscordWebhookAnswer} */
  const answer = { discord_webhook: contest.getString('discord_webhook') };
  return e.json(200, answer);
}

/**
 * DELETE /api/contests/{contest}/discord-webhook: no more announcements (queued ones are dropped).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
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
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function sendTestMessage(e) {
  const contest = ownedContest(e);
  const webhook = contest.getString('discord_webhook');
  if (!webhook) refuse(MESSAGES.webhookMissing, 'discord_webhook');
  if (!takeTestMessageSlot(e.app, [`contest:${contest.id}`, `address:${e.realIP()}`])) {
    throw rules.withMessageCode(new TooManyRequestsError(MESSAGES.webhookTestLimit));
  }
  /** @type {typeof import('../rules/discord_announcements.js')} */
  const announcements = require(`${__hooks}/lib/rules/discord_announcements.js`);
  /** @type {typeof import('../platform/discord_post.js')} */
  const posting = require(`${__hooks}/lib/platform/discord_post.js`);
  const result = posting.post(webhook, announcements.testMessage(e.app, contest));
  /** @type {import('../../../contract/answers.js').DiscordOutcomeAnswer} */
  const outcome = result.ok
    ? { state: 'sent', event: 'test' }
    : {
        state: result.refused ? 'refused' : 'failed',
        event: 'test',
        reason: result.reason,
        status: result.status,
        detail: result.detail,
      };
  discordDelivery.recordOutcome(e.app, contest.id, outcome);
  return e.json(200, outcome);
}

/**
 * POST /api/contests/{contest}/discord-webhook/retry: after the delivery gave up on an announcement (the card's
 * Retry now), queues it again for a new round of attempts, posted by the job within seconds. Refused unless the
 * last outcome is an announcement given up on. Answers the new outcome ({ state: 'queued', event }).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
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
  /** @type {import('../../../contract/answers.js').DiscordOutcomeAnswer} */
  const outcome = { state: 'queued', event };
  discordDelivery.recordOutcome(e.app, contest.id, outcome);
  return e.json(200, outcome);
}

/**
 * POST /api/contests/{contest}/discord-webhook/remind: Remind the channel, with the contest's address and its turnout
 * (lib/rules/reminders.js), posted by the delivery job within seconds. Only the owner, with a webhook, before the
 * results; at most once every 10 minutes per contest (429 with `retryAt` otherwise).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function remindChannel(e) {
  const contest = ownedContest(e);
  if (!contest.getString('discord_webhook')) refuse(MESSAGES.webhookMissing, 'discord_webhook');
  if (contest.getString('status') === 'results') refuse(MESSAGES.remindPhase);
  // The card's delivery line changes when the job has posted it ("The reminder was posted to Discord at 20:03.").
  const { nextReminder } = require(`${__hooks}/lib/rules/reminders.js`).remindNow(e.app, contest);
  /** @type {import('../../../contract/answers.js').RemindAnswer} */
  const answer = { state: 'queued', event: 'reminder', next_reminder: nextReminder };
  return e.json(200, answer);
}

module.exports = { setWebhook, removeWebhook, sendTestMessage, retryAnnouncement, remindChannel };
