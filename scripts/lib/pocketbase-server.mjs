// Starts a PocketBase of the pinned version with this project's migrations and hooks, for the dev stack,
// the API and e2e tests and the benchmarks.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { projectDirArgs, resolvePocketBaseBinary } from './pocketbase-binary.mjs';

const execFileAsync = promisify(execFile);

/**
 * Prewarmed JS runtimes for pb_hooks (PocketBase's default is 15): one per player of a full contest
 * (`playersPerContest` in contract/rules.json). Every vote runs in a hook (the vote endpoint,
 * pb_hooks/votes.pb.js), and a request that finds every runtime busy runs in a throwaway one, built for it: in a room
 * of 300 voting at once that costs about three times the CPU per vote. The price of a pool this size is some 60 MB of
 * memory at rest and a quarter of a second of start-up (`npm run bench:votes -- --players 300` shows the effect).
 */
export const HOOKS_POOL_SIZE = JSON.parse(readFileSync(new URL('../../contract/rules.json', import.meta.url), 'utf8'))
  .limits.playersPerContest;

/**
 * PocketBase turns on its dev mode (every SQL statement formatted and printed) when the binary's path starts with
 * the temp or Go cache directory, as in a clone under /tmp. Kept off, so that the tests and benchmarks run the same
 * server wherever the project lives.
 */
const NO_DEV_MODE = '--dev=false';

/**
 * At most this many thumbnails are made at once (PocketBase's PB_THUMBS_MAX_WORKERS; its default is the core count
 * plus 2, which grows with the server). Making one decodes the whole original: about 200 MB for the largest accepted
 * image (24 megapixels, contract/rules.json), so 4 at once keep the peak under 1 GB on any machine
 * (`npm run bench:images`); further requests wait their turn.
 */
export const THUMBNAIL_WORKERS = 4;

export const DEFAULT_SUPERUSER = { email: 'admin@example.com', password: 'admin-password-123' };

/**
 * Leaves these client addresses out of the rate limits of a running server. Tests and benchmarks set up their
 * contests from 127.0.0.1, far faster than any person could, and exempt it; every test of the limits, and the vote
 * storm's players, send from other loopback addresses (127.0.0.2 and up), each a client of its own.
 */
export async function exemptFromRateLimits(url, superuser, addresses) {
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  });
  const { token } = await auth.json();
  const response = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ rateLimits: { excludedIPs: addresses } }),
  });
  if (!response.ok)
    throw new Error(`could not exempt ${addresses.join(', ')} from the rate limits: ${response.status}`);
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts `pocketbase serve` on 127.0.0.1.
 * @param {{ dataDir: string, port?: number, env?: Record<string,string>, superuser?: {email:string,password:string},
 *           stdio?: 'inherit'|'pipe'|'ignore', timeoutMs?: number, automigrate?: boolean, rateLimitsExempt?: string[] }} options
 *   automigrate (default false): whether collection changes made through the API or dashboard are written as new
 *   files into pb_migrations/. Off by default so that tests and benchmarks never add files to the project.
 *   rateLimitsExempt: client addresses the rate limiter leaves alone (see exemptFromRateLimits).
 * @returns {Promise<{ url: string, port: number, dataDir: string, superuser: {email:string,password:string},
 *           process: import('node:child_process').ChildProcess, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startPocketBase(options) {
  const binary = await resolvePocketBaseBinary();
  const port = options.port ?? (await freePort());
  const superuser = options.superuser ?? DEFAULT_SUPERUSER;
  const env = { PB_THUMBS_MAX_WORKERS: String(THUMBNAIL_WORKERS), ...process.env, ...options.env };
  mkdirSync(options.dataDir, { recursive: true });

  // Applies the migrations too, so the server below starts on an up-to-date schema.
  await execFileAsync(
    binary,
    [
      'superuser',
      'upsert',
      superuser.email,
      superuser.password,
      `--dir=${options.dataDir}`,
      NO_DEV_MODE,
      ...projectDirArgs(),
    ],
    { env },
  );

  const child = spawn(
    binary,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      `--dir=${options.dataDir}`,
      `--automigrate=${options.automigrate ? 'true' : 'false'}`,
      `--hooksPool=${HOOKS_POOL_SIZE}`,
      NO_DEV_MODE,
      ...projectDirArgs(),
    ],
    { env, stdio: options.stdio ?? 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const terminate = async (signal) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  try {
    await waitForHealth(url, child, options.timeoutMs ?? 30_000);
    if (options.rateLimitsExempt) await exemptFromRateLimits(url, superuser, options.rateLimitsExempt);
  } catch (error) {
    await terminate('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    dataDir: options.dataDir,
    superuser,
    process: child,
    stop: () => terminate('SIGTERM'),
    kill: () => terminate('SIGKILL'),
  };
}
