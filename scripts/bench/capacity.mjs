#!/usr/bin/env node
// `npm run bench:capacity`: how many contest rooms one PocketBase holds at once, at human pace. Each room is 300
// players in the vote, each with the player page's realtime connection open, scoring one meme every 2–4 s (jittered),
// with its organizer's panel open (its realtime subscriptions, the vote counts it polls every 5 s and the turnout it
// reads after them); meanwhile a few visitors keep revisiting two shared public results pages (with their ETag, as a
// browser does). K rooms vote at once; K grows until the vote p95 passes twice the one-room baseline of the same run,
// or a request fails. The baseline is the one-room p95, floored at the product's vote budget (50 ms p95,
// VOTE_P95_BUDGET_MS): one room at human pace saves a vote in 6–8 ms at p95 here, and twice that (12–16 ms, reached
// at 2 to 4 rooms) is no change anyone could see. The K at which twice the bare one-room p95 is passed is printed too. Prints, for each K: votes per second, latencies, server CPU per vote, memory, and where the CPU
// goes (PocketBase, Litestream, the load generator); then K_max. Run without and with replication (Litestream to a
// local S3 server, a release's settings), each on a fresh server. Prints figures; never fails on them.
//
// Options (npm run bench:capacity -- --rooms 1,2,4,8 --window 20):
//   --room-size N    players per room (default 300)
//   --rooms LIST     the K to try, in order (default 1,2,4,6,8,10,12,14,16,18,20)
//   --window S       seconds measured at each K, after a 4-second warm-up (default 20)
//   --replication M  off, on or both (default both)
//   --without LIST   leaves out parts of the room, to see what costs what: panel (the organizers' polls), public (the
//                    results visitors), realtime (every page's realtime connection)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createContest, joinContest, newClient, openJoinLink, signInSuperuser } from '../lib/contest-setup.mjs';
import { startPocketBase } from '../lib/pocketbase-server.mjs';
import { castVote, createOrganizer, phoneAddress, tinyPng, uploadRoomMemes } from './contest-fixture.mjs';
import { percentile, processCpuSeconds, VOTE_P95_BUDGET_MS } from './measure.mjs';
import { sendThroughNodeHttp } from './node-http-fetch.mjs';
import { listenRealtime } from './realtime-listener.mjs';
import { prepareReplication, REPLICATED_POCKETBASE_ENV, startReplication } from './replication.mjs';

const { values: options } = parseArgs({
  options: {
    'room-size': { type: 'string', default: '300' },
    rooms: { type: 'string', default: '1,2,4,6,8,10,12,14,16,18,20' },
    window: { type: 'string', default: '20' },
    replication: { type: 'string', default: 'both' },
    without: { type: 'string', default: '' },
  },
});
const ROOM_SIZE = Number(options['room-size']);
const STEPS = options.rooms.split(',').map(Number);
const WINDOW_MS = Number(options.window) * 1000;
const WARM_UP_MS = 4_000;
const WITHOUT = new Set(options.without.split(',').filter(Boolean));
const MODES = { off: [false], on: [true], both: [false, true] }[options.replication];
if (!MODES || !Number.isInteger(ROOM_SIZE) || ROOM_SIZE < 2 || STEPS.some((k) => !Number.isInteger(k) || k < 1)) {
  throw new Error('--room-size takes a whole number ≥ 2, --rooms whole numbers ≥ 1, --replication off|on|both');
}
/** The pace of a thumb on the vote page: one score every 2 to 4 seconds. */
const VOTE_EVERY_MS = [2_000, 4_000];
const PANEL_POLL_MS = 5_000; // src/features/dashboard/api/votes.ts VOTE_COUNTS_POLL_MS
const PUBLIC_VISITORS = 6;
const PUBLIC_REVISIT_MS = 2_000;
const P95_LIMIT = 2;

const pngFile = (bytes, name) => new File([bytes], name, { type: 'image/png' });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = ([low, high]) => low + Math.random() * (high - low);

/** Resident memory of a process in MB, from /proc (Linux), or null. */
function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Latencies of one kind of request during a step. */
function recorder() {
  const latencies = [];
  let failures = 0;
  let firstFailure = '';
  return {
    async time(request, measuring) {
      const started = performance.now();
      try {
        await request();
        if (measuring()) latencies.push(performance.now() - started);
      } catch (error) {
        if (measuring()) {
          failures += 1;
          firstFailure ||= `${error.status ?? ''} ${error.message}`;
        }
      }
    },
    summary() {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        count: sorted.length,
        failures,
        firstFailure,
        p50: percentile(sorted, 50) ?? 0,
        p95: percentile(sorted, 95) ?? 0,
        p99: percentile(sorted, 99) ?? 0,
      };
    },
  };
}

/**
 * The room joins through the join link, every member at once, member i from phoneAddress(i) (its realtime connection
 * comes from the same address). Under replication a join can be refused at one of Litestream's checkpoints
 * (docs/deploy.md, "Durability"): the set-up sends it again, as a person would; the set-up is not what is measured.
 * Returns the members' clients in order, and how many joins were sent again.
 */
async function joinAll(organizer, url, contestId, usernames) {
  const secret = await openJoinLink(organizer, contestId);
  const members = new Array(usernames.length);
  let pending = usernames.map((_, i) => i);
  let retried = 0;
  for (let attempt = 1; pending.length; attempt += 1) {
    const refused = [];
    await Promise.all(
      pending.map(async (i) => {
        const client = sendThroughNodeHttp(newClient(url), phoneAddress(i));
        try {
          const { token, player } = await joinContest(client, contestId, secret, usernames[i]);
          client.authStore.save(token, player);
          members[i] = client;
        } catch (error) {
          if (attempt >= 3) throw error;
          refused.push(i);
        }
      }),
    );
    retried += refused.length;
    pending = refused;
  }
  return { members, retried };
}

/**
 * A room in the vote: an organizer, a contest, ROOM_SIZE players joined through the join link (each from an address
 * of their own) with a meme each, and every page's realtime connection open.
 */
async function setUpRoom(server, admin, index) {
  const organizer = await createOrganizer(admin, server.url, `capacity_host_${index}`);
  const contest = await createContest(organizer, {
    userId: organizer.authStore.record.id,
    name: `Room ${index + 1}`,
    maxMemes: 1,
  });
  const usernames = Array.from({ length: ROOM_SIZE }, (_, i) => `room${index}_player_${i}`);
  const room = await joinAll(organizer, server.url, contest.id, usernames);
  if (room.retried) console.log(`  (room ${index + 1}: ${room.retried} joins refused and sent again)`);
  const png = tinyPng();
  const memes = await uploadRoomMemes(server.url, contest.id, room.members, 1, (p) => pngFile(png, `m${p}.png`));
  await organizer.collection('contests').update(contest.id, { status: 'vote' });
  // The player page follows its contest and its removal notices; the panel its contest, players and memes.
  const listeners = WITHOUT.has('realtime')
    ? []
    : await Promise.all([
        ...room.members.map((client, i) =>
          listenRealtime(client, [`contests/${contest.id}`, 'meme_removals/*'], { localAddress: phoneAddress(i) }),
        ),
        listenRealtime(organizer, [`contests/${contest.id}`, 'players/*', 'memes/*']),
      ]);
  return { contest: contest.id, organizer, players: room.members, memes, listeners };
}

/** Two finished contests with their results shared, for the public visitors. */
async function setUpPublicResults(server, admin) {
  const organizer = await createOrganizer(admin, server.url, 'capacity_public_host');
  const contests = [];
  for (let c = 0; c < 2; c++) {
    const contest = await createContest(organizer, {
      userId: organizer.authStore.record.id,
      name: `Finished ${c + 1}`,
      maxMemes: 1,
    });
    const room = await joinAll(
      organizer,
      server.url,
      contest.id,
      Array.from({ length: 12 }, (_, i) => `public${c}_${i}`),
    );
    const memes = await uploadRoomMemes(server.url, contest.id, room.members, 1, (p) =>
      pngFile(tinyPng(), `p${p}.png`),
    );
    await organizer.collection('contests').update(contest.id, { status: 'vote' });
    await Promise.all(
      room.members.map((client, p) => castVote(client, memes[(p + 1) % memes.length].id, (p % 10) + 1)),
    );
    await organizer.collection('contests').update(contest.id, { status: 'results' });
    await organizer.collection('contests').update(contest.id, { results_shared: true });
    contests.push(contest.id);
  }
  return contests;
}

/** One step: every room votes at human pace for the warm-up and the window; answers what was measured. */
async function runStep(server, rooms, publicContests, litestreamPid) {
  let running = true;
  let measuring = false;
  const isMeasuring = () => measuring;
  const votes = recorder();
  const panel = recorder();
  const visits = recorder();
  const loops = [];
  for (const room of rooms) {
    room.players.forEach((client, p) => {
      const own = room.memes[p].id;
      const others = room.memes.filter((meme) => meme.id !== own);
      loops.push(
        (async () => {
          await sleep(Math.random() * VOTE_EVERY_MS[1]); // pages do not all open at the same instant
          let turn = Math.floor(Math.random() * others.length);
          while (running) {
            const meme = others[turn++ % others.length];
            await votes.time(() => castVote(client, meme.id, (turn % 10) + 1), isMeasuring);
            await sleep(jitter(VOTE_EVERY_MS));
          }
        })(),
      );
    });
    if (!WITHOUT.has('panel'))
      loops.push(
        (async () => {
          await sleep(Math.random() * PANEL_POLL_MS);
          const byContest = room.organizer.filter('contest = {:id}', { id: room.contest });
          while (running) {
            await panel.time(
              () =>
                Promise.all([
                  room.organizer.collection('meme_vote_counts').getFullList({ filter: byContest, fields: 'id,votes' }),
                  room.organizer
                    .collection('player_vote_counts')
                    .getFullList({ filter: byContest, fields: 'id,votes' }),
                  room.organizer.send(`/api/contests/${room.contest}/turnout`, {}),
                ]),
              isMeasuring,
            );
            await sleep(PANEL_POLL_MS);
          }
        })(),
      );
  }
  for (let v = 0; v < (WITHOUT.has('public') ? 0 : PUBLIC_VISITORS); v++) {
    loops.push(
      (async () => {
        const address = `${server.url}/api/contests/${publicContests[v % publicContests.length]}/results`;
        let etag = '';
        while (running) {
          await visits.time(async () => {
            const answer = await fetch(address, { headers: etag ? { 'if-none-match': etag } : {} });
            if (answer.status !== 200 && answer.status !== 304) throw new Error(`HTTP ${answer.status}`);
            etag = answer.headers.get('etag') ?? etag;
            await answer.arrayBuffer();
          }, isMeasuring);
          await sleep(PUBLIC_REVISIT_MS);
        }
      })(),
    );
  }
  await sleep(WARM_UP_MS);
  const cpu = {
    server: processCpuSeconds(server.process.pid),
    litestream: litestreamPid ? processCpuSeconds(litestreamPid) : null,
    client: process.cpuUsage(),
  };
  const started = performance.now();
  measuring = true;
  await sleep(WINDOW_MS);
  measuring = false;
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = processCpuSeconds(server.process.pid) - cpu.server;
  const litestreamCpu = litestreamPid ? processCpuSeconds(litestreamPid) - cpu.litestream : null;
  const clientCpu = process.cpuUsage(cpu.client);
  const memory = residentMb(server.process.pid);
  running = false;
  await Promise.all(loops);
  const vote = votes.summary();
  return {
    vote,
    panel: panel.summary(),
    visits: visits.summary(),
    votesPerSecond: vote.count / seconds,
    serverCores: serverCpu / seconds,
    cpuPerVoteUs: (serverCpu * 1e6) / Math.max(1, vote.count),
    litestreamCores: litestreamCpu === null ? null : litestreamCpu / seconds,
    clientCores: (clientCpu.user + clientCpu.system) / 1e6 / seconds,
    memoryMb: memory,
  };
}

function printHeader() {
  console.log(
    '  K  players  votes/s   vote p50    p95    p99  fails   panel p95  results p95   PocketBase  CPU/vote   ' +
      'Litestream  load gen.   memory',
  );
}

function printRow(k, result) {
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(7);
  console.log(
    `${String(k).padStart(3)}  ${String(k * ROOM_SIZE).padStart(7)}  ${result.votesPerSecond.toFixed(0).padStart(7)}  ` +
      `${ms(result.vote.p50)} ${ms(result.vote.p95)} ${ms(result.vote.p99)}  ` +
      `${String(result.vote.failures + result.panel.failures + result.visits.failures).padStart(5)}   ` +
      `${ms(result.panel.p95)}     ${ms(result.visits.p95)}   ` +
      `${result.serverCores.toFixed(2).padStart(5)} cores  ${result.cpuPerVoteUs.toFixed(0).padStart(5)} µs   ` +
      `${result.litestreamCores === null ? '     —' : `${result.litestreamCores.toFixed(2)} cores`.padStart(10)}  ` +
      `${result.clientCores.toFixed(2).padStart(5)} cores  ${result.memoryMb?.toFixed(0) ?? '?'} MB`,
  );
}

/** The sweep on a fresh server, with or without replication; answers K_max and the rows. */
async function sweep(replicated) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-capacity-'));
  const server = await startPocketBase({
    dataDir,
    rateLimitsExempt: ['127.0.0.1'],
    env: replicated ? REPLICATED_POCKETBASE_ENV : {},
    stdio: 'ignore',
  });
  const replication = replicated ? await startReplication(dataDir) : null;
  const rooms = [];
  const rows = [];
  let kMax = 0;
  let strictKMax = 0;
  let stoppedBecause = `the last K tried (${STEPS.at(-1)}) held`;
  try {
    const admin = await signInSuperuser(server.url, server.superuser);
    const publicContests = await setUpPublicResults(server, admin);
    console.log(
      `\n${replicated ? 'With replication (Litestream to S3, as a release runs it)' : 'Without replication'}`,
    );
    printHeader();
    let oneRoomP95 = null;
    let strictDone = false;
    for (const k of STEPS) {
      while (rooms.length < k) rooms.push(await setUpRoom(server, admin, rooms.length));
      const result = await runStep(server, rooms, publicContests, replication?.pid);
      rows.push({ k, ...result });
      printRow(k, result);
      oneRoomP95 ??= result.vote.p95;
      const baselineP95 = Math.max(oneRoomP95, VOTE_P95_BUDGET_MS);
      if (!strictDone && result.vote.p95 <= P95_LIMIT * oneRoomP95) strictKMax = k;
      else strictDone = true;
      const failures = result.vote.failures + result.panel.failures + result.visits.failures;
      if (failures > 0) {
        stoppedBecause = `K=${k}: ${failures} requests failed (${result.vote.firstFailure || result.panel.firstFailure || result.visits.firstFailure})`;
        break;
      }
      if (result.vote.p95 > P95_LIMIT * baselineP95) {
        stoppedBecause = `K=${k}: vote p95 ${result.vote.p95.toFixed(0)} ms passed ${P95_LIMIT}× the baseline, ${baselineP95.toFixed(0)} ms`;
        break;
      }
      kMax = k;
    }
  } finally {
    for (const room of rooms) for (const listener of room.listeners) listener.close();
    await replication?.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `K_max ${replicated ? 'with' : 'without'} replication: ${kMax} rooms of ${ROOM_SIZE} (stopped: ${stoppedBecause}); ` +
      `within twice the bare one-room p95: ${strictKMax}`,
  );
  return { kMax, strictKMax, rows };
}

if (MODES.includes(true)) await prepareReplication();
const results = [];
for (const replicated of MODES) results.push({ replicated, ...(await sweep(replicated)) });
console.log('');
for (const { replicated, kMax, strictKMax, rows } of results) {
  const last = rows.find((row) => row.k === kMax);
  console.log(
    `${replicated ? 'with replication:   ' : 'without replication:'} K_max ${kMax} rooms of ${ROOM_SIZE} at once` +
      ` (${strictKMax} within twice the bare one-room p95)` +
      (last
        ? `, ${last.votesPerSecond.toFixed(0)} votes/s, vote p95 ${last.vote.p95.toFixed(0)} ms, ` +
          `${last.cpuPerVoteUs.toFixed(0)} µs of PocketBase CPU per vote, ${last.memoryMb?.toFixed(0) ?? '?'} MB`
        : ''),
  );
}
