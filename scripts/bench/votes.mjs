#!/usr/bin/env node
// `npm run bench:votes`: a contest night's vote storm against a fresh PocketBase with this project's
// migrations and hooks. Seeds 60 players with 2 memes each, moves the contest to vote, then 50 players vote
// on every meme they may vote on, all at once, with the vote page's own request (first votes, then changed
// scores). Prints throughput and latency percentiles next to a baseline (plain creates in a rule-less
// collection on the same instance), then opens results and checks every average_score against a recomputation
// from the votes. Meanwhile all 60 players and the organizer keep a realtime connection open, as their pages
// do. Prints figures; never fails on them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPocketBase } from '../lib/pocketbase-server.mjs';
import {
  castVote,
  createOrganizer,
  createContestWithPlayers,
  expectedAverages,
  signInPlayer,
  tinyPng,
} from './contest-fixture.mjs';
import { sendThroughNodeHttp } from './node-http-fetch.mjs';
import { listenRealtime } from './realtime-listener.mjs';
import { signInSuperuser } from '../lib/contest-setup.mjs';

const PLAYERS = 60;
const MEMES_PER_PLAYER = 2;
const VOTERS = 50;
const BUDGET_P95_MS = 50;
const BUDGET_RATIO = 2;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * CPU seconds a process has used so far, from /proc (Linux; clock ticks of 1/100 s), or null where unavailable.
 * Latency under a closed loop mostly measures the queue, and this machine's speed varies from run to run; the
 * server's CPU time per request is the steadier figure for what a vote costs.
 */
function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime
  } catch {
    return null;
  }
}

async function timedStorm(label, workers, serverPid) {
  console.log(`${label} …`);
  const latencies = [];
  let failures = 0;
  let tooMany = 0;
  const serverCpuBefore = processCpuSeconds(serverPid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    workers.map(async (jobs) => {
      for (const job of jobs) {
        const t0 = performance.now();
        try {
          await job();
          latencies.push(performance.now() - t0);
        } catch (error) {
          failures += 1;
          if (error.status === 429) tooMany += 1;
          if (failures <= 3) console.error(`${label}: ${error.status ?? ''} ${error.message}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpuAfter = processCpuSeconds(serverPid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  latencies.sort((a, b) => a - b);
  const requests = latencies.length + failures;
  return {
    label,
    count: latencies.length,
    failures,
    tooMany,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    serverCpuPerRequestUs:
      serverCpuBefore === null || serverCpuAfter === null
        ? null
        : ((serverCpuAfter - serverCpuBefore) * 1e6) / requests,
    clientCores: (clientCpu.user + clientCpu.system) / 1e6 / seconds,
  };
}

function printRow(result) {
  const serverCpu = result.serverCpuPerRequestUs === null ? 'n/a' : `${result.serverCpuPerRequestUs.toFixed(0)} µs`;
  console.log(
    `${result.label.padEnd(26)} ${String(result.count).padStart(6)} ok ${String(result.failures).padStart(4)} failed  ` +
      `${result.throughput.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  ` +
      `p95 ${result.p95.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  ` +
      `server CPU/request ${serverCpu.padStart(7)}  load generator ${result.clientCores.toFixed(2)} cores`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-votes-'));
// The seeding runs from 127.0.0.1, exempt from the rate limits; the storm's players each send from their own address.
const server = await startPocketBase({ dataDir, rateLimitsExempt: ['127.0.0.1'] });
try {
  const admin = await signInSuperuser(server.url, server.superuser);

  console.log(`Seeding ${PLAYERS} players × ${MEMES_PER_PLAYER} memes on ${server.url} …`);
  const organizer = await createOrganizer(admin, server.url, 'bench_organizer');
  const { contest, players } = await createContestWithPlayers(organizer, {
    name: 'Vote storm',
    maxMemes: MEMES_PER_PLAYER,
    usernames: Array.from({ length: PLAYERS }, (_, i) => `player_${String(i + 1).padStart(2, '0')}`),
  });
  const playerClients = await Promise.all(players.map((player) => signInPlayer(server.url, player)));
  const png = tinyPng();
  const memes = [];
  for (const client of playerClients) {
    for (let i = 0; i < MEMES_PER_PLAYER; i += 1) {
      const form = new FormData();
      form.append('contest', contest.id);
      form.append('player', client.authStore.record.id);
      form.append('media', new Blob([png], { type: 'image/png' }), `meme-${i + 1}.png`);
      memes.push(await client.collection('memes').create(form));
    }
  }
  await organizer.collection('contests').update(contest.id, { status: 'vote' });

  // Baseline: a rule-less collection with one number field, same concurrency and request count.
  await admin.collections.create({
    name: 'bench_baseline',
    type: 'base',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    fields: [{ name: 'score', type: 'number' }],
  });

  // The room as the server sees it on a contest night: every player's page and the organizer's panel keep a
  // realtime connection on the contest. PocketBase checks them on every record event, which the baseline's
  // creates send and the vote endpoint does not. VOTES_WITHOUT_REALTIME=1 runs the storm without them.
  const listeners = process.env.VOTES_WITHOUT_REALTIME
    ? []
    : await Promise.all(
        [...playerClients, organizer].map((client) => listenRealtime(client, [`contests/${contest.id}`])),
      );
  const voters = playerClients.slice(0, VOTERS);
  // See node-http-fetch.mjs: the load generator should leave the cores to the server.
  voters.forEach((client, i) => sendThroughNodeHttp(client, `127.0.0.${10 + i}`));
  const votable = (client) => memes.filter((meme) => meme.player !== client.authStore.record.id);
  const scoreFor = (i, j, round) => ((i * 7 + j * 3 + round) % 10) + 1;

  const creates = await timedStorm(
    'vote create',
    voters.map((client, i) => votable(client).map((meme, j) => () => castVote(client, meme.id, scoreFor(i, j, 0)))),
    server.process.pid,
  );
  const updates = await timedStorm(
    'vote update',
    voters.map((client, i) => votable(client).map((meme, j) => () => castVote(client, meme.id, scoreFor(i, j, 1)))),
    server.process.pid,
  );
  // The same signed-in player clients, so the baseline pays the same token check as a vote.
  const baseline = await timedStorm(
    'baseline create (no rules)',
    voters.map((client, i) =>
      votable(voters[i]).map((_, j) => () => client.collection('bench_baseline').create({ score: scoreFor(i, j, 0) })),
    ),
    server.process.pid,
  );

  console.log('');
  console.log(`Vote storm: ${VOTERS} players voting at once on ${memes.length - MEMES_PER_PLAYER} memes each`);
  printRow(creates);
  printRow(updates);
  printRow(baseline);
  const worstP95 = Math.max(creates.p95, updates.p95);
  const ratio = worstP95 / baseline.p95;
  const limited = creates.tooMany + updates.tooMany;
  console.log(
    `rate limiter: ${limited} of the room's votes answered 429 (must be 0; each player from an address of their own)`,
  );
  console.log('');
  console.log(
    `vote save p95: ${worstP95.toFixed(1)} ms (budget < ${BUDGET_P95_MS} ms) → ${worstP95 < BUDGET_P95_MS ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log(
    `ratio to baseline p95: ${ratio.toFixed(2)}× (budget ≤ ${BUDGET_RATIO}×) → ${ratio <= BUDGET_RATIO ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (baseline.serverCpuPerRequestUs) {
    const costRatio =
      Math.max(creates.serverCpuPerRequestUs, updates.serverCpuPerRequestUs) / baseline.serverCpuPerRequestUs;
    console.log(`server CPU per vote vs baseline: ${costRatio.toFixed(2)}× (for reading the ratio above; no budget)`);
  }

  // Averages are written when results open, in the same transaction as the phase change.
  const opening = performance.now();
  await organizer.collection('contests').update(contest.id, { status: 'results' });
  console.log(`results opened in ${(performance.now() - opening).toFixed(0)} ms (every average written)`);
  const { mismatches, checked } = await expectedAverages(admin, contest.id);
  console.log(
    `average_score check: ${checked} records compared with a recomputation from the votes, ${mismatches.length} mismatches (must be 0)`,
  );
  for (const mismatch of mismatches.slice(0, 5)) console.log(`  ${JSON.stringify(mismatch)}`);
  if (listeners.length > 0) console.log(`realtime: ${listeners.length} connections open during the storm`);
  for (const listener of listeners) listener.close();
  process.exitCode = 0;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
