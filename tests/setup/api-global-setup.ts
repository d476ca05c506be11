// Starts ONE PocketBase (free port, temporary data dir, this project's migrations and hooks) for the whole
// `api` project and hands its URL and superuser to the tests through vitest's provide/inject.
// The S3 storage test's server (versitygw) is built here on the first run, with a progress line, while PocketBase
// starts: before any test runs, so no test waits on a build, and `npm test` needs no step of its own on a fresh clone.
import type { TestProject } from 'vitest/node';
import { resolveVersitygwBinaryInBackground } from '../../scripts/lib/versitygw-binary.mjs';
import {
  type Superuser,
  startPocketBase,
  SET_UP_ADDRESSES,
  temporaryDataDir,
  WITHOUT_DISCORD,
} from '../api/support/pocketbase-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared PocketBase: its URL, superuser, and data folder (where tests can look at stored files). */
    pocketbase: { url: string; superuser: Superuser; dataDir: string };
  }
}

export default async function setup(project: TestProject) {
  // A build that fails (no Go, no network) fails the S3 test alone, which then says what is missing; the other
  // tests do not need it.
  const versitygw = resolveVersitygwBinaryInBackground().catch((error: unknown) => {
    process.stderr.write(`[versitygw] ${error instanceof Error ? error.message : String(error)}\n`);
  });
  const data = temporaryDataDir('api');
  const server = await startPocketBase({ dataDir: data.dir, env: WITHOUT_DISCORD, rateLimitsExempt: SET_UP_ADDRESSES });
  project.provide('pocketbase', { url: server.url, superuser: server.superuser, dataDir: data.dir });
  await versitygw;

  return async () => {
    await server.stop();
    data.remove();
  };
}
