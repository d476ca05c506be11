// A realtime (SSE) connection as an open app keeps one: the player page follows its contest, the organizer's
// panel its contest's vote progress. The vote storm opens them so the server pays for a full room of phones.
import http from 'node:http';

/**
 * Connects to /api/realtime as `client`, subscribes to `topics`, and counts the messages received. Resolves once
 * subscribed; `close()` ends the connection.
 */
export function listenRealtime(client, topics) {
  return new Promise((resolve, reject) => {
    const listener = { messages: 0, close: () => request.destroy() };
    let buffer = '';
    let subscribed = false;
    const request = http.get(`${client.baseURL}/api/realtime`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event:(.*)$/m.exec(block)?.[1]?.trim();
          if (event !== 'PB_CONNECT') {
            listener.messages += 1;
            continue;
          }
          const { clientId } = JSON.parse(/^data:(.*)$/m.exec(block)?.[1] ?? '{}');
          client
            .send('/api/realtime', { method: 'POST', body: { clientId, subscriptions: topics } })
            .then(() => {
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
