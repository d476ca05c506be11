// Finds or builds the S3-compatible server the storage tests and benchmark run against: versitygw, from its official
// Go module at the pinned version (package.json → config.versitygwVersion), cached in .pb/ (go-server-binary.mjs).
// VERSITYGW_BIN points at another build. Tests and benchmarks only: a release never needs it.
// CLI: node scripts/lib/versitygw-binary.mjs (resolves it and prints its path).
import { pathToFileURL } from 'node:url';
import { pinnedVersion, resolveGoServerBinary } from './go-server-binary.mjs';

export const versitygwVersion = pinnedVersion('versitygwVersion');

/** The absolute path of a versitygw binary of the pinned version, building it with Go if needed. */
export function resolveVersitygwBinary() {
  return resolveGoServerBinary({
    name: 'versitygw',
    module: 'github.com/versity/versitygw/cmd/versitygw',
    version: versitygwVersion,
    overrideVariable: 'VERSITYGW_BIN',
    neededBy: 'The S3 storage tests',
    buildTime: 'about 3 minutes',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(resolveVersitygwBinary());
