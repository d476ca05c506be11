// A PocketBase of one test file's own that serves the app as a release does: for the tests of what the server adds to
// the app's pages and files (link previews, caching, compression).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startIsolatedPocketBase, temporaryDataDir } from './pocketbase-server';

/**
 * For one test file: a PocketBase of its own, started before the file's tests and stopped after them, that serves the
 * app's index.html from a pb_public folder as a release does, with no PUBLIC_URL (its links are its own address).
 * `addFiles` puts more of the app in that folder before the start.
 */
export function serverWithAppForFile(label: string, addFiles: (publicDir: string) => void = () => {}) {
  let publicDir: ReturnType<typeof temporaryDataDir> | undefined;
  let started: Awaited<ReturnType<typeof startIsolatedPocketBase>> | undefined;
  beforeAll(async () => {
    publicDir = temporaryDataDir(`${label}-public`);
    copyFileSync(new URL('../../../index.html', import.meta.url), join(publicDir.dir, 'index.html'));
    addFiles(publicDir.dir);
    started = await startIsolatedPocketBase(label, { MEME_ARENA_PUBLIC_DIR: publicDir.dir, PUBLIC_URL: '' });
  });
  afterAll(async () => {
    await started?.dispose();
    publicDir?.remove();
  });
  return {
    get url(): string {
      if (!started)
        throw new Error(`the ${label} server starts in beforeAll: read its url from a test or a later hook`);
      return started.server.url;
    },
  };
}
