#!/usr/bin/env node
// `npm run bench:public`: a shared results page going viral, against a fresh PocketBase with this project's
// migrations and hooks. A contest reaches results and its organizer shares them; then VISITORS anonymous visitors
// open the public page at once, each from a loopback address of their own (the rate limiter counts per address),
// the way a browser does: the page's HTML (GET /results/{contest}, what a crawler reads too), its results answer,
// then the podium's three thumbnails. Three rounds in one run: first visits; revisits without validators (as if
// nothing had been kept); revisits with If-None-Match, the ETags of their first visit (a browser's or a CDN's
// revalidation, answered 304). Prints errors, 304s, latency percentiles and PocketBase's CPU time per visit, read
// from /proc before and after each round. Prints figures; never fails on them.
//
// Options (npm run bench:public -- --visitors 500 --players 30):
//   --visitors N   visitors at once (default 500)
//   --players P    players of the contest, one meme each (default 30): the results answer's size
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signInSuperuser } from '../lib/contest-setup.mjs';
import { startPocketBase } from '../lib/pocketbase-server.mjs';
import {
  castVote,
  createContestWithPlayers,
  createOrganizer,
  phoneAddress,
  signInPlayer,
  uploadRoomMemes,
} from './contest-fixture.mjs';
import { percentile, processCpuSeconds } from './measure.mjs';

const { values: options } = parseArgs({
  options: {
    visitors: { type: 'string', default: '500' },
    players: { type: 'string', default: '30' },
  },
});
const VISITORS = Number(options.visitors);
const PLAYERS = Number(options.players);
if (![VISITORS, PLAYERS].every((n) => Number.isInteger(n) && n > 0) || PLAYERS < 3) {
  throw new Error('--visitors takes a whole number above 0, --players one of 3 or more');
}
/** The podium's thumbnail size (src/features/results/components/podium.tsx). */
const PODIUM_THUMB = '200x200';
/** What a browser sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const root = new URL('../../', import.meta.url);
const fixture = readFileSync(new URL('tests/fixtures/meme.jpg', root));

/** One GET from `agent`: status, ETag, bytes received and the time to the last byte, in ms. */
function get(url, agent, headers) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      url,
      { agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode, etag: response.headers.etag, bytes, ms: performance.now() - started }),
        );
        response.on('error', (error) => resolve({ status: 0, error, bytes, ms: performance.now() - started }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, error, bytes: 0, ms: performance.now() - started }));
  });
}

/**
 * One visit, as the page loads: its HTML, then its results answer, then the podium's thumbnails at once. With
 * `etags` (the address → ETag of an earlier visit), each request revalidates. Returns each request's outcome.
 */
async function visit(agent, pages, etags) {
  const conditional = (path) => (etags?.get(path) ? { 'if-none-match': etags.get(path) } : {});
  const started = performance.now();
  const outcomes = [];
  for (const step of [[pages.html], [pages.results], pages.images]) {
    const answers = await Promise.all(step.map((path) => get(path, agent, conditional(path))));
    outcomes.push(...answers.map((answer, i) => ({ path: step[i], ...answer })));
  }
  return { outcomes, ms: performance.now() - started };
}

async function round(label, server, agents, pages, etagsOf) {
  const cpuBefore = processCpuSeconds(server.process.pid);
  const started = performance.now();
  const visits = await Promise.all(agents.map((agent, i) => visit(agent, pages, etagsOf?.[i])));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuSeconds(server.process.pid);
  const outcomes = visits.flatMap((one) => one.outcomes);
  const ok = (outcome) => outcome.status === 200 || (etagsOf && outcome.status === 304);
  const errors = outcomes.filter((outcome) => !ok(outcome));
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const visitTimes = visits.map((one) => one.ms).sort((a, b) => a - b);
  return {
    label,
    visits,
    requests: outcomes.length,
    errors,
    notModified: outcomes.filter((outcome) => outcome.status === 304).length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    visitSeconds: seconds,
    visitP95: percentile(visitTimes, 95),
    kilobytesPerVisit: outcomes.reduce((sum, outcome) => sum + outcome.bytes, 0) / 1024 / visits.length,
    cpuMsPerVisit: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / visits.length,
  };
}

function printRow(result) {
  const cpu = result.cpuMsPerVisit === null ? 'n/a' : `${result.cpuMsPerVisit.toFixed(2)} ms`;
  console.log(
    `${result.label.padEnd(30)} ${String(result.requests).padStart(5)} req ${String(result.errors.length).padStart(4)} errors ` +
      `${String(result.notModified).padStart(5)} × 304  p50 ${result.p50.toFixed(1).padStart(6)} ms  ` +
      `p95 ${result.p95.toFixed(1).padStart(6)} ms  visit p95 ${result.visitP95.toFixed(0).padStart(5)} ms  ` +
      `${result.kilobytesPerVisit.toFixed(1).padStart(6)} KB/visit  ` +
      `server CPU ${cpu.padStart(9)}/visit  (${result.visitSeconds.toFixed(1)} s)`,
  );
  for (const error of result.errors.slice(0, 3)) {
    console.log(`  ${error.path}: ${error.status} ${error.error?.message ?? ''}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-public-'));
// The app's page as a release serves it: the built index.html when `npm run build` made one, else the source's.
const publicDir = mkdtempSync(join(tmpdir(), 'bench-public-app-'));
const builtIndex = new URL('dist/index.html', root);
const indexHtml = existsSync(builtIndex) ? builtIndex : new URL('index.html', root);
copyFileSync(indexHtml, join(publicDir, 'index.html'));
// The set-up runs from 127.0.0.1, exempt from the rate limits; every visitor sends from an address of their own.
const server = await startPocketBase({
  dataDir,
  env: { MEME_ARENA_PUBLIC_DIR: publicDir, PUBLIC_URL: '' },
  rateLimitsExempt: ['127.0.0.1'],
});
const agents = Array.from(
  { length: VISITORS },
  (_, i) => new http.Agent({ keepAlive: true, localAddress: phoneAddress(i) }),
);
try {
  const admin = await signInSuperuser(server.url, server.superuser);
  const organizer = await createOrganizer(admin, server.url, 'bench_public');
  const usernames = Array.from({ length: PLAYERS }, (_, i) => `player_${String(i + 1).padStart(3, '0')}`);
  const { contest, players } = await createContestWithPlayers(organizer, {
    name: 'Viral memes',
    maxMemes: 1,
    usernames,
  });
  const members = await Promise.all(players.map((player) => signInPlayer(server.url, player)));
  const memes = await uploadRoomMemes(
    server.url,
    contest.id,
    members,
    1,
    () => new File([fixture], 'meme.jpg', { type: 'image/jpeg' }),
  );
  await organizer.collection('contests').update(contest.id, { status: 'vote' });
  // Every member scores the next member's meme, so every meme has a vote and the scores differ.
  await Promise.all(members.map((member, p) => castVote(member, memes[(p + 1) % memes.length].id, ((p * 7) % 10) + 1)));
  await organizer.collection('contests').update(contest.id, { status: 'results' });
  await organizer.collection('contests').update(contest.id, { results_shared: true });

  const results = await admin.send(`/api/contests/${contest.id}/results`, {});
  const pages = {
    html: `${server.url}/results/${contest.id}`,
    results: `${server.url}/api/contests/${contest.id}/results`,
    images: results.memes
      .slice(0, 3)
      .map((meme) => `${server.url}/api/files/${meme.collectionId}/${meme.id}/${meme.media}?thumb=${PODIUM_THUMB}`),
  };
  // The thumbnails are made on their first request, once: not what a visit costs.
  for (const image of pages.images) await fetch(image).then((response) => response.arrayBuffer());

  console.log(
    `The shared results of a contest of ${PLAYERS} players and ${memes.length} memes (${indexHtml.pathname.endsWith('dist/index.html') ? 'built' : 'source'} index.html), ` +
      `${VISITORS} anonymous visitors at once, each from an address of its own; a visit is the page's HTML, its ` +
      `results answer, then the podium's ${pages.images.length} thumbnails (${PODIUM_THUMB}) at once.`,
  );
  const first = await round('first visits', server, agents, pages);
  printRow(first);
  const plain = await round('revisits, no validators', server, agents, pages);
  printRow(plain);
  const etagsOf = first.visits.map((one) => new Map(one.outcomes.map((outcome) => [outcome.path, outcome.etag])));
  const validated = await round('revisits with If-None-Match', server, agents, pages, etagsOf);
  printRow(validated);
  console.log('');
  const errors = first.errors.length + plain.errors.length + validated.errors.length;
  console.log(`errors: ${errors} (must be 0; a 429 would mean one visitor's requests met the rate limits)`);
  console.log(
    `304s with validators: ${validated.notModified} of ${validated.requests} (every request of a revisit should be one)`,
  );
  if (plain.cpuMsPerVisit && validated.cpuMsPerVisit) {
    console.log(
      `server CPU per visit: ${plain.cpuMsPerVisit.toFixed(2)} ms without validators, ` +
        `${validated.cpuMsPerVisit.toFixed(2)} ms with (${(validated.cpuMsPerVisit / plain.cpuMsPerVisit).toFixed(2)}×); ` +
        `p95 of a request ${plain.p95.toFixed(1)} vs ${validated.p95.toFixed(1)} ms`,
    );
  }
  process.exitCode = 0;
} finally {
  for (const agent of agents) agent.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
}
