// Behind the reverse proxy START.md asks for, the release counts its rate limits per player, not per proxy: started
// with TRUSTED_PROXY_HEADERS=X-Forwarded-For, it takes the address Caddy saw (tests/release/global-setup.ts). Without
// that, every request comes from the proxy's address and a whole room shares one bucket.
// Each client here sends from a loopback address of its own (Linux routes all of 127.0.0.0/8 to the loopback
// interface, and Caddy sees each as a different client), over HTTPS that trusts the proxy's root certificate alone.
// The rule tried is joining through a join link, the one a room meets first: 20 a minute per address
// (pb_migrations/1795500000_join_links.js).
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { createContest, openJoinLink, signInThroughDiscordSandbox } from '../../scripts/lib/contest-setup.mjs';
import { expect, test } from './support';

const JOINS_PER_MINUTE = 20;

let joinPath: string;

test.beforeAll(async ({ releaseUrl }) => {
  const stamp = Date.now().toString(36);
  const { client, user } = await signInThroughDiscordSandbox(releaseUrl, `proxy_host_${stamp}`);
  const contest = await createContest(client, { userId: user.id, name: `Proxy cup ${stamp}`, maxMemes: 1 });
  const secret = await openJoinLink(client, contest.id);
  joinPath = `/api/join/${contest.id}/${secret}`;
});

/**
 * A client at `address` (127.{40 + retry}.0.{host}: a retry in the same minute meets no bucket of the first try),
 * joining the contest as the join page does. Answers each join's HTTP status.
 */
function clientAt(releaseUrl: string, host: number) {
  const address = `127.${40 + test.info().retry}.0.${host}`;
  const agent = new https.Agent({
    keepAlive: true,
    localAddress: address,
    ca: readFileSync(process.env.RELEASE_PROXY_ROOT_CERTIFICATE!, 'utf8'),
  });
  let joins = 0;
  return {
    address,
    join(headers: Record<string, string> = {}) {
      joins += 1;
      const body = JSON.stringify({ username: `p${address.replaceAll('.', '_')}_${joins}` });
      return new Promise<number>((resolve, reject) => {
        https
          .request(
            `${releaseUrl}${joinPath}`,
            { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            },
          )
          .on('error', reject)
          .end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

async function joinTimes(
  client: ReturnType<typeof clientAt>,
  count: number,
  headers?: (index: number) => Record<string, string>,
) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push(await client.join(headers?.(index)));
  return statuses;
}

const allowed = Array<number>(JOINS_PER_MINUTE).fill(200);

test('players behind the proxy are limited each on their own, and one hammering client alone', async ({
  releaseUrl,
}) => {
  const room = [2, 3, 4].map((host) => clientAt(releaseUrl, host));
  // Three players join their limit at once: 60 joins through one proxy, none refused.
  const statuses = await Promise.all(room.map((client) => joinTimes(client, JOINS_PER_MINUTE)));
  expect(statuses).toEqual([allowed, allowed, allowed]);
  // One of them goes on: refused; a fourth player, at the same time, is not.
  expect(await room[0]!.join()).toBe(429);
  const newcomer = clientAt(releaseUrl, 5);
  expect(await newcomer.join()).toBe(200);
  for (const client of [...room, newcomer]) client.close();
});

test('a forged X-Forwarded-For picks no bucket: a client that sends a new one each time is limited as one', async ({
  releaseUrl,
}) => {
  const forger = clientAt(releaseUrl, 10);
  const neighbour = clientAt(releaseUrl, 11);
  // A made-up address with every request: were the header believed, each would count against another client.
  const forged = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index + 1}` });
  expect(await joinTimes(forger, JOINS_PER_MINUTE + 1, forged)).toEqual([...allowed, 429]);
  // Another player at the same time is not limited.
  expect(await neighbour.join()).toBe(200);
  forger.close();
  neighbour.close();
});
