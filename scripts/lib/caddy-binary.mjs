// Finds or builds the reverse proxy the release tests and the vote storm's --proxy option put in front of PocketBase:
// Caddy. CADDY_BIN points at a build of one's choice; else the pinned version (package.json → config.caddyVersion)
// cached in .pb/; else, for what Caddy 2.6 can do, the distribution's package on the PATH (Debian's `caddy`, which
// CI installs in seconds instead of building Caddy for minutes); else the pinned version built from its official Go
// module (go-server-binary.mjs). Tests and benchmarks only: a release does not ship a proxy (its START.md shows how
// to put one in front).
// CLI: node scripts/lib/caddy-binary.mjs (resolves it and prints its path).
import { pathToFileURL } from 'node:url';
import { pinnedVersion, resolveGoServerBinary } from './go-server-binary.mjs';

export const caddyVersion = pinnedVersion('caddyVersion');

/** The oldest Caddy that serves the release test's proxy (reverse-proxy.mjs without `upstreamFrom`). */
export const OLDEST_PACKAGED_CADDY = '2.6.0';

/**
 * The absolute path of a Caddy binary, building the pinned version with Go if needed.
 * @param {{ newerThanPackaged?: boolean }} [options] newerThanPackaged: the caller uses what only the pinned version
 *   has (the proxy's `local_address`, Caddy 2.7 on), so a packaged 2.6 will not do.
 */
export function resolveCaddyBinary({ newerThanPackaged = false } = {}) {
  return resolveGoServerBinary({
    name: 'caddy',
    module: 'github.com/caddyserver/caddy/v2/cmd/caddy',
    version: caddyVersion,
    overrideVariable: 'CADDY_BIN',
    neededBy: 'The release tests behind a reverse proxy and `npm run bench:votes -- --proxy`',
    buildTime: 'about 5 minutes',
    packaged: newerThanPackaged ? undefined : { minimumVersion: OLDEST_PACKAGED_CADDY },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(resolveCaddyBinary());
