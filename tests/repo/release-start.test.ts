// A release's start.sh (scripts/lib/release-start.mjs) with the replica's settings: run for real with sh, beside
// stand-ins for ./pocketbase and ./litestream that print how they were started. Replication is off, and says so,
// without LITESTREAM_REPLICA_URL; on, PocketBase runs under Litestream; a wrong setting stops the start before anything
// runs, with a message that names the setting and never prints a secret or the replica's address.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START_SCRIPT } from '../../scripts/lib/release-start.mjs';

const SECRET = 'sEcReT-never-in-a-log';
const GOOD = {
  LITESTREAM_REPLICA_URL: 's3://memes-db/meme-arena',
  S3_ENDPOINT: 'https://s3.example.test',
  S3_REGION: 'auto',
  S3_ACCESS_KEY: 'access-key-id',
  S3_SECRET: SECRET,
  S3_FORCE_PATH_STYLE: 'true',
};

let folder: string;

/** A stand-in that prints its name, its arguments and the environment replication depends on. */
function standIn(name: string) {
  const file = join(folder, name);
  writeFileSync(
    file,
    `#!/bin/sh\necho "${name} $*"\necho "env MEME_ARENA_REPLICATION=\${MEME_ARENA_REPLICATION:-} ` +
      `MEME_ARENA_DATABASE=\${MEME_ARENA_DATABASE:-} AWS_CA_BUNDLE=\${AWS_CA_BUNDLE:-} BACKUP_CRON=\${BACKUP_CRON:-}"\n`,
  );
  chmodSync(file, 0o755);
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'meme-arena-start-'));
  writeFileSync(join(folder, 'start.sh'), START_SCRIPT);
  chmodSync(join(folder, 'start.sh'), 0o755);
  standIn('pocketbase');
  standIn('litestream');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function start(env: Record<string, string>, args: string[] = []) {
  const run = spawnSync('sh', ['./start.sh', ...args], {
    cwd: folder,
    encoding: 'utf8',
    // Only what the test gives: no replica settings of the machine's own.
    env: { PATH: process.env.PATH ?? '', HOME: folder, ...env },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('start.sh without replica settings', () => {
  it('starts PocketBase alone and says replication is off', () => {
    const { status, output } = start({});
    expect(status).toBe(0);
    expect(output).toContain('replication off');
    expect(output).toMatch(/^pocketbase serve --http=0\.0\.0\.0:8090 --dir=\.\/pb_data /m);
    expect(output).not.toContain('litestream');
    expect(output).toContain('MEME_ARENA_REPLICATION= ');
  });
});

describe('start.sh with replica settings', () => {
  it('runs PocketBase under Litestream, with the arguments kept word for word', () => {
    const { status, output } = start({ ...GOOD, PORT: '9000' }, ['--origins', "it's here"]);
    expect(status).toBe(0);
    expect(output).toContain('replication on');
    const line = output.split('\n').find((l) => l.startsWith('litestream '));
    expect(line).toMatch(
      /^litestream replicate -config \.\/litestream\.yml -exec '\.\/pocketbase' 'serve' '--http=0\.0\.0\.0:9000'/,
    );
    expect(line).toContain(`'--origins' 'it'\\''s here'`);
    expect(output).toContain(`MEME_ARENA_REPLICATION=on MEME_ARENA_DATABASE=${folder}/pb_data/data.db`);
    expect(output).not.toContain(SECRET);
  });

  it('after a crash, ships what Litestream had not uploaded before PocketBase starts writing', () => {
    // A first start (no database yet) has nothing to ship.
    expect(start(GOOD).output).not.toContain('replicate -once');
    mkdirSync(join(folder, 'pb_data'));
    writeFileSync(join(folder, 'pb_data/data.db'), '');
    const { status, output } = start(GOOD);
    expect(status).toBe(0);
    const lines = output.split('\n').filter((line) => line.startsWith('litestream '));
    expect(lines[0]).toBe('litestream replicate -once -config ./litestream.yml');
    expect(lines[1]).toMatch(/^litestream replicate -config \.\/litestream\.yml -exec /);
  });

  it('starts anyway when the replica does not answer at start, and says so', () => {
    mkdirSync(join(folder, 'pb_data'));
    writeFileSync(join(folder, 'pb_data/data.db'), '');
    writeFileSync(join(folder, 'litestream'), '#!/bin/sh\necho "litestream $*"\n[ "$2" = -once ] && exit 1\nexit 0\n');
    const { status, output } = start(GOOD);
    expect(status).toBe(0);
    expect(output).toContain('the replica did not answer');
    expect(output).toMatch(/^litestream replicate -config \.\/litestream\.yml -exec /m);
  });

  it('leaves AWS_CA_BUNDLE aside, which Litestream cannot load, and says so', () => {
    const { status, output } = start({ ...GOOD, AWS_CA_BUNDLE: '/etc/ssl/certs/ca-certificates.crt' });
    expect(status).toBe(0);
    expect(output).toContain('AWS_CA_BUNDLE is left aside');
    expect(output).toContain('AWS_CA_BUNDLE= ');
  });

  it('turns the nightly backup off when the memes are in S3 too, unless BACKUP_CRON asks for it', () => {
    expect(start({ ...GOOD, S3_BUCKET: 'memes' }).output).toContain('BACKUP_CRON=off');
    expect(start({ ...GOOD, S3_BUCKET: 'memes', BACKUP_CRON: '0 4 * * *' }).output).toContain('BACKUP_CRON=0 4 * * *');
    // Memes on the disk: the backup is their only copy, so it stays.
    expect(start(GOOD).output).toContain('BACKUP_CRON=0 3 * * *');
  });

  it.each([
    [
      'an address that is not S3',
      { LITESTREAM_REPLICA_URL: `https://bucket.example.test/${SECRET}` },
      'LITESTREAM_REPLICA_URL must be s3://',
    ],
    ['a bucket without a folder', { LITESTREAM_REPLICA_URL: 's3://memes-db' }, 'needs a folder after the bucket'],
    ['a bucket with an empty folder', { LITESTREAM_REPLICA_URL: 's3://memes-db/' }, 'needs a folder after the bucket'],
    [
      'credentials in the address',
      { LITESTREAM_REPLICA_URL: `s3://key:${SECRET}@memes-db/db` },
      'must not carry credentials',
    ],
    ['a space in the address', { LITESTREAM_REPLICA_URL: `s3://memes-db/a ${SECRET}` }, 'without spaces'],
    ['no secret', { S3_SECRET: '' }, 'needs S3_ACCESS_KEY and S3_SECRET'],
    ['no access key', { S3_ACCESS_KEY: '' }, 'needs S3_ACCESS_KEY and S3_SECRET'],
    [
      'an endpoint without a scheme',
      { S3_ENDPOINT: `s3.example.test/${SECRET}` },
      'S3_ENDPOINT must start with https://',
    ],
    ['a path style that is not a boolean', { S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
  ])('stops at %s, naming the setting and printing no secret', (_label, change, message) => {
    const { status, output } = start({ ...GOOD, ...change });
    expect(status).toBe(2);
    expect(output).toContain(message);
    expect(output).not.toContain(SECRET);
    // Nothing started.
    expect(output).not.toMatch(/^(pocketbase|litestream) /m);
  });

  it('stops when the release folder lost its litestream', () => {
    rmSync(join(folder, 'litestream'));
    const { status, output } = start(GOOD);
    expect(status).toBe(2);
    expect(output).toContain('./litestream is missing');
  });
});

describe('./start.sh restore', () => {
  it('restores the database from the replica, or as it was at a given time', () => {
    const latest = start(GOOD, ['restore']);
    expect(latest.status).toBe(0);
    expect(latest.output).toContain(`litestream restore -config ./litestream.yml ${folder}/pb_data/data.db`);
    const earlier = start(GOOD, ['restore', '2026-11-28T21:00:00Z']);
    expect(earlier.output).toContain(
      `litestream restore -config ./litestream.yml -timestamp 2026-11-28T21:00:00Z ${folder}/pb_data/data.db`,
    );
    expect(earlier.output).not.toMatch(/^pocketbase /m);
  });

  it('never writes over a database, and needs the replica settings', () => {
    mkdirSync(join(folder, 'pb_data'));
    writeFileSync(join(folder, 'pb_data/data.db'), 'precious');
    const over = start(GOOD, ['restore']);
    expect(over.status).toBe(2);
    expect(over.output).toContain('pb_data/data.db exists');
    expect(over.output).not.toMatch(/^litestream /m);
    const unset = start({}, ['restore']);
    expect(unset.status).toBe(2);
    expect(unset.output).toContain('restore needs LITESTREAM_REPLICA_URL');
  });
});
