// Types of scripts/lib/pocketbase-server.mjs, for the TypeScript test helpers.
import type { ChildProcess } from 'node:child_process';

export interface Superuser {
  email: string;
  password: string;
}

export interface RunningPocketBase {
  url: string;
  port: number;
  dataDir: string;
  superuser: Superuser;
  process: ChildProcess;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
}

export declare const DEFAULT_SUPERUSER: Superuser;
export declare const HOOKS_POOL_SIZE: number;
export declare function freePort(): Promise<number>;
export declare function startPocketBase(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  superuser?: Superuser;
  stdio?: 'inherit' | 'pipe' | 'ignore';
  timeoutMs?: number;
  /** Write collection changes made through the API or dashboard into pb_migrations/ (default false). */
  automigrate?: boolean;
  /** Client addresses the rate limiter leaves alone: the set-up traffic of tests and benchmarks (127.0.0.1). */
  rateLimitsExempt?: string[];
}): Promise<RunningPocketBase>;
export declare const THUMBNAIL_WORKERS: number;
export declare function exemptFromRateLimits(url: string, superuser: Superuser, addresses: string[]): Promise<void>;
