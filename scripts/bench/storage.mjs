#!/usr/bin/env node
// `npm run bench:storage`: what serving a meme's thumbnail costs from local disk and from S3-compatible storage
// (versitygw with its posix backend on this machine, scripts/lib/s3-server.mjs), measured in the same run: two
// PocketBase servers, one per storage, each with the JPEG fixture uploaded once. Prints the first request (which makes
// the 200x200 thumbnail) and then REQUESTS sequential requests of that thumbnail (served from storage), p50 and p95.
// On a real deployment the bucket is across a network: add its round trip to the S3 figures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPlayer, createContest, createOrganizerAccount, signInSuperuser } from '../lib/contest-setup.mjs';
import { startPocketBase } from '../lib/pocketbase-server.mjs';
import { startS3Server } from '../lib/s3-server.mjs';
import { resolveVersitygwBinary } from '../lib/versitygw-binary.mjs';

const REQUESTS = 300;
const THUMB = '200x200';
const fixture = readFileSync(new URL('../../tests/fixtures/meme.jpg', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-storage-'));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function measure(label, server) {
  const admin = await signInSuperuser(server.url, server.superuser);
  const { client: organizer, user } = await createOrganizerAccount(admin, server.url, {
    username: `bench-${label.replace(/[^a-z0-9]+/gi, '-')}`,
  });
  const contest = await createContest(organizer, { userId: user.id, name: 'Storage bench', maxMemes: 1 });
  const player = await addPlayer(organizer, contest.id, 'bench-player');
  const form = new FormData();
  form.append('contest', contest.id);
  form.append('player', player.id);
  form.append('media', new File([fixture], 'meme.jpg', { type: 'image/jpeg' }));
  const meme = await admin.collection('memes').create(form);
  const url = `${server.url}/api/files/${meme.collectionId}/${meme.id}/${meme.media}?thumb=${THUMB}`;

  const time = async () => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    return performance.now() - started;
  };
  const first = await time();
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push(await time());
  times.sort((a, b) => a - b);
  return { label, first, p50: percentile(times, 50), p95: percentile(times, 95) };
}

let s3;
const servers = [];
try {
  resolveVersitygwBinary(); // builds it on the first run; the server below only starts a built one
  s3 = await startS3Server({ rootDir: join(dataDir, 's3'), bucket: 'memes' });
  const local = await startPocketBase({ dataDir: join(dataDir, 'local'), rateLimitsExempt: ['127.0.0.1'] });
  servers.push(local);
  const remote = await startPocketBase({
    dataDir: join(dataDir, 'remote'),
    env: s3.pocketbaseEnv,
    rateLimitsExempt: ['127.0.0.1'],
  });
  servers.push(remote);
  const results = [await measure('local disk', local), await measure('S3 (versitygw)', remote)];
  console.log(`Thumbnail ${THUMB} of a 600x400 JPEG: first request (makes it), then ${REQUESTS} sequential requests`);
  console.log('storage            first ms   p50 ms   p95 ms');
  for (const r of results) {
    console.log(
      `${r.label.padEnd(18)} ${r.first.toFixed(1).padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`,
    );
  }
  console.log(`S3 / local, p50: ${(results[1].p50 / results[0].p50).toFixed(2)}×`);
} finally {
  for (const server of servers) await server.stop();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
