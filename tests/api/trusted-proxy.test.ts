// The reverse proxy's client-address header from the environment (pb_hooks/trusted_proxy_config.pb.js): which
// address of X-Forwarded-For the server takes as the client's (the one its rate limits count by), that an unset
// variable leaves the setting alone and 'off' clears it, and that an invalid value refuses to start with a message.
// The proxy itself, in front of the released server, is tried in tests/release/reverse-proxy.spec.ts.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/pocketbase-server.mjs';
import { startPocketBase, temporaryDataDir, WITHOUT_DISCORD, type PocketBaseServer } from './support/pocketbase-server';

const execFileAsync = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
/** Whatever the developer's shell exports, each server gets exactly the proxy settings of its test. */
const NO_PROXY_SETTINGS = { TRUSTED_PROXY_HEADERS: '', TRUSTED_PROXY_USE_LEFTMOST_IP: '' };

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function dataDir(label: string) {
  const data = temporaryDataDir(label);
  cleanups.push(data.remove);
  return data.dir;
}

async function start(dir: string, env: Record<string, string>) {
  const server = await startPocketBase({ dataDir: dir, env: { ...WITHOUT_DISCORD, ...NO_PROXY_SETTINGS, ...env } });
  cleanups.push(() => server.stop());
  return server;
}

async function superuserOf(server: PocketBaseServer) {
  const client = new PocketBase(server.url);
  client.autoCancellation(false);
  await client.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
  return client;
}

/** The client address the server sees for a request with these headers (the health check tells a superuser). */
async function addressSeen(server: PocketBaseServer, headers: Record<string, string> = {}) {
  const health = await (await superuserOf(server)).health.check({ headers });
  return health.data['realIP'] as string;
}

async function trustedProxySetting(server: PocketBaseServer) {
  return (await (await superuserOf(server)).settings.getAll())['trustedProxy'];
}

// A client wrote the first address itself; the proxy appended the second, the address it saw.
const FORWARDED = { 'X-Forwarded-For': '203.0.113.7, 198.51.100.20' };

describe('the proxy header from the environment', () => {
  it('takes the right-most address of X-Forwarded-For by default: the one the proxy saw', async () => {
    const server = await start(dataDir('proxy-rightmost'), { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' });
    expect(await trustedProxySetting(server)).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: false });
    expect(await addressSeen(server, FORWARDED)).toBe('198.51.100.20');
    // A request without the header (from the proxy's own machine) is its connection's address.
    expect(await addressSeen(server)).toBe('127.0.0.1');
  });

  it('takes the left-most address with TRUSTED_PROXY_USE_LEFTMOST_IP=true', async () => {
    const server = await start(dataDir('proxy-leftmost'), {
      TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      TRUSTED_PROXY_USE_LEFTMOST_IP: 'true',
    });
    expect(await trustedProxySetting(server)).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: true });
    expect(await addressSeen(server, FORWARDED)).toBe('203.0.113.7');
  });

  it('believes no header by default, leaves a stored setting alone when unset, and clears it with off', async () => {
    const dir = dataDir('proxy-unset');
    const fresh = await start(dir, {});
    expect(await trustedProxySetting(fresh)).toEqual({ headers: [], useLeftmostIP: false });
    expect(await addressSeen(fresh, FORWARDED)).toBe('127.0.0.1');
    await fresh.stop();

    const configured = await start(dir, { TRUSTED_PROXY_HEADERS: 'X-Real-IP, X-Forwarded-For' });
    expect(await trustedProxySetting(configured)).toEqual({
      headers: ['X-Real-IP', 'X-Forwarded-For'],
      useLeftmostIP: false,
    });
    await configured.stop();

    const unset = await start(dir, {});
    expect((await trustedProxySetting(unset)).headers).toEqual(['X-Real-IP', 'X-Forwarded-For']);
    expect(await addressSeen(unset, { 'X-Real-IP': '198.51.100.30' })).toBe('198.51.100.30');
    await unset.stop();

    const off = await start(dir, { TRUSTED_PROXY_HEADERS: 'off' });
    expect(await trustedProxySetting(off)).toEqual({ headers: [], useLeftmostIP: false });
    expect(await addressSeen(off, { 'X-Real-IP': '198.51.100.30' })).toBe('127.0.0.1');
  });

  it.each([
    [
      { TRUSTED_PROXY_HEADERS: 'X Forwarded For' },
      'TRUSTED_PROXY_HEADERS must be header names separated by commas, such as X-Forwarded-For; got "X Forwarded For".',
    ],
    [
      { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For,' },
      'TRUSTED_PROXY_HEADERS must be header names separated by commas, such as X-Forwarded-For; got "X-Forwarded-For,".',
    ],
    [
      { TRUSTED_PROXY_HEADERS: 'Forwarded' },
      'TRUSTED_PROXY_HEADERS: the Forwarded header is not supported; have the proxy send X-Forwarded-For',
    ],
    [
      { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', TRUSTED_PROXY_USE_LEFTMOST_IP: 'yes' },
      'TRUSTED_PROXY_USE_LEFTMOST_IP must be true or false; got "yes".',
    ],
    [
      { TRUSTED_PROXY_USE_LEFTMOST_IP: 'false' },
      'TRUSTED_PROXY_USE_LEFTMOST_IP is set, but TRUSTED_PROXY_HEADERS is not.',
    ],
  ])('refuses to start with %j, saying why', async (env, message) => {
    const dir = dataDir('proxy-invalid');
    const serve = execFileAsync(
      process.execPath,
      [
        resolve(root, 'scripts/pocketbase.mjs'),
        'serve',
        `--http=127.0.0.1:${await freePort()}`,
        `--dir=${dir}`,
        '--dev=false',
      ],
      { env: { ...process.env, ...WITHOUT_DISCORD, ...NO_PROXY_SETTINGS, ...env }, timeout: 20_000 },
    );
    const failure = await serve.then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(`Error: ${message}`);
  });
});
