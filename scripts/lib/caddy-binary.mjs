// Finds or builds the reverse proxy the release tests and the vote storm's --proxy option put in front of PocketBase:
// Caddy, from its official Go module at the pinned version (package.json → config.caddyVersion), cached in .pb/
// (go-server-binary.mjs). CADDY_BIN points at another build. Tests and benchmarks only: a release does not ship a
// proxy (its START.md shows how to put one in front).
// CLI: node scripts/lib/caddy-binary.mjs (resolves it and prints its path).
import { pathToFileURL } from 'node:url';
import { pinnedVersion, resolveGoServerBinary } from './go-server-binary.mjs';

export const caddyVersion = pinnedVersion('caddyVersion');

/** The absolute path of a Caddy binary of the pinned version, building it with Go if needed. */
export function resolveCaddyBinary() {
  return resolveGoServerBinary({
    name: 'caddy',
    module: 'github.com/caddyserver/caddy/v2/cmd/caddy',
    version: caddyVersion,
    overrideVariable: 'CADDY_BIN',
    neededBy: 'The release tests behind a reverse proxy and `npm run bench:votes -- --proxy`',
    buildTime: 'about 5 minutes',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(resolveCaddyBinary());
