// Finds or builds the S3-compatible server the storage tests and benchmark run against: versitygw, from its official
// Go module at the pinned version (package.json → config.versitygwVersion), cached in .pb/ (go-server-binary.mjs).
// VERSITYGW_BIN points at another build. Tests and benchmarks only: a release never needs it. `npm test` builds it
// on its first run (tests/setup/api-global-setup.ts), before any test starts, so no test waits on a build.
// CLI: node scripts/lib/versitygw-binary.mjs (resolves it, building it if needed, and prints its path).
import { pathToFileURL } from 'node:url';
import {
  findGoServerBinary,
  pinnedVersion,
  resolveGoServerBinary,
  resolveGoServerBinaryInBackground,
} from './go-server-binary.mjs';

export const versitygwVersion = pinnedVersion('versitygwVersion');

const versitygw = {
  name: 'versitygw',
  module: 'github.com/versity/versitygw/cmd/versitygw',
  version: versitygwVersion,
  overrideVariable: 'VERSITYGW_BIN',
  neededBy: 'The S3 storage tests',
  buildTime: 'about 3 minutes',
};

/** The absolute path of a versitygw binary of the pinned version, building it with Go if needed. */
export function resolveVersitygwBinary() {
  return resolveGoServerBinary(versitygw);
}

/** resolveVersitygwBinary, building without blocking (a test run's set-up starts PocketBase meanwhile). */
export function resolveVersitygwBinaryInBackground() {
  return resolveGoServerBinaryInBackground(versitygw);
}

/** The versitygw binary if it is built (a test never builds one: the set-up of `npm test` did, or says why not). */
export function findVersitygwBinary() {
  return findGoServerBinary(
    versitygw,
    '`npm test` builds it before its tests (see the output above the tests), or `node scripts/lib/versitygw-binary.mjs` does',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(resolveVersitygwBinary());
