// Fast state set-up for end-to-end tests, through the real API with the official SDK: each call acts as the role
// that would do it in the app (organizer, player), so the server's rules and hooks apply exactly as in the UI.
import { readFileSync } from 'node:fs';
import { basename, extname, isAbsolute, join } from 'node:path';
import type PocketBase from 'pocketbase';
import rules from '../../../contract/rules.json' with { type: 'json' };
import { sandboxDiscordId } from '../../../scripts/discord-sandbox.mjs';
import * as setup from '../../../scripts/lib/contest-setup.mjs';
import type {
  ContestRecord,
  ContestStatus,
  MemeRecord,
  PlayerRecord,
  UserRecord,
  VoteRecord,
} from '../../../src/lib/data/records';
import { e2eStack, projectRoot } from './stack';

export const fixturesDir = join(projectRoot, 'tests/fixtures');

export interface Organizer {
  user: UserRecord;
  /** The Discord sandbox username; `signInAsOrganizer(page, username)` lands on this account. */
  username: string;
  /** The sandbox's Discord id for the username, linked to the account. */
  discordId: string;
  /** An SDK client signed in as this organizer. */
  client: PocketBase;
  /** The organizer's auth token (a normal, refreshable session token). */
  token: string;
}

export interface PlayerHandle {
  record: PlayerRecord;
  id: string;
  username: string;
  contestId: string;
  /** The link credential (players auth token). */
  token: string;
  /** The personal player link on the app under test: `${appUrl}/player/${id}?token=${token}`. */
  link: string;
}

export interface ContestHandle {
  contest: ContestRecord;
  organizer: Organizer;
  players: PlayerHandle[];
}

const PHASES = rules.phases as ContestStatus[];

let named = 0;
/**
 * A name no other test of the run uses, `${prefix}_w${worker}_${count}` (valid as a Discord username): the worker
 * process's index is unique within a run (a restarted worker gets a new one), and the count within the worker.
 */
export function uniqueName(prefix = 'user'): string {
  named += 1;
  return `${prefix}_w${process.env['TEST_WORKER_INDEX'] ?? '0'}_${named}`;
}

/** An SDK client signed in as the stack's superuser. */
export function superuserClient(): Promise<PocketBase> {
  const { pocketbaseUrl, superuser } = e2eStack();
  return setup.signInSuperuser(pocketbaseUrl, superuser);
}

/**
 * Runs the Discord delivery job now, as its minute would (the stack's job makes one pass per run): a test that
 * expects an announcement runs it instead of waiting for PocketBase's cron.
 */
export async function runDeliveryJob(): Promise<void> {
  await (await superuserClient()).crons.run('meme_arena_discord');
}

/**
 * An organizer account, created the way the app creates one: a first Discord sign-in (through the sandbox, without a
 * browser). `signInAsOrganizer(page, username)` later lands on the same account; `restoreOrganizerSession` puts this
 * session into a page without the popup.
 */
export async function createOrganizer(username: string = uniqueName('organizer')): Promise<Organizer> {
  const { client, user, token } = await setup.signInThroughDiscordSandbox<UserRecord>(
    e2eStack().pocketbaseUrl,
    username,
  );
  return { user, username, discordId: sandboxDiscordId(username), client, token };
}

/** The player's handle: their record, link token and personal link on the app under test. */
async function playerHandle(organizer: Organizer, record: PlayerRecord): Promise<PlayerHandle> {
  const token = await setup.playerLinkToken(organizer.client, record);
  return {
    record: { ...record, auth_token: token },
    id: record.id,
    username: record.username,
    contestId: record.contest,
    token,
    link: setup.playerLink(e2eStack().appUrl, record.id, token),
  };
}

/** Adds a player to a contest as its organizer (participation phase only, as the server requires). */
export async function addPlayer(organizer: Organizer, contestId: string, username: string): Promise<PlayerHandle> {
  return playerHandle(organizer, await setup.addPlayer<PlayerRecord>(organizer.client, contestId, username));
}

/** Creates a contest (participation phase) as the organizer, with the given players. */
export async function createContest(
  organizer: Organizer,
  options: { name?: string; description?: string; maxMemesPerPlayer?: number; players?: string[] } = {},
): Promise<ContestHandle> {
  const contest = await setup.createContest<ContestRecord>(organizer.client, {
    userId: organizer.user.id,
    name: options.name ?? uniqueName('Contest'),
    description: options.description ?? '',
    maxMemes: options.maxMemesPerPlayer ?? 1,
  });
  const players: PlayerHandle[] = [];
  for (const username of options.players ?? []) players.push(await addPlayer(organizer, contest.id, username));
  return { contest, organizer, players };
}

/** An SDK client signed in as the player through their link token, as the player page does. */
export function signInPlayer(player: PlayerHandle): Promise<PocketBase> {
  return setup.signInWithLink(e2eStack().pocketbaseUrl, player.token);
}

const MIME_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** Absolute path of a file in tests/fixtures (absolute paths are returned unchanged). */
export function fixturePath(fixture: string): string {
  return isAbsolute(fixture) ? fixture : join(fixturesDir, fixture);
}

/** Uploads one file (a tests/fixtures name or an absolute path) as the player's meme. */
export async function uploadMeme(player: PlayerHandle, fixture: string): Promise<MemeRecord> {
  const path = fixturePath(fixture);
  const file = new File([readFileSync(path)], basename(path), {
    type: MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
  });
  return setup.uploadMeme<MemeRecord>(await signInPlayer(player), {
    contestId: player.contestId,
    playerId: player.id,
    file,
  });
}

/**
 * Scores a meme with the vote page's own request (PUT /api/memes/{meme}/vote, pb_hooks/votes.pb.js): it creates
 * the player's vote on that meme, or changes its score.
 */
export function sendVote(client: PocketBase, memeId: string, score: number): Promise<VoteRecord> {
  return setup.castVote<VoteRecord>(client, memeId, score);
}

/** Scores a meme as the player (creates the vote, or changes the player's existing vote on that meme). */
export async function castVote(player: PlayerHandle, memeId: string, score: number): Promise<VoteRecord> {
  return sendVote(await signInPlayer(player), memeId, score);
}

/** Moves the contest to its next phase as its organizer (the server checks the phase conditions). */
export async function advancePhase(organizer: Organizer, contestId: string): Promise<ContestRecord> {
  const contest = await organizer.client.collection('contests').getOne<ContestRecord>(contestId);
  const next = PHASES[PHASES.indexOf(contest.status) + 1];
  if (!next) throw new Error(`Contest ${contestId} is already in its final phase`);
  return setup.setPhase<ContestRecord>(organizer.client, contestId, next);
}

/** The fixture images used by `createContestInPhase`, one per player in turn (PNG, JPEG, GIF). */
export const MEME_FIXTURES = ['meme.png', 'meme.jpg', 'meme.gif'] as const;

/**
 * A ready-made contest in the given phase: players (default 3) each upload `memesPerPlayer` fixture images;
 * for 'vote' the contest is advanced once; for 'results' every player also scores every other player's memes
 * (score = 1 + (player index + meme index) % 10) before the second advance.
 */
export async function createContestInPhase(options: {
  phase: ContestStatus;
  organizer?: Organizer;
  name?: string;
  description?: string;
  players?: string[];
  memesPerPlayer?: number;
  /** The contest's max memes per player; by default the memes each player uploads (at least 1). */
  maxMemesPerPlayer?: number;
}): Promise<ContestHandle & { memes: MemeRecord[] }> {
  const organizer = options.organizer ?? (await createOrganizer());
  const memesPerPlayer = options.memesPerPlayer ?? 1;
  const handle = await createContest(organizer, {
    name: options.name,
    description: options.description,
    maxMemesPerPlayer: options.maxMemesPerPlayer ?? Math.max(1, memesPerPlayer),
    players: options.players ?? [uniqueName('alice'), uniqueName('bob'), uniqueName('carol')],
  });
  const memes: MemeRecord[] = [];
  for (const [playerIndex, player] of handle.players.entries()) {
    for (let n = 0; n < memesPerPlayer; n += 1) {
      const fixture = MEME_FIXTURES[(playerIndex + n) % MEME_FIXTURES.length] as string;
      memes.push(await uploadMeme(player, fixture));
    }
  }
  let contest = handle.contest;
  if (PHASES.indexOf(options.phase) >= 1) contest = await advancePhase(organizer, contest.id);
  if (options.phase === 'results') {
    for (const [playerIndex, player] of handle.players.entries()) {
      for (const [memeIndex, meme] of memes.entries()) {
        if (meme.player !== player.id) await castVote(player, meme.id, 1 + ((playerIndex + memeIndex) % 10));
      }
    }
    contest = await advancePhase(organizer, contest.id);
  }
  return { ...handle, contest, memes };
}
