// A realtime (SSE) connection as an open page keeps one: the player page and the organizer's panel follow their
// contest. The vote storm opens them so the server pays for a full room of phones.
import http from 'node:http';
import https from 'node:https';

/**
 * Connects to /api/realtime as `client` and subscribes to `topics`. Resolves once subscribed; `close()` ends the
 * connection. `localAddress` is the address the client's requests come from (PocketBase takes a subscription only
 * from the connection's address); `ca` the root certificate to trust when the client's base URL is https.
 */
export function listenRealtime(client, topics, { localAddress, ca } = {}) {
  return new Promise((resolve, reject) => {
    const listener = { close: () => request.destroy() };
    let buffer = '';
    let subscribed = false;
    const url = `${client.baseURL}/api/realtime`;
    const transport = url.startsWith('https:') ? https : http;
    const request = transport.get(url, { localAddress, ca }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event:(.*)$/m.exec(block)?.[1]?.trim();
          if (event !== 'PB_CONNECT') continue;
          const { clientId } = JSON.parse(/^data:(.*)$/m.exec(block)?.[1] ?? '{}');
          client.send('/api/realtime', { method: 'POST', body: { clientId, subscriptions: topics } }).then(() => {
            subscribed = true;
            resolve(listener);
          }, reject);
        }
      });
    });
    request.on('error', (error) => {
      if (!subscribed) reject(error);
    });
  });
}
