/// <reference path="../../../.pb/types.d.ts" />
/* global $http */
// Posting one message to a Discord webhook, and reading Discord's answer: sent, worth another attempt later (a
// timeout, a network error, a 5xx, a 429 with the wait it asks for), or refused for good (any other 4xx: Discord says
// the webhook or the message is wrong, and repeating an invalid request is what gets a server's address blocked).
// DISCORD_WEBHOOK_BASE_URL (development and tests only) posts to the local stand-in instead.

/** How long one attempt may take (Discord answers in well under a second). */
const TIMEOUT_SECONDS = 5;
const MAX_RETRY_AFTER_SECONDS = 300;

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

/** @typedef {import('../../../contract/answers.js').DiscordDeliveryReason} DeliveryReason */
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

module.exports = { post };
