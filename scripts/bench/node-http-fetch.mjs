// The vote storm's clients send their requests through Node's http module (keep-alive) instead of the global
// fetch. On this project's 2-core machine the load generator shares the cores with PocketBase, and Node's fetch
// costs about twice the CPU per request: measured in npm run bench:votes, 0.55–0.85 of a core against 0.3–0.5
// for the same storm. Phones on a contest night do not take CPU from the server, so the lighter client measures
// the server more faithfully. The SDK still builds, sends and reads every request (its `fetch` send option).
import http from 'node:http';

const agents = new Map();

/**
 * One keep-alive agent per client address. The rate limiter counts requests per address, so each player of the
 * storm sends from a loopback address of their own (127.0.0.10 and up), as each phone of a room has its own.
 */
function agentFor(localAddress) {
  if (!agents.has(localAddress))
    agents.set(localAddress, new http.Agent({ keepAlive: true, maxSockets: Infinity, localAddress }));
  return agents.get(localAddress);
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
    const request = http.request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
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

/** Makes every request of this SDK client go through nodeHttpFetch, from `localAddress` when given. */
export function sendThroughNodeHttp(client, localAddress) {
  const agent = agentFor(localAddress);
  const send = (url, options) => nodeHttpFetch(url, options, agent);
  client.beforeSend = (url, options) => ({ url, options: { ...options, fetch: send } });
  return client;
}
