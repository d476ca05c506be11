// Typed access to scripts/lib/pocketbase-server.mjs (plain JS shared with the dev stack and the benchmarks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Superuser {
  email: string;
  password: string;
}

export interface PocketBaseServer {
  url: string;
  port: number;
  dataDir: string;
  superuser: Superuser;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'pipe' | 'ignore';
  timeoutMs?: number;
  rateLimitsExempt?: string[];
}

interface ServerModule {
  startPocketBase: (options: StartOptions) => Promise<PocketBaseServer>;
  freePort: () => Promise<number>;
}

const serverModuleUrl = new URL('../../../scripts/lib/pocketbase-server.mjs', import.meta.url).href;

export async function loadServerModule(): Promise<ServerModule> {
  const loaded: ServerModule = await import(/* @vite-ignore */ serverModuleUrl);
  return loaded;
}

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
  const { startPocketBase } = await loadServerModule();
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
