// Finds or builds the PocketBase binary of the pinned version (package.json → config.pocketbaseVersion).
// Order: POCKETBASE_BIN; the cached binary in .pb/ if it is the pinned version; `go install` of the
// official module when Go is on PATH; the official release archive for this platform (from
// POCKETBASE_RELEASES_URL, GitHub's releases by default); else a clear error. Whichever way, the JSVM's declarations
// end up in .pb/types.d.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsDir = join(projectRoot, 'pb_migrations');
export const hooksDir = join(projectRoot, 'pb_hooks');
/** What the hooks share with the app; they require it from beside their own folder (`${__hooks}/../contract`). */
export const contractDir = join(projectRoot, 'contract');
export const pocketbaseVersion = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).config
  .pocketbaseVersion;

const cacheDir = join(projectRoot, '.pb');
const exe = platform() === 'win32' ? '.exe' : '';
const cachedBinary = join(cacheDir, `pocketbase${exe}`);
const cachedVersionFile = join(cacheDir, 'VERSION');
/** The JSVM's TypeScript declarations for pb_hooks and pb_migrations (their `/// <reference>` points here). */
export const hookTypesFile = join(cacheDir, 'types.d.ts');

/** Where the official release archives are: `<base>/v<version>/pocketbase_<version>_<os>_<arch>.zip`. */
const RELEASES_URL = 'https://github.com/pocketbase/pocketbase/releases/download';

/** The Go that `go install` of the pinned PocketBase needs: its go.mod's `go` line. */
const GO_VERSION = '1.27';

function log(message) {
  process.stderr.write(`[pocketbase] ${message}\n`);
}

/**
 * Puts a file at `target`, from any folder: a copy under a temporary name in the target's folder, then a rename there
 * (so a reader never sees half a file). A plain rename fails when the source is on another file system, as the
 * system's temporary folder often is.
 */
function moveFile(source, target) {
  const partial = `${target}.partial`;
  copyFileSync(source, partial);
  renameSync(partial, target);
  rmSync(source, { force: true });
}

function cachedIsPinned() {
  return (
    existsSync(cachedBinary) &&
    existsSync(cachedVersionFile) &&
    readFileSync(cachedVersionFile, 'utf8').trim() === pocketbaseVersion
  );
}

function hasGo() {
  return spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;
}

function buildWithGo() {
  log(`building PocketBase v${pocketbaseVersion} with go install (first run only, takes a minute or two)…`);
  const gobin = join(cacheDir, 'gobin');
  mkdirSync(gobin, { recursive: true });
  // PocketBase's go.mod asks for Go 1.27: GOTOOLCHAIN=auto lets an older Go (1.21 and up) fetch that toolchain
  // through the module proxy and build with it. A GOTOOLCHAIN set in the environment wins.
  const result = spawnSync('go', ['install', `github.com/pocketbase/pocketbase/examples/base@v${pocketbaseVersion}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0', GOTOOLCHAIN: process.env.GOTOOLCHAIN ?? 'auto' },
  });
  if (result.status !== 0) throw new Error(`go install failed with exit code ${result.status}`);
  moveFile(join(gobin, `base${exe}`), cachedBinary);
  rmSync(gobin, { recursive: true, force: true });
}

async function downloadRelease() {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[platform()];
  const cpu = { x64: 'amd64', arm64: 'arm64', arm: 'armv7' }[arch()];
  if (!os || !cpu) throw new Error(`no official PocketBase release for ${platform()}/${arch()}`);
  const base = (process.env.POCKETBASE_RELEASES_URL || RELEASES_URL).replace(/\/+$/, '');
  const url = `${base}/v${pocketbaseVersion}/pocketbase_${pocketbaseVersion}_${os}_${cpu}.zip`;
  log(`downloading ${url}`);
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status}`);
  const zipPath = join(tmpdir(), `pocketbase-${pocketbaseVersion}-${process.pid}.zip`);
  writeFileSync(zipPath, Buffer.from(await response.arrayBuffer()));
  const unpackDir = join(cacheDir, 'unpack');
  mkdirSync(unpackDir, { recursive: true });
  if (platform() === 'win32') {
    execFileSync('powershell', ['-NoProfile', '-Command', `Expand-Archive -Force '${zipPath}' '${unpackDir}'`]);
  } else {
    execFileSync('unzip', ['-o', '-q', zipPath, '-d', unpackDir]);
  }
  moveFile(join(unpackDir, `pocketbase${exe}`), cachedBinary);
  rmSync(unpackDir, { recursive: true, force: true });
  rmSync(zipPath, { force: true });
}

/**
 * Writes the pinned PocketBase's declarations of its JSVM API to .pb/types.d.ts. PocketBase writes them into a data
 * folder when it starts; one throwaway start with no migrations and no hooks gets them without a server. The data
 * folder is in the system's temporary folder; .pb/ may not exist yet (with POCKETBASE_BIN nothing else makes it).
 */
function writeHookTypes(binary) {
  const scratch = join(tmpdir(), `pocketbase-types-${process.pid}`);
  const empty = join(scratch, 'empty');
  mkdirSync(empty, { recursive: true });
  try {
    execFileSync(
      binary,
      [`--dir=${join(scratch, 'data')}`, `--hooksDir=${empty}`, `--migrationsDir=${empty}`, 'migrate', 'history-sync'],
      {
        stdio: 'ignore',
      },
    );
    mkdirSync(cacheDir, { recursive: true });
    moveFile(join(scratch, 'data', 'types.d.ts'), hookTypesFile);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Returns the absolute path of a PocketBase binary of the pinned version, building or downloading it if needed. */
export async function resolvePocketBaseBinary() {
  const binary = await resolveBinary();
  if (!existsSync(hookTypesFile)) writeHookTypes(binary);
  return binary;
}

async function resolveBinary() {
  if (process.env.POCKETBASE_BIN) {
    if (!existsSync(process.env.POCKETBASE_BIN)) {
      throw new Error(`POCKETBASE_BIN points to ${process.env.POCKETBASE_BIN}, which does not exist`);
    }
    return process.env.POCKETBASE_BIN;
  }
  if (cachedIsPinned()) return cachedBinary;

  mkdirSync(cacheDir, { recursive: true });
  rmSync(cachedVersionFile, { force: true });
  rmSync(hookTypesFile, { force: true });
  const failures = [];
  if (hasGo()) {
    try {
      buildWithGo();
    } catch (error) {
      failures.push(`go install: ${error.message}`);
    }
  } else {
    failures.push('go install: Go is not on PATH');
  }
  if (!existsSync(cachedBinary) || failures.length) {
    try {
      await downloadRelease();
      failures.length = 0;
    } catch (error) {
      failures.push(`release download: ${error.message}`);
    }
  }
  if (failures.length || !existsSync(cachedBinary)) {
    throw new Error(
      [
        `Could not get PocketBase v${pocketbaseVersion}. Any one of these works:`,
        '  1. set POCKETBASE_BIN to the path of a PocketBase binary of that version;',
        `  2. install Go ${GO_VERSION}+ (or Go 1.21+, which fetches Go ${GO_VERSION} itself unless GOTOOLCHAIN=local) so that`,
        `     \`go install github.com/pocketbase/pocketbase/examples/base@v${pocketbaseVersion}\` can run;`,
        `  3. allow this machine to download the official release archive for v${pocketbaseVersion}.`,
        'What was tried:',
        ...failures.map((failure) => `  - ${failure}`),
      ].join('\n'),
    );
  }
  chmodSync(cachedBinary, 0o755);
  writeFileSync(cachedVersionFile, `${pocketbaseVersion}\n`);
  log(`ready: ${cachedBinary}`);
  return cachedBinary;
}

/** Arguments that point PocketBase at this project's migrations and hooks. */
export function projectDirArgs() {
  return [`--migrationsDir=${migrationsDir}`, `--hooksDir=${hooksDir}`];
}
