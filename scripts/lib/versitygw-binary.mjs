// Finds or builds the S3-compatible server the storage tests and benchmark run against: versitygw, from its official
// Go module at the pinned version (package.json → config.versitygwVersion), cached in .pb/ (go-server-binary.mjs).
// VERSITYGW_BIN points at another build. Tests and benchmarks only: a release never needs it. The build is a step of its
// own (CI runs it before the tests), never part of a test: a test that finds no binary fails at once and says what to run.
// CLI: node scripts/lib/versitygw-binary.mjs (resolves it, building it if needed, and prints its path).
import { pathToFileURL } from 'node:url';
import { pinnedVersion, resolveGoServerBinary } from './go-server-binary.mjs';

export const versitygwVersion = pinnedVersion('versitygwVersion');

/** The command that builds the pinned versitygw into the cache. */
export const BUILD_COMMAND = 'node scripts/lib/versitygw-binary.mjs';

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

/** The versitygw binary of the pinned version, which must be built already: the tests never wait for a build. */
export function findVersitygwBinary() {
  return resolveGoServerBinary({ ...versitygw, buildCommand: BUILD_COMMAND });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(resolveVersitygwBinary());
