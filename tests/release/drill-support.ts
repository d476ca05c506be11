// The restore drill's pieces (tests/release/restore-drill.spec.ts): a copy of the unpacked release started with its
// own start.sh, replicating to a real S3-compatible server (versitygw) with Litestream; a contest night's writes
// through it, each remembered with the moment the server acknowledged it; and the check of a database against them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { castVote, newClient, signInSuperuser, signInWithLink } from '../../scripts/lib/contest-setup.mjs';
import { exemptFromRateLimits, freePort } from '../../scripts/lib/pocketbase-server.mjs';

/**
 * What a lost disk may cost (START.md's "about a second"): a release uploads the WAL's changes every half second
 * (scripts/lib/release-start.mjs), so a write acknowledged a second before the loss is in the bucket.
 */
export const RPO_PROMISE_MS = 1_000;

export const DRILL_SUPERUSER = { email: 'drill@meme-arena.test', password: 'drill-password-0123456789' };

/** A copy of the unpacked release (RELEASE_FOLDER, tests/release/global-setup.ts) without any data of its own. */
export function copyOfRelease(label: string) {
  const source = process.env.RELEASE_FOLDER;
  if (!source) throw new Error('RELEASE_FOLDER is not set: run `npm run test:release`.');
  const dir = join(mkdtempSync(join(tmpdir(), `meme-arena-drill-${label}-`)), 'release');
  cpSync(source, dir, { recursive: true, filter: (path) => !path.includes('/pb_data') });
  return { dir, remove: () => rmSync(join(dir, '..'), { recursive: true, force: true }) };
}

export interface RunningRelease {
  url: string;
  port: number;
  /** start.sh's process: Litestream once start.sh has started it (PocketBase is its child, in its process group). */
  process: ChildProcess;
  output: () => string;
  /** SIGKILL to Litestream and PocketBase at once, as a lost machine stops them. */
  killAll: () => Promise<void>;
  /** SIGKILL to Litestream alone: PocketBase goes on, no longer replicated. */
  killLitestream: () => void;
}

/** Runs `./start.sh <args>` in the release folder with `env`; resolves with its exit code and output. */
export function runStartScript(dir: string, env: Record<string, string>, args: string[]) {
  const run = spawnSync('./start.sh', args, { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * Starts the release (`./start.sh`) and waits for its health: on a free port, or on `port` (a restarted server keeps
 * its address, as a machine's does, so the storm's clients reach it again).
 */
export async function startRelease(dir: string, env: Record<string, string>, port?: number): Promise<RunningRelease> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('./start.sh', [], {
    cwd: dir,
    detached: true, // a process group of its own: Litestream and PocketBase die together
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), BACKUP_CRON: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start.sh exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the release did not answer on ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port,
    process: child,
    output: () => output,
    killAll: async () => {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
      // PocketBase, Litestream's child, may outlive its parent by a moment: wait until the group is empty.
      for (let tries = 0; tries < 100; tries++) {
        try {
          process.kill(-child.pid!, 0);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the release did not stop after SIGKILL');
    },
    killLitestream: () => process.kill(child.pid!, 'SIGKILL'),
  };
}

/** One write as the drill sent it, and what the server answered. */
export interface SentWrite {
  kind: 'vote' | 'upload';
  /** The vote's voter and meme ("player:meme"), or the upload's client-side name. */
  key: string;
  /** The vote's score; 0 for an upload. */
  score: number;
  sentAt: number;
  /** When the 2xx answer arrived (Date.now()); undefined while in flight or when refused. */
  acknowledgedAt?: number;
  /** The HTTP status of a refusal. */
  refusedWith?: number;
  /** An upload's record id, once acknowledged. */
  id?: string;
}

export interface Night {
  admin: PocketBase;
  organizer: PocketBase;
  voteContest: string;
  uploadContest: string;
  /** The vote contest's players: a signed-in client and their link token each. */
  voters: Array<{ id: string; token: string; client: PocketBase; memes: string[] }>;
  /** The upload contest's players. */
  uploaders: Array<{ id: string; client: PocketBase }>;
  /** Every meme of the vote contest, and its uploader. */
  memes: Array<{ id: string; player: string; media: string; collectionId: string }>;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pngFile = (name: string) => new File([PNG], name, { type: 'image/png' });

/**
 * A contest night on the release: an organizer with two contests, one in the vote with `voters` players and a meme
 * each, one in participation whose `uploaders` players upload during the storm. The drill's own traffic is exempt
 * from the rate limits (it is one machine playing a room).
 */
export async function prepareNight(url: string, voters: number, uploaders: number): Promise<Night> {
  await exemptFromRateLimits(url, DRILL_SUPERUSER, ['127.0.0.1']);
  const admin = await signInSuperuser(url, DRILL_SUPERUSER);
  const { createOrganizerAccount, createContest, addPlayer, playerLinkToken, uploadMeme, setPhase } = await import(
    '../../scripts/lib/contest-setup.mjs'
  );
  const { client: organizer, user } = await createOrganizerAccount(admin, url, { username: 'drill_host' });
  const voteContest = await createContest(organizer, { userId: user.id, name: 'Drill night', maxMemes: 3 });
  const uploadContest = await createContest(organizer, { userId: user.id, name: 'Drill uploads', maxMemes: 10 });
  const signIn = async (contestId: string, username: string) => {
    const player = await addPlayer<{ id: string; username: string; collectionId: string; collectionName: string }>(
      organizer,
      contestId,
      username,
    );
    const token = await playerLinkToken(organizer, player);
    return { id: player.id, token, client: await signInWithLink(url, token) };
  };
  // One after another, as an organizer's form adds them: the set-up is not what the drill measures.
  const voterList = [];
  for (let i = 0; i < voters; i++) voterList.push(await signIn(voteContest.id, `voter_${i}`));
  const memes: Night['memes'] = [];
  for (const voter of voterList) {
    const meme = await uploadMeme(voter.client, {
      contestId: voteContest.id,
      playerId: voter.id,
      file: pngFile(`${voter.id}.png`),
    });
    memes.push({ id: meme.id, player: voter.id, media: meme.media, collectionId: meme.collectionId });
  }
  await setPhase(organizer, voteContest.id, 'vote');
  const uploaderList = [];
  for (let i = 0; i < uploaders; i++) uploaderList.push(await signIn(uploadContest.id, `uploader_${i}`));
  return {
    admin,
    organizer,
    voteContest: voteContest.id,
    uploadContest: uploadContest.id,
    voters: voterList.map((voter) => ({ ...voter, memes: memes.filter((m) => m.player !== voter.id).map((m) => m.id) })),
    uploaders: uploaderList,
    memes,
  };
}

export interface Storm {
  writes: SentWrite[];
  /** Stops sending; resolves once every worker has stopped (requests in flight are abandoned, not awaited). */
  stop: () => Promise<void>;
}

/**
 * The storm: every voter scores the others' memes in turn, changing their scores as they go (each new score differs
 * from the last), and tries now and then to score their own meme, which the server refuses; uploaders upload one meme
 * after another. Each worker waits `pauseMs` between writes, as a thumb does.
 */
export function startStorm(url: string, night: Night, pauseMs = 40): Storm {
  const writes: SentWrite[] = [];
  let running = true;
  const lastScore = new Map<string, number>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
  const send = async (write: SentWrite, request: () => Promise<{ id?: string } | unknown>) => {
    writes.push(write);
    try {
      const answer = (await request()) as { id?: string } | undefined;
      write.acknowledgedAt = Date.now();
      if (write.kind === 'upload') write.id = answer?.id;
    } catch (error) {
      const status = (error as { status?: number }).status;
      // 0: no answer (the server was killed with the request in flight); anything else is a refusal.
      if (status) write.refusedWith = status;
    }
  };
  const voting = night.voters.map(async (voter, v) => {
    let turn = 0;
    const own = night.memes.find((meme) => meme.player === voter.id)!.id;
    while (running) {
      turn += 1;
      if (turn % 7 === 0) {
        await send({ kind: 'vote', key: `${voter.id}:${own}`, score: 5, sentAt: Date.now() }, () =>
          castVote(voter.client, own, 5),
        );
      } else {
        const meme = voter.memes[(turn + v) % voter.memes.length]!;
        const key = `${voter.id}:${meme}`;
        const score = ((lastScore.get(key) ?? v) % 10) + 1;
        lastScore.set(key, score);
        await send({ kind: 'vote', key, score, sentAt: Date.now() }, () => castVote(voter.client, meme, score));
      }
      await pause();
    }
  });
  const uploading = night.uploaders.map(async (uploader, u) => {
    let count = 0;
    while (running && count < 10) {
      count += 1;
      const name = `upload-${u}-${count}.png`;
      await send({ kind: 'upload', key: name, score: 0, sentAt: Date.now() }, () =>
        uploader.client.collection('memes').create({
          contest: night.uploadContest,
          player: uploader.id,
          media: pngFile(name),
        }),
      );
      await pause();
      await pause();
    }
  });
  const all = Promise.all([...voting, ...uploading]);
  return {
    writes,
    stop: async () => {
      running = false;
      // Requests to a killed server fail at once; allow the last ones to settle.
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}

export interface Comparison {
  /** Acknowledged writes that are not in the database, each with how long before `cutoffAt`'s kill it was acknowledged. */
  lost: Array<{ write: SentWrite; beforeKillMs: number }>;
  /** Of those, the ones acknowledged more than RPO_PROMISE_MS before the kill: what replication promises to keep. */
  lostBeyondPromise: SentWrite[];
  /** Refused writes the database holds anyway (a vote on one's own meme). */
  refusedButPresent: string[];
  acknowledged: number;
  refused: number;
  /** The vote contest's votes and the upload contest's memes in the database. */
  votesInDatabase: number;
  uploadsInDatabase: number;
}

/**
 * The database behind `url` against the storm's writes, the machine having been killed at `killedAt`: which
 * acknowledged writes it lost (a pair's later acknowledged score counts as keeping the earlier ones: a changed vote
 * replaces its score), and which refused ones it holds.
 */
export async function compareWithDatabase(url: string, night: Night, writes: SentWrite[], killedAt: number) {
  const admin = await signInSuperuser(url, DRILL_SUPERUSER);
  const votes = await admin
    .collection('votes')
    .getFullList({ filter: admin.filter('meme.contest = {:contest}', { contest: night.voteContest }) });
  const uploads = await admin
    .collection('memes')
    .getFullList({ filter: admin.filter('contest = {:contest}', { contest: night.uploadContest }) });
  const stored = new Map(votes.map((vote) => [`${vote.player}:${vote.meme}`, vote.score as number]));
  const uploadIds = new Set(uploads.map((meme) => meme.id));

  const comparison: Comparison = {
    lost: [],
    lostBeyondPromise: [],
    refusedButPresent: [],
    acknowledged: writes.filter((write) => write.acknowledgedAt).length,
    refused: writes.filter((write) => write.refusedWith).length,
    votesInDatabase: votes.length,
    uploadsInDatabase: uploads.length,
  };
  const markLost = (write: SentWrite) => {
    comparison.lost.push({ write, beforeKillMs: killedAt - write.acknowledgedAt! });
    if (write.acknowledgedAt! < killedAt - RPO_PROMISE_MS) comparison.lostBeyondPromise.push(write);
  };

  const byPair = new Map<string, SentWrite[]>();
  for (const write of writes.filter((w) => w.kind === 'vote')) {
    byPair.set(write.key, [...(byPair.get(write.key) ?? []), write]);
  }
  for (const [key, sent] of byPair) {
    const acknowledged = sent.filter((write) => write.acknowledgedAt);
    const score = stored.get(key);
    if (!acknowledged.length) {
      // Only refused (or unanswered) writes: a refusal must have left nothing.
      if (score !== undefined && sent.every((write) => write.refusedWith)) comparison.refusedButPresent.push(key);
      continue;
    }
    // The database's score is that of the latest write it kept (an unanswered last write may have been kept too).
    let kept = -1;
    for (let index = sent.length - 1; index >= 0; index--) {
      if (!sent[index]!.refusedWith && sent[index]!.score === score) {
        kept = index;
        break;
      }
    }
    for (const write of sent.slice(kept + 1)) if (write.acknowledgedAt) markLost(write);
  }
  for (const write of writes.filter((w) => w.kind === 'upload' && w.acknowledgedAt)) {
    if (!uploadIds.has(write.id!)) markLost(write);
  }
  return comparison;
}

/** A new client of the release at `url` (its own auth store). */
export const clientOf = (url: string) => newClient(url);
