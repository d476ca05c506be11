#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile configuration, Debian's Chromium) on the production build of
// `/`, `/login`, a seeded player page in each phase, a shared contest's public results page, its season's public page
// and the vote page of a room of 300 players (`-- --without-room` leaves that one out; `-- --release` measures the app as the release serves it), against a fresh PocketBase with this project's migrations
// and hooks. `-- --only vote,results` measures only the pages whose label contains one of those words;
// `-- --baseline <git ref>` also builds that commit's app and measures each page on both builds back to back, the
// baseline first (a paired run: the machine's load moves both the same way). The app is served the way a deployment
// should serve it: compressed, with the API on the same origin (vite preview proxies /api to PocketBase), so no API
// call waits for a CORS preflight. Prints performance, accessibility and best-practices scores and the main timings
// of every run, then each page's median run, which it holds to the budget (performance ≥ 95, accessibility 100, best
// practices 100). Prints figures; never fails on them.
//
// Each page is measured 5 times (`-- --runs <n>` for another count; `-- --runs 1` for a quick look). A page's score
// moves from run to run even when nothing changed: Lighthouse simulates a slow phone from one fast load of the page,
// and small differences in that load (which request ends before the first paint, which task runs before it) move the
// simulated timings. Lighthouse's own guidance on variability is to run it several times and read the median run,
// which its computeMedianRun picks (the run closest to the median first paint and time to interactive); with 5 runs
// that halves the spread, its documentation says.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import PocketBase from 'pocketbase';
import { preview as startPreview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH as chromePath } from '../lib/chromium.mjs';
import { createContest, uploadMeme as setupUploadMeme } from '../lib/contest-setup.mjs';
import { DEFAULT_SUPERUSER, exemptFromRateLimits, freePort, startPocketBase } from '../lib/pocketbase-server.mjs';
import {
  castVote,
  createContestWithPlayers,
  createOrganizer,
  joinRoom,
  signInPlayer,
  uploaderFor,
  uploadRoomMemes,
} from './contest-fixture.mjs';

const root = resolve(import.meta.dirname, '../..');
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 };
const fixtures = ['meme.png', 'meme.jpg', 'meme.gif'].map((name) => ({
  name,
  type: name.endsWith('.png') ? 'image/png' : name.endsWith('.gif') ? 'image/gif' : 'image/jpeg',
  bytes: readFileSync(join(root, 'tests/fixtures', name)),
}));

const fixtureFile = (fixture) => new File([fixture.bytes], fixture.name, { type: fixture.type });

function uploadMeme(client, contestId, fixture) {
  return setupUploadMeme(client, { contestId, playerId: client.authStore.record.id, file: fixtureFile(fixture) });
}

/**
 * The image the measured vote pages open on: a meme of the GIF fixture. A vote page opens on the first meme its player has not scored, and
 * its LCP is that meme's 900x900 image: from 8 KB (this GIF's) to 174 KB (the JPEG fixture's, which PocketBase
 * crops up from 600x400 at JPEG quality 95). The measured players have scored every meme but one of this image,
 * so both vote pages open on the same kind of image and differ by the size of their contest only.
 */
const opensOn = (meme) => meme.media.endsWith('.gif');

/**
 * One contest per phase, with three players who uploaded one real image each; returns a player per phase, and the
 * shared season the results contest is in.
 */
async function seedContests(admin, url) {
  const organizer = await createOrganizer(admin, url, 'lighthouse_organizer');
  const playersByPhase = {};
  let seasonId = '';
  for (const phase of ['participation', 'vote', 'results']) {
    const { contest, players } = await createContestWithPlayers(organizer, {
      name: `Lighthouse ${phase}`,
      maxMemes: 2,
      usernames: ['alice', 'bob', 'carol'],
    });
    const clients = await Promise.all(players.map((player) => signInPlayer(url, player)));
    const memes = [];
    for (const [i, client] of clients.entries()) memes.push(await uploadMeme(client, contest.id, fixtures[i]));
    if (phase !== 'participation') {
      await organizer.collection('contests').update(contest.id, { status: 'vote' });
      for (const [i, client] of clients.entries()) {
        for (const meme of memes.filter((m) => m.player !== client.authStore.record.id)) {
          // The measured player of the vote page leaves one meme unscored (opensOn).
          if (phase === 'vote' && i === 0 && opensOn(meme)) continue;
          await castVote(client, meme.id, 5 + i);
        }
      }
    }
    // The results contest is shared, so its public page is measured too, and its season's public page.
    if (phase === 'results') {
      await organizer.collection('contests').update(contest.id, { status: 'results', results_shared: true });
      const season = await organizer
        .collection('seasons')
        .create({ name: 'Lighthouse season', user: organizer.authStore.record.id, shared: true });
      await organizer.collection('contests').update(contest.id, { season: season.id });
      seasonId = season.id;
    }
    playersByPhase[phase] = players[0];
  }
  return { playersByPhase, seasonId };
}

const ROOM = { players: 300, memesEach: 3 };

/**
 * A room of 300 in the vote phase: players joined through the join link at once, each uploaded 3 real images
 * (cycling through the fixtures, each its own file), so a player has 897 memes to score. Returns the page path of
 * a player who has scored all but one.
 */
async function seedRoom(admin, url) {
  const organizer = await createOrganizer(admin, url, 'lighthouse_room');
  const contest = await createContest(organizer, {
    userId: organizer.authStore.record.id,
    name: `Lighthouse room of ${ROOM.players}`,
    maxMemes: ROOM.memesEach,
  });
  const usernames = Array.from({ length: ROOM.players }, (_, i) => `member_${String(i + 1).padStart(3, '0')}`);
  const { members, refusals } = await joinRoom(organizer, url, contest.id, usernames);
  if (refusals.length) throw new Error(`joins refused: ${refusals.slice(0, 3).join('; ')}`);
  const memes = await uploadRoomMemes(url, contest.id, members, ROOM.memesEach, (p, m) =>
    fixtureFile(fixtures[(p + m) % fixtures.length]),
  );
  await organizer.collection('contests').update(contest.id, { status: 'vote' });
  // The measured player is well into the vote: every meme scored but one (opensOn), so the page shows
  // 896 check marks and reads 896 votes of theirs.
  const voter = uploaderFor(url, members[0]);
  const { record, token } = members[0].authStore;
  const others = memes.filter((meme) => meme.player !== record.id);
  const unscored = others.find(opensOn);
  const toScore = others.filter((meme) => meme !== unscored);
  for (let v = 0; v < toScore.length; v += 8) {
    await Promise.all(toScore.slice(v, v + 8).map((meme, j) => castVote(voter, meme.id, 1 + ((v + j) % 10))));
  }
  return `/player/${record.id}?token=${encodeURIComponent(token)}`;
}

/** The width of the table's first column: wide enough for `player (vote, 300p) (base) #10`. */
const LABEL_WIDTH = 32;

/** Images the page downloaded while Lighthouse watched (thumbnails load as they come into view). */
const images = (audits) =>
  (audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Image').length;

/** One line of the table: a run's scores and timings. */
function resultRow(label, { categories, audits }) {
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  return (
    `${label.padEnd(LABEL_WIDTH)} ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ` +
    `${String(score('best-practices')).padStart(4)}  ${String(ms('first-contentful-paint')).padStart(7)}  ` +
    `${String(ms('largest-contentful-paint')).padStart(7)}  ${String(ms('total-blocking-time')).padStart(7)}  ` +
    `${(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3).padStart(6)}  ${String(ms('speed-index')).padStart(6)}  ` +
    String(images(audits)).padStart(6)
  );
}

/** What of the budget a run misses, with the audits that cost it points. */
function budgetShortfalls(label, { categories, audits }) {
  return Object.entries(BUDGET).flatMap(([id, minimum]) => {
    const score = Math.round((categories[id]?.score ?? 0) * 100);
    if (score >= minimum) return [];
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          categories[id].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      .map((audit) => audit.id);
    return [`${label}: ${id} ${score} < ${minimum} (${failing.join(', ')})`];
  });
}

async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Builds the release into `dir`, gives it a superuser, starts it with its own start.sh on a free port, and exempts
 * 127.0.0.1 from its rate limits for the seeding. Returns what startPocketBase returns that this script uses.
 */
async function startRelease(dir) {
  execFileSync(process.execPath, [join(root, 'scripts/release.mjs'), '--out', join(dir, 'release'), '--skip-archive'], {
    stdio: 'inherit',
  });
  const folder = join(dir, 'release', readdirSync(join(dir, 'release'))[0]);
  const superuser = DEFAULT_SUPERUSER;
  execFileSync(
    join(folder, 'pocketbase'),
    ['superuser', 'upsert', superuser.email, superuser.password, '--dir=./pb_data'],
    {
      cwd: folder,
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('./start.sh', [], {
    cwd: folder,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, BACKUP_CRON: 'off' },
    stdio: 'ignore',
  });
  await waitForHttp(`${url}/api/health`);
  await exemptFromRateLimits(url, superuser, ['127.0.0.1']);
  return {
    url,
    superuser,
    stop: () =>
      new Promise((resolveStop) => {
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}

/** The value after `--name` on the command line, if given. */
function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/**
 * Builds the app in `source` (VITE_POCKETBASE_URL its own origin: the API on the same origin) into `outDir`, and
 * serves it compressed with vite preview, /api proxied to PocketBase.
 */
async function buildAndPreview(source, outDir, pocketbaseUrl) {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: source,
    stdio: 'inherit',
    env: { ...process.env, VITE_POCKETBASE_URL: appUrl },
  });
  const server = await startPreview({
    root: source,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy: { '/api': pocketbaseUrl } },
  });
  return { appUrl, preview: server };
}

/**
 * The files of commit `ref` in `dir`, with this checkout's node_modules (a baseline whose dependencies differ from
 * this checkout's would need its own install).
 */
function exportCommit(ref, dir) {
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', ref], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

const only = option('only')?.split(',');
const baselineRef = option('baseline');
const runs = Number(option('runs') ?? 5);

// LIGHTHOUSE_REPORT_DIR=<dir> keeps each page's full Lighthouse report (JSON, viewable at googlechrome.github.io/lighthouse/viewer).
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const outDir = join(dataDir, 'dist');
// --release measures the app as a release serves it (npm run release, started with its start.sh): PocketBase serving
// the app itself, precompressed, with its caching and security headers. Otherwise: vite preview, as below.
const asReleased = process.argv.includes('--release');
const server = asReleased
  ? await startRelease(dataDir)
  : await startPocketBase({ dataDir: join(dataDir, 'pb'), rateLimitsExempt: ['127.0.0.1'] });
let preview;
let baselinePreview;
let chrome;
try {
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
  const { playersByPhase, seasonId } = await seedContests(admin, server.url);
  // --without-room leaves out the room of 300 (about 3 minutes of seeding), for a quick look at the other pages.
  const withRoom = !process.argv.includes('--without-room');
  if (withRoom) console.log(`Seeding a room of ${ROOM.players} players × ${ROOM.memesEach} memes …`);
  const roomPlayerPath = withRoom ? await seedRoom(admin, server.url) : null;

  let appUrl = server.url;
  if (!asReleased) {
    console.log('Building the production app …');
    ({ appUrl, preview } = await buildAndPreview(root, outDir, server.url));
  }
  await waitForHttp(appUrl);
  let baselineUrl;
  if (baselineRef) {
    if (asReleased) throw new Error('--baseline measures vite preview builds; leave out --release');
    console.log(`Building the app of ${baselineRef} …`);
    const source = exportCommit(baselineRef, join(dataDir, 'baseline-src'));
    ({ appUrl: baselineUrl, preview: baselinePreview } = await buildAndPreview(
      source,
      join(dataDir, 'baseline-dist'),
      server.url,
    ));
    await waitForHttp(baselineUrl);
  }

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS,
  });

  const paths = [
    ['/', '/'],
    ['/login', '/login'],
    ...Object.entries(playersByPhase).map(([phase, player]) => [
      `player (${phase})`,
      `/player/${player.id}?token=${encodeURIComponent(player.auth_token)}`,
    ]),
    ['public results', `/results/${playersByPhase.results.contest}`],
    ['public season', `/seasons/${seasonId}`],
    ...(roomPlayerPath ? [[`player (vote, ${ROOM.players}p)`, roomPlayerPath]] : []),
  ].filter(([label]) => !only || only.some((word) => label.includes(word)));
  // Each page on the baseline first, then on this build, so both see the same moment of the machine's load.
  const pages = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const [label, path] of paths) {
      const suffix = runs > 1 ? ` #${run}` : '';
      if (baselineUrl) pages.push([`${label} (base)${suffix}`, `${baselineUrl}${path}`, `${label} (base)`]);
      pages.push([`${label}${suffix}`, `${appUrl}${path}`, label]);
    }
  }

  console.log('');
  const { version: lighthouseVersion } = createRequire(import.meta.url)('lighthouse/package.json');
  console.log(`Lighthouse ${lighthouseVersion} mobile (simulated throttling), Chromium at ${chromePath}`);
  console.log(
    asReleased ? `served by the release (${server.url})` : 'served by vite preview, /api proxied to PocketBase',
  );
  console.log(`machine load average before: ${loadavg()[0].toFixed(1)}`);
  const header = `${'page'.padEnd(LABEL_WIDTH)} perf  a11y  best   FCP ms   LCP ms   TBT ms    CLS   SI ms  images`;
  console.log(header);
  /** Each page's results, by label without the run's number. */
  const resultsByPage = new Map();
  for (const [label, url, page] of pages) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGET),
    });
    if (reportDir) writeFileSync(join(reportDir, `${label.replace(/[^a-z0-9]+/gi, '-')}.json`), result.report);
    console.log(resultRow(label, result.lhr));
    resultsByPage.set(page, [...(resultsByPage.get(page) ?? []), result.lhr]);
  }
  const shortfalls = [];
  if (runs > 1) {
    console.log('');
    console.log(`median run of ${runs} (Lighthouse's computeMedianRun), held to the budget:`);
    console.log(header);
  }
  for (const [page, results] of resultsByPage) {
    // A run that failed to load the page has no timings to take a median of: it counts against the budget as such.
    const measured = results.filter(
      (lhr) =>
        !lhr.runtimeError &&
        Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue) &&
        Number.isFinite(lhr.audits.interactive?.numericValue),
    );
    const failed = results.length - measured.length;
    if (failed)
      shortfalls.push(`${page}: ${failed} of ${results.length} runs measured nothing (the page did not load)`);
    if (!measured.length) continue;
    const median = computeMedianRun(measured);
    if (runs > 1) console.log(resultRow(page, median));
    shortfalls.push(...budgetShortfalls(page, median));
  }
  console.log(`machine load average after: ${loadavg()[0].toFixed(1)}`);
  console.log('');
  console.log(
    `budget: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}`,
  );
  console.log(shortfalls.length ? `outside budget:\n  ${shortfalls.join('\n  ')}` : 'every page within budget');
} finally {
  await chrome?.kill();
  await preview?.close();
  await baselinePreview?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
