// The servers that run beside PocketBase (versitygw and Caddy for tests and benchmarks; Litestream, which a release
// ships), built from their official Go modules at the version pinned in package.json → config, and cached in .pb/ like
// the PocketBase binary.
// Order: the override variable (e.g. CADDY_BIN); the cached binary if it is the pinned version; a packaged one on the
// PATH when the caller accepts it (Debian's Caddy); `go install`, which prints a progress line; for a server that
// names its official release archive (Litestream), that archive when there is no Go; else an error that says what to
// install.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { platform } from 'node:os';
import { delimiter, join } from 'node:path';
import { projectRoot } from './pocketbase-binary.mjs';

const cacheDir = join(projectRoot, '.pb');
const exe = platform() === 'win32' ? '.exe' : '';

/** The version pinned in package.json → config[key]. */
export function pinnedVersion(key) {
  return JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).config[key];
}

/**
 * @typedef {{ name: string, module: string, version: string, overrideVariable: string, neededBy: string,
 *   buildTime: string, packaged?: { minimumVersion: string }, releaseArchive?: (version: string) => string }} GoServer
 *   name: the binary's (and cache file's) name; module: the Go package path of its command; neededBy: who needs it (a
 *   plural, for the errors); buildTime: how long the first build takes, for the progress line. packaged: a binary of
 *   that name on the PATH (a distribution's package) will do from this version on, when nothing newer is cached.
 */

/** `a` ≥ `b`, for dotted version numbers ('2.6.2' ≥ '2.6.0'). */
export function versionAtLeast(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map((part) => Number.parseInt(part, 10) || 0));
  for (let index = 0; index < Math.max(x.length, y.length); index++) {
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) > (y[index] ?? 0);
  }
  return true;
}

/** The packaged binary on the PATH, if its `version` says at least `minimumVersion`. */
function packagedBinary(name, minimumVersion) {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, `${name}${exe}`);
    if (!folder || !existsSync(candidate)) continue;
    const answer = spawnSync(candidate, ['version'], { encoding: 'utf8', timeout: 10_000 });
    const version = /v?(\d+\.\d+(?:\.\d+)?)/.exec(answer.stdout ?? '')?.[1];
    if (answer.status === 0 && version && versionAtLeast(version, minimumVersion)) return candidate;
  }
  return undefined;
}

/** The binary that is there already (override, cache, package), or undefined when it must be built. */
function existingBinary({ name, version, overrideVariable, packaged }) {
  const override = process.env[overrideVariable];
  if (override) {
    if (!existsSync(override)) throw new Error(`${overrideVariable}: ${override} does not exist`);
    return override;
  }
  const cachedBinary = join(cacheDir, `${name}${exe}`);
  const cachedVersionFile = join(cacheDir, `${name.toUpperCase()}_VERSION`);
  if (
    existsSync(cachedBinary) &&
    existsSync(cachedVersionFile) &&
    readFileSync(cachedVersionFile, 'utf8').trim() === version
  ) {
    return cachedBinary;
  }
  return packaged ? packagedBinary(name, packaged.minimumVersion) : undefined;
}

function hasGo() {
  return spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The official release archive of `server` for this machine, unpacked into the cache: the way without Go.
 * @param {GoServer & { releaseArchive: (version: string) => string }} server
 */
async function downloadReleaseArchive(server) {
  const url = server.releaseArchive(server.version);
  process.stderr.write(`[${server.name}] no Go here: downloading ${url}\n`);
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${server.name}: downloading ${url} failed with HTTP ${response.status}`);
  mkdirSync(cacheDir, { recursive: true });
  const unpackDir = mkdtempSync(join(cacheDir, `download-${server.name}-`));
  try {
    const archive = join(unpackDir, 'archive.tar.gz');
    writeFileSync(archive, Buffer.from(await response.arrayBuffer()));
    execFileSync('tar', ['-xzf', archive, '-C', unpackDir, `${server.name}${exe}`]);
    chmodSync(join(unpackDir, `${server.name}${exe}`), 0o755);
    return cacheBuild(server, unpackDir);
  } finally {
    rmSync(unpackDir, { recursive: true, force: true });
  }
}

/** `go install`'s arguments and environment, or an error saying what is missing when there is no Go. */
function buildPlan({ name, module, version, overrideVariable, neededBy }) {
  const install = `go install ${module}@v${version}`;
  if (!hasGo()) {
    throw new Error(
      `${neededBy} need ${name} v${version}: install Go (1.21+; it fetches the newer toolchain a module asks for) so that ` +
        `\`${install}\` can run, or set ${overrideVariable} to such a binary.`,
    );
  }
  mkdirSync(cacheDir, { recursive: true });
  // A folder of its own for each build, so two builds at once (two test runs) never hand over a half-written file.
  const gobin = mkdtempSync(join(cacheDir, `gobin-${name}-`));
  return {
    install,
    gobin,
    args: ['install', `${module}@v${version}`],
    env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0', GOTOOLCHAIN: process.env.GOTOOLCHAIN ?? 'auto' },
  };
}

/** Moves a finished build into the cache, with its version beside it. */
function cacheBuild({ name, version }, gobin) {
  const cachedBinary = join(cacheDir, `${name}${exe}`);
  renameSync(join(gobin, `${name}${exe}`), cachedBinary);
  rmSync(gobin, { recursive: true, force: true });
  writeFileSync(join(cacheDir, `${name.toUpperCase()}_VERSION`), `${version}\n`);
  return cachedBinary;
}

/**
 * The binary if it is there already (override, cache, accepted package), without building: an error that says how to
 * get one otherwise.
 * @param {GoServer} server
 * @param {string} howToBuild what builds it (a command, or the set-up that does)
 */
export function findGoServerBinary(server, howToBuild) {
  const existing = existingBinary(server);
  if (existing) return existing;
  throw new Error(
    `${server.name} v${server.version} is not built: ${howToBuild}, or set ${server.overrideVariable} to such a binary.`,
  );
}

const progressLine = ({ name, version, buildTime }) =>
  `[${name}] building v${version} with go install (first run only, ${buildTime}; cached in .pb/)…\n`;

/**
 * The absolute path of a binary of the pinned version (or an accepted package), building it with Go if needed.
 * @param {GoServer} server
 */
export function resolveGoServerBinary(server) {
  const existing = existingBinary(server);
  if (existing) return existing;
  const plan = buildPlan(server);
  process.stderr.write(progressLine(server));
  const result = spawnSync('go', plan.args, { stdio: ['ignore', 'inherit', 'inherit'], env: plan.env });
  if (result.status !== 0) {
    rmSync(plan.gobin, { recursive: true, force: true });
    throw new Error(`${plan.install} failed with exit code ${result.status}`);
  }
  return cacheBuild(server, plan.gobin);
}

/**
 * resolveGoServerBinary without blocking the event loop, for a test run's set-up, which starts other servers while
 * Go builds. Go's output goes to this process's standard error, as the build goes.
 * @param {GoServer} server
 * @returns {Promise<string>}
 */
export async function resolveGoServerBinaryInBackground(server) {
  const existing = existingBinary(server);
  if (existing) return existing;
  if (server.releaseArchive && !hasGo()) return downloadReleaseArchive(server);
  const plan = buildPlan(server);
  process.stderr.write(progressLine(server));
  const status = await new Promise((resolve, reject) => {
    const child = spawn('go', plan.args, { stdio: ['ignore', 'inherit', 'inherit'], env: plan.env });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  if (status !== 0) {
    rmSync(plan.gobin, { recursive: true, force: true });
    throw new Error(`${plan.install} failed with exit code ${status}`);
  }
  return cacheBuild(server, plan.gobin);
}
