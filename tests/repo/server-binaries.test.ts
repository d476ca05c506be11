// How the test servers' binaries are found (scripts/lib/go-server-binary.mjs): an override first, then the pinned
// build in the cache, then a distribution's package when the caller accepts one (Debian's Caddy for the release
// test), and only then a build with Go; without Go, an error that says what to install. Run with a made-up server
// name, so that no binary a developer has cached changes the answer, and with a PATH of the test's own.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findGoServerBinary,
  resolveGoServerBinary,
  resolveGoServerBinaryInBackground,
  versionAtLeast,
} from '../../scripts/lib/go-server-binary.mjs';
import { projectRoot } from '../../scripts/lib/pocketbase-binary.mjs';

const server = {
  name: 'meme-arena-test-server',
  module: 'example.invalid/meme-arena-test-server',
  version: '9.9.9',
  overrideVariable: 'MEME_ARENA_TEST_SERVER_BIN',
  neededBy: 'The tests of the resolver',
  buildTime: 'no time',
};

let folder: string;
const savedPath = process.env.PATH;

/** A stand-in for a packaged binary on the PATH, which answers `version` as Caddy does. */
function packaged(version: string) {
  const file = join(folder, server.name);
  writeFileSync(file, `#!/bin/sh\necho "v${version} h1:stand-in"\n`);
  chmodSync(file, 0o755);
  return file;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'meme-arena-resolver-'));
  // The stand-in's folder alone, so no `go` is found: a build would need one.
  process.env.PATH = folder;
});
afterEach(() => {
  process.env.PATH = savedPath;
  delete process.env[server.overrideVariable];
  rmSync(folder, { recursive: true, force: true });
});

describe('versionAtLeast', () => {
  it.each([
    ['2.6.2', '2.6.0', true],
    ['2.6.0', '2.6.0', true],
    ['2.11.9', '2.6.0', true],
    ['2.5.9', '2.6.0', false],
    ['1.99', '2.0', false],
  ])('%s ≥ %s is %s', (a, b, expected) => {
    expect(versionAtLeast(a, b)).toBe(expected);
  });
});

describe('finding a test server binary', () => {
  it('takes a packaged binary new enough when the caller accepts one', () => {
    const file = packaged('2.6.2');
    expect(resolveGoServerBinary({ ...server, packaged: { minimumVersion: '2.6.0' } })).toBe(file);
  });

  it('passes over a packaged binary that is too old, and without Go says what to install', () => {
    packaged('2.5.1');
    expect(() => resolveGoServerBinary({ ...server, packaged: { minimumVersion: '2.6.0' } })).toThrow(
      /install Go .*go install example\.invalid\/meme-arena-test-server@v9\.9\.9.*MEME_ARENA_TEST_SERVER_BIN/,
    );
  });

  it('passes over a packaged binary when the caller needs the pinned version', () => {
    packaged('9.9.9');
    expect(() => resolveGoServerBinary(server)).toThrow(/install Go/);
  });

  it('takes the override first, and refuses one that does not exist', () => {
    const file = packaged('1.0.0');
    process.env[server.overrideVariable] = file;
    expect(resolveGoServerBinary(server)).toBe(file);
    process.env[server.overrideVariable] = join(folder, 'missing');
    expect(() => resolveGoServerBinary(server)).toThrow(/MEME_ARENA_TEST_SERVER_BIN: .*missing does not exist/);
  });

  it('never builds when only finding, and says what builds it', () => {
    expect(() => findGoServerBinary(server, '`npm test` builds it')).toThrow(
      'meme-arena-test-server v9.9.9 is not built: `npm test` builds it, or set MEME_ARENA_TEST_SERVER_BIN to such a binary.',
    );
  });
});

describe('a server with an official release archive (Litestream), on a machine without Go', () => {
  it('downloads the archive and caches the binary it holds', async () => {
    // The archive as a release publishes it: the binary at its top, beside other files.
    const content = join(folder, 'archive-content');
    mkdirSync(content);
    writeFileSync(join(content, server.name), '#!/bin/sh\necho stand-in\n');
    writeFileSync(join(content, 'README.md'), 'not the binary');
    execFileSync('tar', ['-czf', join(folder, 'release.tar.gz'), '-C', content, server.name, 'README.md'], {
      env: { PATH: savedPath },
    });
    const archive = readFileSync(join(folder, 'release.tar.gz'));
    const requested: string[] = [];
    const host = createServer((request, response) => {
      requested.push(request.url ?? '');
      response.end(archive);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { port } = host.address() as { port: number };
    // tar, for the unpacking, without go.
    process.env.PATH = `${folder}:/usr/bin:/bin`;
    const cached = join(projectRoot, '.pb', server.name);
    try {
      const binary = await resolveGoServerBinaryInBackground({
        ...server,
        releaseArchive: (version: string) => `http://127.0.0.1:${port}/v${version}/server.tar.gz`,
      });
      expect(binary).toBe(cached);
      expect(requested).toEqual(['/v9.9.9/server.tar.gz']);
      expect(execFileSync(binary, { encoding: 'utf8' })).toBe('stand-in\n');
      expect(readFileSync(join(projectRoot, '.pb', 'MEME-ARENA-TEST-SERVER_VERSION'), 'utf8').trim()).toBe('9.9.9');
    } finally {
      host.close();
      rmSync(cached, { force: true });
      rmSync(join(projectRoot, '.pb', 'MEME-ARENA-TEST-SERVER_VERSION'), { force: true });
    }
  });
});
