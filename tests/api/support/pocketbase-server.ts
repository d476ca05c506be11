// The API tests' PocketBase servers, started through scripts/lib/pocketbase-server.mjs (shared with the dev stack,
// the e2e tests and the benchmarks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPocketBase, type RunningPocketBase, type Superuser } from '../../../scripts/lib/pocketbase-server.mjs';

export type { Superuser };
export type PocketBaseServer = RunningPocketBase;
export { startPocketBase };

/**
 * The tests' own traffic comes from 127.0.0.1, exempt from the rate limits: set-up is not what they measure. Tests of
 * the limits send from other loopback addresses (tests/api/support/client-address.ts).
 */
export const SET_UP_ADDRESSES = ['127.0.0.1'];

/** No Discord provider unless a test asks for one, whatever the developer's shell exports. */
export const WITHOUT_DISCORD = { DISCORD_CLIENT_ID: '', DISCORD_CLIENT_SECRET: '', DISCORD_OAUTH_BASE_URL: '' };

export function temporaryDataDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `meme-arena-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A PocketBase of its own in a temporary data dir, for tests that need a special environment or a crash. */
export async function startIsolatedPocketBase(label: string, env: Record<string, string> = {}) {
  const data = temporaryDataDir(label);
  const server = await startPocketBase({
    dataDir: data.dir,
    env: { ...WITHOUT_DISCORD, ...env },
    rateLimitsExempt: SET_UP_ADDRESSES,
  });
  return {
    server,
    restart: () =>
      startPocketBase({ dataDir: data.dir, env: { ...WITHOUT_DISCORD, ...env }, rateLimitsExempt: SET_UP_ADDRESSES }),
    async dispose(running: PocketBaseServer = server) {
      await running.stop();
      data.remove();
    },
  };
}
