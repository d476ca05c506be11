// Discord's channel webhook URL forms, for both sides: the server stores a webhook only in one of these forms (its
// refusal says so in general words, rules.json's webhookInvalid), and the organizer's panel uses the same parts to say
// exactly which one is wrong. Part of the contract between the app and the server (docs/architecture.md). Plain
// string checks: PocketBase's runtime has no URL class, so the page parses the address and hands its parts here.

/** discord.com, its canary. and ptb. twins, or the older discordapp.com. */
const HOST = /^(?:(?:canary|ptb)\.)?discord(?:app)?\.com$/;
/** /api, an optional API version, /webhooks/{id}/{token}, and an optional final slash. */
const PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/([^/]*)\/?([^/]*)\/?$/;
const ID = /^\d{15,25}$/;
const TOKEN = /^[\w-]{40,100}$/;

/** @typedef {'notHttps' | 'notDiscord' | 'notWebhook' | 'badId' | 'badToken'} WebhookUrlProblem */

/**
 * What keeps an address from being a Discord webhook URL, given its parts as a URL parser gives them, or '' when it
 * is one.
 * @param {{ protocol: string, hostname: string, pathname: string }} url
 * @returns {WebhookUrlProblem | ''}
 */
function webhookUrlProblem(url) {
  if (url.protocol !== 'https:') return 'notHttps';
  if (!HOST.test(url.hostname)) return 'notDiscord';
  const path = PATH.exec(url.pathname);
  if (!path) return 'notWebhook';
  if (!ID.test(path[1] || '')) return 'badId';
  if (!TOKEN.test(path[2] || '')) return 'badToken';
  return '';
}

/**
 * `text` as the webhook URL to store (trimmed, without its final slash) when it is exactly https://{host}{path} in
 * one of Discord's forms, with nothing else (no port, user, query or fragment); '' otherwise.
 * @param {string} text
 * @returns {string}
 */
function discordWebhookUrl(text) {
  const url = text.trim();
  const parts = /^https:\/\/([^/?#]*)(\/[^?#]*)$/.exec(url);
  if (!parts || webhookUrlProblem({ protocol: 'https:', hostname: parts[1], pathname: parts[2] })) return '';
  return url.replace(/\/$/, '');
}

module.exports = { webhookUrlProblem, discordWebhookUrl };
