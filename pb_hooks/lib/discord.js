/// <reference path="../../.pb/types.d.ts" />
/* global $http, DateTime */
// Discord announcements (beyond SPEC.md). The organizer pastes a channel webhook URL; when the contest enters the
// vote and the results, the phase change's transaction queues a message in `discord_deliveries` (so it survives a
// crash or a redeploy), and a background job posts it (discord.pb.js). A phase change never waits for Discord.
//
// Delivery: one attempt at a time, at most MAX_ATTEMPTS, RETRY_DELAYS_SECONDS apart (or as long as Discord's 429
// asks), for a timeout, a network error, a 5xx or a 429. Any other 4xx is final: Discord says the webhook or the
// message is wrong, and repeating an invalid request is what gets a server's address blocked by Discord. An attempt
// that timed out may still have been posted, and Discord's webhooks take no idempotency key, so its retry can show
// twice: a rare double post is preferred to a lost announcement. Each outcome
// is written to the contest's hidden `discord_delivery`, which its organizer reads (visibility.pb.js).
//
// Message format: https://discord.com/developers/docs/resources/webhook#execute-webhook, within the documented embed
// limits (title 256, description 4096, 10 embeds, 6000 characters in all). Mentions are turned off, so a contest
// or player named "@everyone" pings nobody.

const rules = require(`${__hooks}/lib/contest_rules.js`);
const { MESSAGES, refuse } = rules;

/** Discord's webhook URL forms: discord.com (or canary., ptb., discordapp.com), optional API version, id and token. */
const WEBHOOK_URL =
  /^https:\/\/(?:(?:canary|ptb)\.)?discord(?:app)?\.com\/api(?:\/v\d{1,2})?\/webhooks\/(\d{15,25})\/([\w-]{40,100})\/?$/;

const MAX_ATTEMPTS = 5;
/** The wait after attempt 1, 2, 3 and 4 fails: about a minute in all before giving up. */
const RETRY_DELAYS_SECONDS = [2, 5, 15, 30];
/** How long one attempt may take (Discord answers in well under a second). */
const TIMEOUT_SECONDS = 5;
const MAX_RETRY_AFTER_SECONDS = 300;
const BRAND_COLOR = 0x8b5cf6;
const SENDER_NAME = 'Meme Arena';
const MEDALS = ['🥇', '🥈', '🥉'];
const PODIUM_SIZE = 3;

/** The webhook URL, trimmed, if it is one of Discord's forms; refuses the request otherwise. */
function checkWebhookUrl(value) {
  const url = typeof value === 'string' ? value.trim() : '';
  if (!WEBHOOK_URL.test(url)) refuse(MESSAGES.webhookInvalid, 'discord_webhook');
  return url.replace(/\/$/, '');
}

/**
 * Where a webhook URL is actually posted: Discord itself, or, in development and tests only, the local receiver at
 * DISCORD_WEBHOOK_BASE_URL (as DISCORD_OAUTH_BASE_URL does for sign-in; never set in production).
 */
function deliveryUrl(webhookUrl) {
  const base = ($os.getenv('DISCORD_WEBHOOK_BASE_URL') || '').replace(/\/+$/, '');
  const url = base ? webhookUrl.replace(/^https:\/\/[^/]+/, base) : webhookUrl;
  return `${url}?wait=true`;
}

/** `text` cut to `max` characters, with an ellipsis when cut. */
function clip(text, max) {
  const value = String(text);
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/**
 * `text` with Discord's markdown escaped, so a name is shown as typed: the inline marks (bold, italics, underline,
 * strikethrough, code, spoilers, links) anywhere, and the block marks (quote, heading, list) at a line's start,
 * where they mean something (a "<cup>" or "semi-final" mid-name stays as it is).
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

function message(embeds) {
  return { username: SENDER_NAME, allowed_mentions: { parse: [] }, embeds };
}

/** A one-embed message: the contest's name and `description`. */
function contestMessage(contest, description) {
  return message([{ title: plainName(contest.getString('name'), 256), description, color: BRAND_COLOR }]);
}

const VOTE_OPENED = 'Voting is open! Open your player link and rate every meme from 1 to 10.';
const TEST_MESSAGE = 'Meme Arena is connected: this channel will hear when voting opens and when the results are in.';

/** The message for a contest whose results just opened: the podium, its memes, and the public page if shared. */
function resultsMessage(app, contest) {
  const results = require(`${__hooks}/lib/public_results.js`);
  const ranking = require(`${__hooks}/lib/ranking.js`);
  const origin = results.publicOrigin(app);
  const { memes } = results.readRankings(app, contest.id);
  const podium = ranking.rankByScore(memes, (meme) => meme.average_score).slice(0, PODIUM_SIZE);
  const link = contest.getBool('results_shared') && origin ? results.publicResultsUrl(origin, contest.id) : '';
  const nameOf = (meme) => plainName(meme.username || 'Unknown player', 80);
  const titleSuffix = ': the results are in';

  const lines = podium.map(
    (entry) =>
      `${MEDALS[entry.rank - 1] || `${entry.rank}.`} **${nameOf(entry.item)}**: ${ranking.pointsText(entry.score)}`
  );
  const headline = podium.length
    ? `Winner: **${nameOf(podium[0].item)}** with ${ranking.pointsText(podium[0].score)}`
    : 'No memes scored yet';
  const first = {
    title: `${plainName(contest.getString('name'), 256 - titleSuffix.length)}${titleSuffix}`,
    description: [headline, '', ...lines, ...(link ? ['', `See every meme ranked: ${link}`] : [])].join('\n'),
    color: BRAND_COLOR,
  };
  if (link) first.url = link;
  const embeds = [first];
  podium.forEach((entry, index) => {
    if (!origin) return;
    const image = { url: results.memeImageUrl(app, origin, entry.item) };
    if (index === 0) {
      first.image = image;
    } else {
      embeds.push({
        title: `${MEDALS[entry.rank - 1] || `${entry.rank}.`} ${nameOf(entry.item)}: ${ranking.pointsText(entry.score)}`,
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
      detail: 'Discord asked to slow down.',
    };
  }
  if (status >= 500) return { ok: false, retry: true, detail: `Discord had a problem (HTTP ${status}).` };
  return { ok: false, retry: false, refused: true, detail: clip(said || `HTTP ${status}`, 200) };
}

/** Writes the outcome the organizer's panel shows, in a transaction of its own so it never overwrites an edit. */
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

/** Queues the announcement of `next` (vote or results), inside the phase change's transaction. */
function queueAnnouncement(txApp, contestId, next) {
  if (next !== 'vote' && next !== 'results') return;
  const contest = txApp.findRecordById('contests', contestId);
  if (!contest.getString('discord_webhook')) return;
  const delivery = new Record(txApp.findCollectionByNameOrId('discord_deliveries'));
  delivery.set('contest', contestId);
  delivery.set('event', next);
  delivery.set('payload', next === 'vote' ? contestMessage(contest, VOTE_OPENED) : resultsMessage(txApp, contest));
  delivery.set('attempts', 0);
  delivery.set('next_attempt', new DateTime());
  delivery.set('state', 'pending');
  txApp.save(delivery);
}

/** Makes one attempt at a queued message and records the outcome. */
function attempt(app, delivery) {
  let contest;
  try {
    contest = app.findRecordById('contests', delivery.getString('contest'));
  } catch {
    contest = null;
  }
  const webhook = contest ? contest.getString('discord_webhook') : '';
  const event = delivery.getString('event');
  if (!webhook) {
    // Removed since: the organizer no longer wants it posted.
    delivery.set('state', 'failed');
    app.save(delivery);
    return;
  }
  const attempts = delivery.getInt('attempts') + 1;
  delivery.set('attempts', attempts);
  // Claimed for a minute first, so that no other run of the job takes it up while this attempt is under way.
  delivery.set('next_attempt', new DateTime().add(60 * 1000 * 1000000));
  app.save(delivery);
  const result = post(webhook, JSON.parse(delivery.getString('payload')));
  if (result.ok) {
    delivery.set('state', 'sent');
    app.save(delivery);
    recordOutcome(app, contest.id, { state: 'sent', event });
    return;
  }
  if (result.retry && attempts < MAX_ATTEMPTS) {
    const wait = result.retryAfterSeconds !== undefined ? result.retryAfterSeconds : RETRY_DELAYS_SECONDS[attempts - 1];
    delivery.set('next_attempt', new DateTime().add(Math.ceil(wait * 1000) * 1000000));
    app.save(delivery);
    recordOutcome(app, contest.id, {
      state: 'retrying',
      event,
      detail: result.detail,
      attempt: attempts,
      attempts: MAX_ATTEMPTS,
    });
    return;
  }
  delivery.set('state', 'failed');
  app.save(delivery);
  recordOutcome(app, contest.id, {
    state: result.refused ? 'refused' : 'failed',
    event,
    detail: result.detail,
    attempt: attempts,
    attempts: MAX_ATTEMPTS,
  });
}

/** Posts the queued messages that are due, oldest first, starting none after `until` (ms). */
function deliverDue(app, until) {
  const due = app.findRecordsByFilter(
    'discord_deliveries',
    "state = 'pending' && next_attempt <= {:now}",
    'next_attempt',
    20,
    0,
    { now: new DateTime().string() }
  );
  for (const delivery of due) {
    if (Date.now() > until) return;
    attempt(app, delivery);
  }
}

/** The contest of the request's path, if the signed-in organizer owns it (else the same 404 as a missing one). */
const ownedContest = (e) => rules.ownedContest(e.app, e.request.pathValue('contest'), e.auth.id);

/** PUT /api/contests/{contest}/discord-webhook with { url }: sets or replaces the webhook. */
function setWebhook(e) {
  const contest = ownedContest(e);
  const body = e.requestInfo().body || {};
  contest.set('discord_webhook', checkWebhookUrl(body.url));
  contest.set('discord_delivery', null);
  e.app.save(contest);
  return e.json(200, { discord_webhook: contest.getString('discord_webhook') });
}

/** DELETE /api/contests/{contest}/discord-webhook: no more announcements (queued ones are dropped). */
function removeWebhook(e) {
  const contest = ownedContest(e);
  contest.set('discord_webhook', '');
  contest.set('discord_delivery', null);
  e.app.save(contest);
  return e.noContent(204);
}

/**
 * POST /api/contests/{contest}/discord-webhook/test: posts a test message now, once, and answers its outcome
 * ({ state: 'sent' } or { state: 'refused' | 'failed', detail }). The organizer asked and waits for it.
 */
function sendTestMessage(e) {
  const contest = ownedContest(e);
  const webhook = contest.getString('discord_webhook');
  if (!webhook) refuse(MESSAGES.webhookMissing, 'discord_webhook');
  const result = post(webhook, contestMessage(contest, TEST_MESSAGE));
  const outcome = result.ok
    ? { state: 'sent', event: 'test' }
    : { state: result.refused ? 'refused' : 'failed', event: 'test', detail: result.detail };
  recordOutcome(e.app, contest.id, outcome);
  return e.json(200, outcome);
}

module.exports = {
  checkWebhookUrl,
  queueAnnouncement,
  deliverDue,
  setWebhook,
  removeWebhook,
  sendTestMessage,
  MAX_ATTEMPTS,
};
