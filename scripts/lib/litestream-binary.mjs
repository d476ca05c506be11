// Finds or builds Litestream, which a release ships beside PocketBase to replicate its database to S3 continuously
// (docs/deploy.md, "Durability"), and which the restore drill (tests/release/restore-drill.spec.ts) and
// `npm run bench:capacity` run: its official Go module at the pinned version (package.json → config.litestreamVersion),
// cached in .pb/ (go-server-binary.mjs). LITESTREAM_BIN points at another build. On a machine without Go, the
// official release archive for the platform instead (GitHub's releases; LITESTREAM_RELEASES_URL for a mirror).
// CLI: node scripts/lib/litestream-binary.mjs (resolves it, building it if needed, and prints its path).
import { arch, platform } from 'node:os';
import { pathToFileURL } from 'node:url';
import { pinnedVersion, resolveGoServerBinaryInBackground } from './go-server-binary.mjs';

export const litestreamVersion = pinnedVersion('litestreamVersion');

/** Where the official archives are: `<base>/v<version>/litestream-<version>-<os>-<arch>.tar.gz`. */
const RELEASES_URL = 'https://github.com/benbjohnson/litestream/releases/download';

const litestream = {
  name: 'litestream',
  module: 'github.com/benbjohnson/litestream/cmd/litestream',
  version: litestreamVersion,
  overrideVariable: 'LITESTREAM_BIN',
  neededBy: 'A release (its database replication), the restore drill and the capacity benchmark',
  buildTime: 'about 2 minutes',
  /** @param {string} version */
  releaseArchive: (version) => {
    const base = (process.env.LITESTREAM_RELEASES_URL || RELEASES_URL).replace(/\/+$/, '');
    const cpu = { x64: 'x86_64', arm64: 'arm64' }[arch()] ?? arch();
    return `${base}/v${version}/litestream-${version}-${platform()}-${cpu}.tar.gz`;
  },
};

/** The absolute path of a Litestream binary of the pinned version: built with Go, else downloaded. */
export function resolveLitestreamBinary() {
  return resolveGoServerBinaryInBackground(litestream);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await resolveLitestreamBinary());
