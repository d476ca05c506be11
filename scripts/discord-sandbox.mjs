#!/usr/bin/env node
// A local stand-in for Discord's OAuth2 server and channel webhooks (scripts/discord-webhooks.mjs), for development
// and tests only.
//
// It speaks Discord's own paths, so PocketBase's built-in discord provider works unchanged once its URLs point
// here (DISCORD_OAUTH_BASE_URL): an authorization page, the code-for-token exchange (client credentials,
// redirect_uri, single-use codes, PKCE S256) and the current-user endpoint in Discord's user shape. Unlike a
// generic mock server, its consent page asks WHICH user signs in, so tests can sign in as different organizers.
//
// CLI: node scripts/discord-sandbox.mjs [--port=8787] [--client-id=…] [--client-secret=…]
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createWebhookReceiver } from './discord-webhooks.mjs';

export const SANDBOX_DEFAULTS = {
  port: 8787,
  clientId: 'sandbox-client-id',
  clientSecret: 'sandbox-client-secret',
  username: 'demo_organizer',
};

const CODE_TTL_MS = 10 * 60 * 1000;
const TOKEN_TTL_S = 7 * 24 * 60 * 60;
// Discord usernames: 2–32 characters, lowercase letters, digits, '_' and '.'.
const USERNAME_PATTERN = /^[a-z0-9_.]{2,32}$/;

/** The Discord-style numeric id (a snowflake-sized decimal string) the sandbox gives a username, always the same. */
export function sandboxDiscordId(username) {
  const digest = createHash('sha256').update(`discord-sandbox:${username}`).digest();
  const value = digest.readBigUInt64BE(0) % 900_000_000_000_000_000n;
  return (value + 100_000_000_000_000_000n).toString();
}

/** The user object `GET /api/users/@me` answers for a username (Discord's shape). */
export function sandboxDiscordUser(username) {
  return {
    id: sandboxDiscordId(username),
    username,
    global_name: username,
    avatar: null,
    discriminator: '0',
    email: `${username}@sandbox.local`,
    verified: true,
  };
}

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

function sameSecret(a, b) {
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return left.length === right.length && timingSafeEqual(left, right);
}

function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

function sendHtml(response, status, html) {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(html);
}

async function readForm(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #313338; color: #f2f3f5; }
  main { width: min(26rem, calc(100vw - 2rem)); background: #2b2d31; border-radius: 8px; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
  p { color: #dbdee1; line-height: 1.4; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem; border-radius: 4px; border: 1px solid #1e1f22;
          background: #1e1f22; color: #f2f3f5; font-size: 1rem; }
  .hint { font-size: .875rem; color: #b5bac1; margin: .25rem 0 0; }
  .error { color: #fff; background: #a12828; padding: .5rem; border-radius: 4px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { flex: 1; padding: .65rem; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  button[value="authorize"] { background: #5865f2; color: #fff; }
  button[value="cancel"] { background: #4e5058; color: #fff; }
  :focus-visible { outline: 3px solid #00a8fc; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function consentPage({ params, username, error }) {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'code_challenge', 'code_challenge_method']
    .filter((name) => params.get(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name))}">`)
    .join('\n');
  const scopes = (params.get('scope') || 'identify')
    .split(/[\s+]+/)
    .filter(Boolean)
    .join(', ');
  return page(
    'Sign in to Discord (local sandbox)',
    `<h1>Sign in to Discord (local sandbox)</h1>
<p>This local stand-in for Discord signs you in as any username, without a password. The application
<strong>${escapeHtml(params.get('client_id'))}</strong> asks for: ${escapeHtml(scopes)}.</p>
${error ? `<p class="error" role="alert" id="username-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth2/authorize">
${hidden}
<label for="username">Username</label>
<input id="username" name="username" value="${escapeHtml(username)}" required autocomplete="username"
  autocapitalize="none" spellcheck="false" aria-describedby="username-hint${error ? ' username-error' : ''}">
<p class="hint" id="username-hint">2–32 characters: lowercase letters, digits, _ and .</p>
<div class="actions">
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
<button type="submit" name="decision" value="authorize">Authorize</button>
</div>
</form>`,
  );
}

function errorPage(message) {
  return page('Sandbox error', `<h1>Sandbox error</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

function redirectWith(response, redirectUri, params) {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value) target.searchParams.set(key, value);
  response.writeHead(302, { Location: target.toString(), 'Cache-Control': 'no-store' });
  response.end();
}

/** Client credentials from HTTP Basic auth (URL-encoded, RFC 6749 §2.3.1) or from the form body. */
function clientCredentials(request, form) {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    const decode = (value) => decodeURIComponent(value.replace(/\+/g, ' '));
    return { id: decode(decoded.slice(0, separator)), secret: decode(decoded.slice(separator + 1)) };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

/**
 * Starts the sandbox on 127.0.0.1.
 * @param {{ port?: number, host?: string, clientId?: string, clientSecret?: string, log?: (line: string) => void }} [options]
 *   port 0 picks a free port.
 * @returns {Promise<{ url: string, port: number, clientId: string, clientSecret: string, close: () => Promise<void> }>}
 */
export async function startDiscordSandbox(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? SANDBOX_DEFAULTS.clientId;
  const clientSecret = options.clientSecret ?? SANDBOX_DEFAULTS.clientSecret;
  const log = options.log ?? (() => {});
  // Fields that differ from sandboxDiscordUser's for some usernames, e.g. { plainname: { global_name: null } }:
  // the tests' Discord users without a display name or an e-mail.
  const profiles = options.profiles ?? {};
  /** @type {Map<string, {clientId: string, redirectUri: string, challenge: string, challengeMethod: string, username: string, expiresAt: number}>} */
  const codes = new Map();
  /** @type {Map<string, {username: string, expiresAt: number}>} */
  const tokens = new Map();

  function checkAuthorizeParams(params) {
    if (params.get('client_id') !== clientId) return `Unknown client_id "${params.get('client_id') ?? ''}".`;
    if ((params.get('response_type') ?? 'code') !== 'code') return 'Only response_type=code is supported.';
    const redirectUri = params.get('redirect_uri');
    if (!redirectUri) return 'Missing redirect_uri.';
    try {
      const parsed = new URL(redirectUri);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Invalid redirect_uri.';
    } catch {
      return 'Invalid redirect_uri.';
    }
    const method = params.get('code_challenge_method');
    if (params.get('code_challenge') && method && method !== 'S256')
      return 'Only the S256 code_challenge_method is supported.';
    return null;
  }

  async function authorize(request, response, url) {
    if (request.method === 'GET') {
      const problem = checkAuthorizeParams(url.searchParams);
      if (problem) return sendHtml(response, 400, errorPage(problem));
      return sendHtml(response, 200, consentPage({ params: url.searchParams, username: SANDBOX_DEFAULTS.username }));
    }
    if (request.method !== 'POST') return sendHtml(response, 405, errorPage('Method not allowed.'));
    const form = await readForm(request);
    const problem = checkAuthorizeParams(form);
    if (problem) return sendHtml(response, 400, errorPage(problem));
    const redirectUri = form.get('redirect_uri');
    const state = form.get('state') ?? '';
    if (form.get('decision') === 'cancel') {
      log('authorization cancelled');
      return redirectWith(response, redirectUri, { error: 'access_denied', state });
    }
    const username = (form.get('username') ?? '').trim().toLowerCase();
    if (!USERNAME_PATTERN.test(username)) {
      return sendHtml(
        response,
        400,
        consentPage({ params: form, username, error: 'Enter a username of 2–32 lowercase letters, digits, _ or .' }),
      );
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId,
      redirectUri,
      challenge: form.get('code_challenge') ?? '',
      challengeMethod: form.get('code_challenge_method') ?? 'S256',
      username,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    log(`authorized ${username}`);
    return redirectWith(response, redirectUri, { code, state });
  }

  async function token(request, response) {
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'invalid_request' });
    const form = await readForm(request);
    const client = clientCredentials(request, form);
    // Client authentication comes first, so a failed attempt (e.g. a client retrying with another auth style)
    // does not burn the single-use code.
    if (client.id !== clientId || !sameSecret(client.secret, clientSecret)) {
      return sendJson(response, 401, { error: 'invalid_client' }, { 'WWW-Authenticate': 'Basic realm="sandbox"' });
    }
    if (form.get('grant_type') !== 'authorization_code')
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    const code = form.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant || grant.expiresAt < Date.now()) {
      return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
    }
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return sendJson(response, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid "redirect_uri" in request.',
      });
    }
    if (grant.challenge) {
      const verifier = form.get('code_verifier') ?? '';
      const computed = createHash('sha256').update(verifier).digest('base64url');
      if (!verifier || computed !== grant.challenge) {
        return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid "code_verifier".' });
      }
    }
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, { username: grant.username, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    return sendJson(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      refresh_token: randomBytes(24).toString('base64url'),
      scope: 'identify email',
    });
  }

  function currentUser(request, response) {
    const header = request.headers.authorization ?? '';
    const session = header.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined;
    if (!session || session.expiresAt < Date.now())
      return sendJson(response, 401, { message: '401: Unauthorized', code: 0 });
    const user = { ...sandboxDiscordUser(session.username), ...profiles[session.username] };
    for (const [field, value] of Object.entries(user)) if (value === undefined) delete user[field];
    return sendJson(response, 200, user);
  }

  const webhooks = createWebhookReceiver();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const route = url.pathname.replace(/^\/api(\/v\d+)?(?=\/)/, '');
    const handle = async () => {
      if (await webhooks.handle(request, response, route, url)) return;
      if (route === '/webhooks' && request.method === 'GET') return sendJson(response, 200, webhooks.messages());
      if (route === '/oauth2/authorize') return authorize(request, response, url);
      if (route === '/oauth2/token') return token(request, response);
      if (route === '/users/@me' && request.method === 'GET') return currentUser(request, response);
      if (url.pathname === '/' && request.method === 'GET') {
        return sendJson(response, 200, { name: 'Discord OAuth2 sandbox', clientId });
      }
      return sendJson(response, 404, { message: '404: Not Found', code: 0 });
    };
    handle().catch((error) => {
      if (!response.headersSent)
        sendJson(response, 400, { error: 'invalid_request', error_description: error.message });
      else response.destroy();
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? SANDBOX_DEFAULTS.port, host, resolve);
  });
  const { port } = server.address();
  return {
    url: `http://${host}:${port}`,
    port,
    clientId,
    clientSecret,
    webhooks,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function parseArgs(argv) {
  const options = {};
  for (const arg of argv) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match)
      throw new Error(
        `Unknown argument ${arg}. Usage: discord-sandbox.mjs [--port=N] [--client-id=ID] [--client-secret=SECRET]`,
      );
    const [, key, value] = match;
    if (key === 'port') options.port = Number(value);
    else if (key === 'client-id') options.clientId = value;
    else if (key === 'client-secret') options.clientSecret = value;
    else throw new Error(`Unknown option --${key}`);
  }
  return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sandbox = await startDiscordSandbox({
    ...parseArgs(process.argv.slice(2)),
    log: (line) => console.log(`[discord-sandbox] ${line}`),
  });
  console.log(`Discord OAuth2 sandbox on ${sandbox.url}`);
  console.log(`  DISCORD_OAUTH_BASE_URL=${sandbox.url}`);
  console.log(`  DISCORD_CLIENT_ID=${sandbox.clientId}`);
  console.log(`  DISCORD_CLIENT_SECRET=${sandbox.clientSecret}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => sandbox.close().then(() => process.exit(0)));
  }
}
