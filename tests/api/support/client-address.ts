// A client with an address of its own: the rate limiter counts requests per client address, and every test of the
// limits is one client (or several) on a loopback address other than the set-up traffic's 127.0.0.1, which the test
// server exempts. Linux routes all of 127.0.0.0/8 to the loopback interface, so any 127.x.y.z can be bound.
import http from 'node:http';
import PocketBase from 'pocketbase';
import { serverUrl } from './roles';
import { testFileNumber } from './test-file';

// Test files run in parallel workers against one PocketBase, one after another in each worker, and the limiter's
// buckets outlive a file: so each file draws from a range of its own, 127.{file number}.x.y, and two files never
// share an address, and so never share a rate-limit bucket.
let next = 0;

/** A loopback address no other client of this test run uses (127.{file}.0.2 and up, then 127.{file}.1.x, …). */
export function freshClientAddress(): string {
  next += 1;
  return `127.${testFileNumber()}.${Math.floor(next / 250)}.${(next % 250) + 2}`;
}

/** fetch, sending from `localAddress`: the request is built (and its body encoded) by the platform's Request. */
export function fetchFrom(localAddress: string): typeof fetch {
  const agent = new http.Agent({ keepAlive: true, localAddress });
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(request.headers);
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(request.url, { method: request.method, headers, agent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          const content = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(content, { status, headers: incoming.headers as Record<string, string> }));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

/** An SDK client whose every request comes from `localAddress`, with its own auth store. */
export function clientAt(localAddress: string, url = serverUrl()): PocketBase {
  const client = new PocketBase(url);
  client.autoCancellation(false);
  const send = fetchFrom(localAddress);
  client.beforeSend = (requestUrl, options) => ({ url: requestUrl, options: { ...options, fetch: send } });
  return client;
}
