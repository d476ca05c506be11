// The vote storm's clients send their requests through Node's http module (keep-alive) instead of the global
// fetch. On this project's 2-core machine the load generator shares the cores with PocketBase, and Node's fetch
// costs about twice the CPU per request: measured in npm run bench:votes, 0.55–0.85 of a core against 0.3–0.5
// for the same storm. Phones on a contest night do not take CPU from the server, so the lighter client measures
// the server more faithfully. The SDK still builds, sends and reads every request (its `fetch` send option).
// Behind the reverse proxy (`--proxy`) the same requests go over HTTPS (node:https), trusting the proxy's root.
import http from 'node:http';
import https from 'node:https';

const agents = new Map();

/**
 * One keep-alive agent per client address. The rate limiter counts requests per address, so each player of the
 * storm sends from a loopback address of their own (127.0.0.10 and up), as each phone of a room has its own.
 * `ca`: the only root certificate an HTTPS agent trusts.
 */
function agentFor(localAddress, ca) {
  const key = `${localAddress}|${ca ? 'https' : 'http'}`;
  if (!agents.has(key)) {
    const options = { keepAlive: true, maxSockets: Infinity, localAddress };
    agents.set(key, ca ? new https.Agent({ ...options, ca }) : new http.Agent(options));
  }
  return agents.get(key);
}

/** The part of fetch the PocketBase SDK uses: method, headers and a string body; status, url and json(). */
function nodeHttpFetch(url, options = {}, agent = agentFor(undefined)) {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    const body = typeof options.body === 'string' ? options.body : undefined;
    if (options.body !== undefined && body === undefined) {
      reject(new Error('node-http-fetch sends JSON bodies only'));
      return;
    }
    if (body !== undefined) headers['Content-Length'] = Buffer.byteLength(body);
    const transport = url.startsWith('https:') ? https : http;
    const request = transport.request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode, url, json: async () => JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Makes every request of this SDK client go through nodeHttpFetch, from `localAddress` when given; over HTTPS trusting
 * the root certificate `ca` when given (the client's base URL then is https).
 */
export function sendThroughNodeHttp(client, localAddress, { ca } = {}) {
  const agent = agentFor(localAddress, ca);
  const send = (url, options) => nodeHttpFetch(url, options, agent);
  client.beforeSend = (url, options) => ({ url, options: { ...options, fetch: send } });
  return client;
}
