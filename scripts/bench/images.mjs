#!/usr/bin/env node
// `npm run bench:images`: what thumbnails of the largest image the server accepts cost PocketBase. Uploads 10 memes
// of the largest accepted size (contract/rules.json), then asks for one thumbnail of each, all 10 at once,
// as a voting room's phones would the first time, and samples the server's resident memory meanwhile. Prints the
// peak next to the 1.5 GB budget; never fails on it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPlayer, createContest, createOrganizerAccount, signInSuperuser } from '../lib/contest-setup.mjs';
import { startPocketBase, THUMBNAIL_WORKERS } from '../lib/pocketbase-server.mjs';
import { solidPng } from '../lib/test-images.mjs';

const MEMES = 10;
const THUMB = '900x900';
const BUDGET_MB = 1536;
const limits = JSON.parse(readFileSync(new URL('../../contract/rules.json', import.meta.url), 'utf8')).limits.image;

/** Resident and peak-resident memory of a process in MB, from /proc (Linux). */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

const dataDir = mkdtempSync(join(tmpdir(), 'meme-arena-bench-images-'));
const server = await startPocketBase({ dataDir, rateLimitsExempt: ['127.0.0.1'] });
try {
  const admin = await signInSuperuser(server.url, server.superuser);
  const { client: organizer, user: owner } = await createOrganizerAccount(admin, server.url, {
    username: 'bench-owner',
  });
  const contest = await createContest(organizer, { userId: owner.id, name: 'Image bench', maxMemes: 10 });
  const player = await addPlayer(organizer, contest.id, 'bench-player');

  // The largest square within both limits: the side limit, and the megapixel limit.
  const side = Math.min(limits.maxSide, Math.floor(Math.sqrt(limits.maxMegapixels * 1_000_000)));
  const memes = [];
  for (let i = 0; i < MEMES; i += 1) {
    const form = new FormData();
    form.append('contest', contest.id);
    form.append('player', player.id);
    form.append('media', new File([await solidPng(side, side, i)], `largest-${i}.png`, { type: 'image/png' }));
    memes.push(await admin.collection('memes').create(form));
  }

  const pid = server.process.pid;
  const before = memoryMb(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryMb(pid).rss);
  }, 10);
  const started = performance.now();
  const statuses = await Promise.all(
    memes.map(
      async (meme) =>
        (await fetch(`${server.url}/api/files/${meme.collectionId}/${meme.id}/${meme.media}?thumb=${THUMB}`)).status,
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryMb(pid);
  peak = Math.max(peak, after.rss, after.hwm);

  console.log(`Largest accepted image: ${side}×${side} px (${((side * side) / 1e6).toFixed(1)} MP) PNG`);
  console.log(`Thumbnail workers (PB_THUMBS_MAX_WORKERS): ${process.env.PB_THUMBS_MAX_WORKERS ?? THUMBNAIL_WORKERS}`);
  console.log(
    `${MEMES} concurrent ${THUMB} thumbnails of distinct memes: answers ${[...new Set(statuses)].join(', ')} in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `PocketBase memory: ${before.rss.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (budget < ${BUDGET_MB} MB)` +
      ` ${peak < BUDGET_MB ? 'within budget' : 'OVER BUDGET'}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
