// A local stand-in for Discord's channel webhooks, for development and tests only (DISCORD_WEBHOOK_BASE_URL points
// PocketBase's announcements here). Served by the Discord sandbox (scripts/discord-sandbox.mjs) on Discord's own path,
// POST /api/webhooks/{id}/{token}. It records every message, checks it against Discord's documented limits the way
// Discord does (400 "Invalid Form Body"), and answers like Discord: 200 with the message when `?wait=true`, 204
// otherwise. Tests can script the next answers of a webhook (an error status, a delay) to play a failing Discord.
//
// https://discord.com/developers/docs/resources/webhook#execute-webhook
// https://discord.com/developers/docs/resources/message#embed-object-embed-limits

const WEBHOOK_PATH = /^\/webhooks\/(\d+)\/([\w-]+)\/?$/;
const LIMITS = { content: 2000, username: 80, embeds: 10, title: 256, description: 4096, embedsTotal: 6000 };

/** Why Discord would refuse `message` as an invalid form body, or null. */
export function discordFormErrors(message) {
  const errors = [];
  if (typeof message !== 'object' || message === null) return ['body is not a JSON object'];
  const embeds = message.embeds ?? [];
  if (!message.content && embeds.length === 0) errors.push('a message needs content or embeds');
  if ((message.content ?? '').length > LIMITS.content) errors.push('content is longer than 2000');
  if ((message.username ?? '').length > LIMITS.username) errors.push('username is longer than 80');
  if (embeds.length > LIMITS.embeds) errors.push('more than 10 embeds');
  let total = 0;
  for (const embed of embeds) {
    if ((embed.title ?? '').length > LIMITS.title) errors.push('an embed title is longer than 256');
    if ((embed.description ?? '').length > LIMITS.description) errors.push('an embed description is longer than 4096');
    for (const url of [embed.url, embed.image?.url].filter(Boolean)) {
      if (!/^https?:\/\//.test(url)) errors.push(`${url} is not an http(s) URL`);
    }
    total += (embed.title ?? '').length + (embed.description ?? '').length;
  }
  if (total > LIMITS.embedsTotal) errors.push('embeds hold more than 6000 characters');
  return errors.length ? errors : null;
}

export function createWebhookReceiver() {
  /** Every message received: { webhookId, token, body, receivedAt }. */
  const received = [];
  /** When each webhook id got each request (ms since the epoch), answered or not. */
  const attempts = new Map();
  /** Scripted answers per webhook id, used once each, in order. */
  const scripted = new Map();

  const send = (response, status, body) => {
    if (status === 204) return response.writeHead(204).end();
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  /** Answers `request` if it is a webhook execution; returns false otherwise. */
  async function handle(request, response, route, url) {
    const match = WEBHOOK_PATH.exec(route);
    if (!match) return false;
    if (request.method !== 'POST') {
      send(response, 405, { message: '405: Method Not Allowed', code: 0 });
      return true;
    }
    const [, webhookId, token] = match;
    attempts.set(webhookId, [...(attempts.get(webhookId) ?? []), Date.now()]);
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const next = scripted.get(webhookId)?.shift();
    if (next?.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    if (next?.status) {
      send(response, next.status, next.body ?? { message: `${next.status}`, code: 0 });
      return true;
    }
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = null;
    }
    const errors = discordFormErrors(body);
    if (errors) {
      send(response, 400, { message: 'Invalid Form Body', code: 50035, errors });
      return true;
    }
    const message = { webhookId, token, body, receivedAt: Date.now() };
    received.push(message);
    if (url.searchParams.get('wait') === 'true') {
      send(response, 200, { id: String(received.length), channel_id: '1', webhook_id: webhookId, ...body });
    } else send(response, 204);
    return true;
  }

  return {
    handle,
    /** The messages received, all or for one webhook id. */
    messages: (webhookId) => received.filter((message) => !webhookId || message.webhookId === webhookId),
    /** How many requests `webhookId` got, including the refused and the scripted ones. */
    attempts: (webhookId) => (attempts.get(webhookId) ?? []).length,
    /** When `webhookId` got each of them (ms since the epoch), oldest first. */
    attemptTimes: (webhookId) => [...(attempts.get(webhookId) ?? [])],
    /** The next answers of `webhookId`, each used once: { status?, body?, delayMs? } (no status: a normal answer). */
    script: (webhookId, answers) => scripted.set(webhookId, [...(scripted.get(webhookId) ?? []), ...answers]),
  };
}
