// Starts ONE PocketBase (free port, temporary data dir, this project's migrations and hooks) for the whole
// `api` project and hands its URL and superuser to the tests through vitest's provide/inject.
import type { TestProject } from 'vitest/node';
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
  const data = temporaryDataDir('api');
  const server = await startPocketBase({ dataDir: data.dir, env: WITHOUT_DISCORD, rateLimitsExempt: SET_UP_ADDRESSES });
  project.provide('pocketbase', { url: server.url, superuser: server.superuser, dataDir: data.dir });

  return async () => {
    await server.stop();
    data.remove();
  };
}
