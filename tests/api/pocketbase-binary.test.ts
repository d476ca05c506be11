// Every documented way of getting PocketBase gives a fresh clone a working `npm run pocketbase` (and so `npm ci`'s
// postinstall, `npm run dev`, `npm test` and `npm run release`, which resolve it the same way): POCKETBASE_BIN, the
// cached binary, `go install` and the release download. Each case runs the resolver of a copy of the project in a
// temporary folder, without .pb/, with a PATH and an environment of its own: a stand-in `go` that copies the binary
// this test run uses, and a local HTTP server standing in for the releases (POCKETBASE_RELEASES_URL).
import { execFile } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function temporaryDir(label: string, parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, `meme-arena-${label}-`));
  temporary.push(dir);
  return dir;
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const pocketbaseVersion = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as PackageJson).config
  .pocketbaseVersion;
interface PackageJson {
  config: { pocketbaseVersion: string };
}

/** The PocketBase binary of this test run (what `npm run pocketbase` prints), whose copies stand in for the others. */
let realBinary: string;
beforeAll(async () => {
  const given = process.env['POCKETBASE_BIN'];
  const printed = await npmRunPocketbase(projectRoot, [], {
    PATH: process.env['PATH'] ?? '',
    ...(given && { POCKETBASE_BIN: given }),
  });
  expect(printed.code, printed.stderr).toBe(0);
  realBinary = printed.stdout;
});

/** A clone of the project as git gives it: no .pb/, no node_modules (the resolver needs neither). */
function freshClone(): string {
  const clone = temporaryDir('clone');
  for (const entry of ['package.json', 'scripts', 'pb_hooks', 'contract', 'pb_migrations']) {
    cpSync(join(projectRoot, entry), join(clone, entry), {
      recursive: true,
      filter: (source) => !source.includes('node_modules'),
    });
  }
  expect(existsSync(join(clone, '.pb'))).toBe(false);
  return clone;
}

/** A folder for PATH with only the given commands (no Go unless given one). */
function commands(links: Record<string, string> = {}): string {
  const dir = temporaryDir('path');
  for (const [name, target] of Object.entries(links)) symlinkSync(target, join(dir, name));
  return dir;
}

/** The system's `unzip`, which the download needs. */
function systemCommand(name: string): string {
  const found = (process.env['PATH'] ?? '')
    .split(':')
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path));
  if (!found) throw new Error(`${name} is not on PATH`);
  return found;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run pocketbase -- <args>` in the clone (what npm runs: node scripts/pocketbase.mjs), with only `env`. */
function npmRunPocketbase(clone: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(clone, 'scripts/pocketbase.mjs'), ...args],
      { cwd: clone, env: { HOME: process.env['HOME'] ?? tmpdir(), ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() });
      },
    );
  });
}

/**
 * Starts the clone's PocketBase server as `npm run dev` and `npm test` do (scripts/lib/pocketbase-server.mjs), and
 * returns what its health check answered.
 */
function startServerOfClone(clone: string, env: Record<string, string>): Promise<Run> {
  const script = `
    import { startPocketBase } from ${JSON.stringify(join(clone, 'scripts/lib/pocketbase-server.mjs'))};
    const server = await startPocketBase({ dataDir: ${JSON.stringify(temporaryDir('data'))} });
    console.log((await fetch(server.url + '/api/health')).status);
    await server.stop();`;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: clone, env: { HOME: process.env['HOME'] ?? tmpdir(), ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout: stdout.trim(), stderr: stderr.trim() }),
    );
  });
}

/** Checks the clone got a PocketBase that runs, and the JSVM's declarations in .pb/types.d.ts. */
async function expectWorkingClone(clone: string, binary: string, env: Record<string, string>) {
  const printed = await npmRunPocketbase(clone, [], env);
  expect(printed).toMatchObject({ code: 0, stdout: binary });
  expect(readFileSync(join(clone, '.pb/types.d.ts'), 'utf8')).toContain('declare function routerAdd(');
  // With arguments it runs that binary on the clone's own migrations and hooks.
  const data = temporaryDir('data');
  const migrated = await npmRunPocketbase(clone, ['migrate', 'up', `--dir=${data}`], env);
  expect(migrated.code, migrated.stderr).toBe(0);
  expect(existsSync(join(data, 'data.db'))).toBe(true);
}

/**
 * A temporary folder on another file system than the clone's, when the machine has one (/dev/shm): the resolver
 * makes the declarations there, and must still get them into .pb/.
 */
function temporaryFolderElsewhere(clone: string): string {
  if (existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(clone).dev)
    return temporaryDir('tmp', '/dev/shm');
  return temporaryDir('tmp');
}

/** The release archive's name for this machine, as the resolver asks for it. */
function releaseArchiveName(): string {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[platform() as string];
  const cpu = { x64: 'amd64', arm64: 'arm64', arm: 'armv7' }[arch() as string];
  return `pocketbase_${pocketbaseVersion}_${os}_${cpu}.zip`;
}

/** A zip archive holding one file, stored (PocketBase's release archives are zips with the binary at the top). */
function zipOf(name: string, bytes: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(bytes) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(bytes.length, 18);
  local.writeUInt32LE(bytes.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(0x0314, 4); // made by Unix, so the mode below counts
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(bytes.length, 20);
  central.writeUInt32LE(bytes.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE((0o100755 << 16) >>> 0, 38);
  const centralOffset = local.length + fileName.length + bytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, bytes, central, fileName, end]);
}

/** A local stand-in for the release downloads, answering `files` by path and 404 otherwise; records each path. */
async function releasesServer(files: Record<string, Buffer>) {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const body = files[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/zip' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pocketbase/releases/download`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('getting PocketBase in a fresh clone', () => {
  it('POCKETBASE_BIN: a binary anywhere, and no .pb/ yet', async () => {
    const clone = freshClone();
    const binary = join(temporaryDir('elsewhere'), 'pocketbase');
    copyFileSync(realBinary, binary);
    chmodSync(binary, 0o755);
    const env = { PATH: commands(), POCKETBASE_BIN: binary, TMPDIR: temporaryFolderElsewhere(clone) };

    // npm ci's postinstall: no warning.
    expect(await npmRunPocketbase(clone, ['--after-install'], env)).toEqual({ code: 0, stdout: '', stderr: '' });
    await expectWorkingClone(clone, binary, env);
    expect(readdirSync(join(clone, '.pb'))).toEqual(['types.d.ts']);
    expect(await startServerOfClone(clone, env)).toMatchObject({ code: 0, stdout: '200' });
  });

  it('the cached binary in .pb/, without Go or a download', async () => {
    const clone = freshClone();
    mkdirSync(join(clone, '.pb'));
    copyFileSync(realBinary, join(clone, '.pb/pocketbase'));
    chmodSync(join(clone, '.pb/pocketbase'), 0o755);
    writeFileSync(join(clone, '.pb/VERSION'), `${pocketbaseVersion}\n`);
    const releases = await releasesServer({});
    try {
      const env = { PATH: commands(), POCKETBASE_RELEASES_URL: releases.url, TMPDIR: temporaryFolderElsewhere(clone) };
      await expectWorkingClone(clone, join(clone, '.pb/pocketbase'), env);
      expect(releases.requested).toEqual([]);
    } finally {
      await releases.close();
    }
  });

  it('go install of the pinned module, letting Go fetch the toolchain it asks for', async () => {
    const clone = freshClone();
    const record = join(temporaryDir('go'), 'calls.json');
    // A stand-in for Go: records how it was called, and "builds" by copying this run's binary to $GOBIN/base.
    const go = join(temporaryDir('go-bin'), 'go');
    writeFileSync(
      go,
      `#!${process.execPath}
const fs = require('node:fs');
if (process.argv[2] === 'version') { console.log('go version go1.27.0'); process.exit(0); }
const { GOBIN, CGO_ENABLED, GOTOOLCHAIN } = process.env;
fs.writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), GOBIN, CGO_ENABLED, GOTOOLCHAIN }));
fs.copyFileSync(${JSON.stringify(realBinary)}, GOBIN + '/base');
fs.chmodSync(GOBIN + '/base', 0o755);
`,
    );
    chmodSync(go, 0o755);
    const releases = await releasesServer({});
    try {
      const env = {
        PATH: commands({ go }),
        POCKETBASE_RELEASES_URL: releases.url,
        TMPDIR: temporaryFolderElsewhere(clone),
      };
      expect((await npmRunPocketbase(clone, ['--after-install'], env)).code).toBe(0);
      expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual({
        args: ['install', `github.com/pocketbase/pocketbase/examples/base@v${pocketbaseVersion}`],
        GOBIN: join(clone, '.pb/gobin'),
        CGO_ENABLED: '0',
        GOTOOLCHAIN: 'auto',
      });
      await expectWorkingClone(clone, join(clone, '.pb/pocketbase'), env);
      expect(readdirSync(join(clone, '.pb')).sort()).toEqual(['VERSION', 'pocketbase', 'types.d.ts']);
      expect(releases.requested).toEqual([]);
    } finally {
      await releases.close();
    }
  });

  it('the official release archive, when Go is not there', async () => {
    const clone = freshClone();
    const archive = `/pocketbase/releases/download/v${pocketbaseVersion}/${releaseArchiveName()}`;
    const releases = await releasesServer({ [archive]: zipOf('pocketbase', readFileSync(realBinary)) });
    try {
      const env = {
        PATH: commands({ unzip: systemCommand('unzip') }),
        POCKETBASE_RELEASES_URL: releases.url,
        TMPDIR: temporaryFolderElsewhere(clone),
      };
      expect((await npmRunPocketbase(clone, ['--after-install'], env)).code).toBe(0);
      expect(releases.requested).toEqual([archive]);
      await expectWorkingClone(clone, join(clone, '.pb/pocketbase'), env);
      expect(readdirSync(join(clone, '.pb')).sort()).toEqual(['VERSION', 'pocketbase', 'types.d.ts']);
    } finally {
      await releases.close();
    }
  });

  it('says every way when none works; npm ci only warns', async () => {
    const clone = freshClone();
    const releases = await releasesServer({});
    try {
      const env = { PATH: commands(), POCKETBASE_RELEASES_URL: releases.url, TMPDIR: temporaryDir('tmp') };
      const failed = await npmRunPocketbase(clone, [], env);
      expect(failed.code).toBe(1);
      for (const way of [
        `Could not get PocketBase v${pocketbaseVersion}. Any one of these works:`,
        'set POCKETBASE_BIN',
        `go install github.com/pocketbase/pocketbase/examples/base@v${pocketbaseVersion}`,
        'go install: Go is not on PATH',
        'release download: download failed: HTTP 404',
      ]) {
        expect(failed.stderr).toContain(way);
      }
      const installed = await npmRunPocketbase(clone, ['--after-install'], env);
      expect(installed.code).toBe(0);
      expect(installed.stderr).toContain(`Could not get PocketBase v${pocketbaseVersion}.`);
    } finally {
      await releases.close();
    }
  });
});
