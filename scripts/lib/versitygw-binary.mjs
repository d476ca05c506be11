// Finds or builds the S3-compatible server the storage tests and benchmark run against: versitygw, from its official
// Go module at the pinned version (package.json → config.versitygwVersion), cached in .pb/ like the PocketBase binary.
// Order: VERSITYGW_BIN; the cached binary if it is the pinned version; `go install` (about 3 minutes the first time);
// else a clear error. Tests and benchmarks only: a release never needs it. The build is a step of its own (CI runs
// it before the tests), never part of a test: a test that finds no binary fails at once and says what to run.
// CLI: node scripts/lib/versitygw-binary.mjs (resolves it, building it if needed, and prints its path).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { platform } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './pocketbase-binary.mjs';

export const versitygwVersion = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).config
  .versitygwVersion;
const MODULE = 'github.com/versity/versitygw/cmd/versitygw';
const cacheDir = join(projectRoot, '.pb');
const exe = platform() === 'win32' ? '.exe' : '';
const cachedBinary = join(cacheDir, `versitygw${exe}`);
const cachedVersionFile = join(cacheDir, 'VERSITYGW_VERSION');

/** The command that builds the pinned versitygw into the cache. */
export const BUILD_COMMAND = 'node scripts/lib/versitygw-binary.mjs';

/** VERSITYGW_BIN or the cached binary of the pinned version, if there is one; never builds. */
function existingBinary() {
  if (process.env.VERSITYGW_BIN) {
    if (!existsSync(process.env.VERSITYGW_BIN))
      throw new Error(`VERSITYGW_BIN: ${process.env.VERSITYGW_BIN} does not exist`);
    return process.env.VERSITYGW_BIN;
  }
  if (
    existsSync(cachedBinary) &&
    existsSync(cachedVersionFile) &&
    readFileSync(cachedVersionFile, 'utf8').trim() === versitygwVersion
  ) {
    return cachedBinary;
  }
  return undefined;
}

/** The versitygw binary of the pinned version, which must be built already: the tests never wait for a build. */
export function findVersitygwBinary() {
  const binary = existingBinary();
  if (binary) return binary;
  throw new Error(
    `versitygw v${versitygwVersion} is not built yet. Build it once with \`${BUILD_COMMAND}\` ` +
      '(Go, about 3 minutes the first time), or set VERSITYGW_BIN to such a binary.',
  );
}

/** The absolute path of a versitygw binary of the pinned version, building it with Go if needed. */
export function resolveVersitygwBinary() {
  const binary = existingBinary();
  if (binary) return binary;
  if (spawnSync('go', ['version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      `The S3 storage tests need versitygw v${versitygwVersion}: install Go (1.25+) so that ` +
        `\`go install ${MODULE}@v${versitygwVersion}\` can run, or set VERSITYGW_BIN to such a binary.`,
    );
  }
  process.stderr.write(
    `[versitygw] building v${versitygwVersion} with go install (first run only, about 3 minutes)…\n`,
  );
  const gobin = join(cacheDir, 'gobin-versitygw');
  mkdirSync(gobin, { recursive: true });
  const result = spawnSync('go', ['install', `${MODULE}@v${versitygwVersion}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0', GOTOOLCHAIN: process.env.GOTOOLCHAIN ?? 'auto' },
  });
  if (result.status !== 0) throw new Error(`go install ${MODULE} failed with exit code ${result.status}`);
  renameSync(join(gobin, `versitygw${exe}`), cachedBinary);
  rmSync(gobin, { recursive: true, force: true });
  writeFileSync(cachedVersionFile, `${versitygwVersion}\n`);
  return cachedBinary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(resolveVersitygwBinary());
