// The servers that only tests and benchmarks run beside PocketBase (versitygw, Caddy), built from their official Go
// modules at the version pinned in package.json → config, and cached in .pb/ like the PocketBase binary. A release
// never needs them, and none is ever downloaded prebuilt.
// Order: the override variable (e.g. CADDY_BIN); the cached binary if it is the pinned version; `go install`; else an
// error that says which command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { platform } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './pocketbase-binary.mjs';

const cacheDir = join(projectRoot, '.pb');
const exe = platform() === 'win32' ? '.exe' : '';

/** The version pinned in package.json → config[key]. */
export function pinnedVersion(key) {
  return JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).config[key];
}

/**
 * The absolute path of a binary of the pinned version, building it with Go if needed.
 * @param {{ name: string, module: string, version: string, overrideVariable: string, neededBy: string,
 *           buildTime: string, buildCommand?: string }} server
 *   name: the binary's (and cache file's) name; module: the Go package path of its command; neededBy: who needs it
 *   (a plural, for the error); buildTime: how long the first build takes, for the log. With buildCommand, nothing is
 *   built: a missing binary is an error that names that command (tests never wait for a build).
 */
export function resolveGoServerBinary({ name, module, version, overrideVariable, neededBy, buildTime, buildCommand }) {
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
  if (buildCommand) {
    throw new Error(
      `${name} v${version} is not built yet. Build it once with \`${buildCommand}\` (Go, ${buildTime} the first ` +
        `time), or set ${overrideVariable} to such a binary.`,
    );
  }
  const install = `go install ${module}@v${version}`;
  if (spawnSync('go', ['version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      `${neededBy} need ${name} v${version}: install Go (1.21+; it fetches the newer toolchain a module asks for) so that ` +
        `\`${install}\` can run, or set ${overrideVariable} to such a binary.`,
    );
  }
  process.stderr.write(`[${name}] building v${version} with go install (first run only, ${buildTime})…\n`);
  const gobin = join(cacheDir, `gobin-${name}`);
  mkdirSync(gobin, { recursive: true });
  const result = spawnSync('go', ['install', `${module}@v${version}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0', GOTOOLCHAIN: process.env.GOTOOLCHAIN ?? 'auto' },
  });
  if (result.status !== 0) throw new Error(`${install} failed with exit code ${result.status}`);
  renameSync(join(gobin, `${name}${exe}`), cachedBinary);
  rmSync(gobin, { recursive: true, force: true });
  writeFileSync(cachedVersionFile, `${version}\n`);
  return cachedBinary;
}
