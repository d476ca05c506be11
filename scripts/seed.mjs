#!/usr/bin/env node
// Demo data for the local stack: the organizer `demo_organizer`, linked to the Discord sandbox identity of that
// username (so signing in through the sandbox with the default username lands on it), and one contest in the
// participation phase with a few players, three of whom uploaded real images.
//
// Everything after the organizer account goes through the API as the role that would do it in the app (the
// organizer creates the contest and players; each player uploads with their link token), so the server's
// rules and hooks apply. Idempotent: a second run finds the demo contest and only reports it.
//
// CLI (against a running PocketBase): node scripts/seed.mjs [--url=http://127.0.0.1:8090] [--app-url=http://127.0.0.1:5173]
//   superuser from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD, else the local default of scripts/lib/pocketbase-server.mjs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sandboxDiscordId, SANDBOX_DEFAULTS } from './discord-sandbox.mjs';
import * as setup from './lib/contest-setup.mjs';
import { projectRoot } from './lib/pocketbase-binary.mjs';
import { DEFAULT_SUPERUSER } from './lib/pocketbase-server.mjs';

export const DEMO = {
  organizer: SANDBOX_DEFAULTS.username,
  contestName: 'Friday Meme Showdown',
  contestDescription:
    'A demo contest for local development. Open a player link to upload memes, then advance the phases from the dashboard.',
  maxMemesPerPlayer: 3,
  players: ['alice', 'bob', 'carol', 'dave'],
  /** How many of the players upload one image each (the rest have not uploaded yet). */
  playersWithMemes: 3,
};

const { limits } = JSON.parse(readFileSync(join(projectRoot, 'contract/rules.json'), 'utf8'));
const MAGIC_BYTES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
};

/** The uploadable images in tests/fixtures (real PNG/JPEG/GIF content, at most 3 MB), sorted by name. */
export function demoImages() {
  const dir = join(projectRoot, 'tests/fixtures');
  let names;
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const images = [];
  for (const name of names) {
    const path = join(dir, name);
    if (!statSync(path).isFile() || statSync(path).size > limits.uploadMaxBytes) continue;
    const head = readFileSync(path).subarray(0, 4);
    const type = Object.keys(MAGIC_BYTES).find((mime) =>
      MAGIC_BYTES[mime].every((byte, index) => head[index] === byte),
    );
    if (type && limits.uploadFormats[type].includes(extname(name).toLowerCase())) images.push({ path, name, type });
  }
  return images;
}

async function findOrCreateOrganizer(admin, url, log, lookupOnly) {
  const users = admin.collection('users');
  const existing = await users.getList(1, 1, {
    filter: admin.filter('username = {:username}', { username: DEMO.organizer }),
  });
  let user = existing.items[0];
  if (lookupOnly) return user ?? null;
  if (!user) {
    // Organizers normally arrive through Discord; the superuser stands in for that first sign-in, and links the
    // account to the sandbox's identity for the username, so signing in as it in the sandbox lands here.
    const providerId = sandboxDiscordId(DEMO.organizer);
    ({ user } = await setup.createOrganizerAccount(admin, url, {
      username: DEMO.organizer,
      externalDiscordId: providerId,
    }));
    log(`created organizer ${DEMO.organizer}`);
    log(`linked ${DEMO.organizer} to the Discord sandbox identity ${providerId}`);
  }
  return user;
}

/**
 * Seeds the demo data if it is missing and describes it. With `lookupOnly`, only describes it (null when it is gone).
 * @param {{ pocketbaseUrl: string, appUrl: string, superuser?: {email: string, password: string},
 *   lookupOnly?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ created: boolean, organizer: {id: string, username: string}, contest: {id: string, name: string},
 *   players: Array<{ id: string, username: string, link: string }> } | null>}
 */
export async function seedDemo(options) {
  const log = options.log ?? (() => {});
  const superuser = options.superuser ?? DEFAULT_SUPERUSER;
  const admin = await setup.signInSuperuser(options.pocketbaseUrl, superuser);

  const user = await findOrCreateOrganizer(admin, options.pocketbaseUrl, log, options.lookupOnly);
  if (!user) return null;
  const organizer = await setup.impersonate(admin, options.pocketbaseUrl, user.id);

  const contests = await organizer.collection('contests').getList(1, 1, {
    filter: organizer.filter('user = {:user} && name = {:name}', { user: user.id, name: DEMO.contestName }),
  });
  let contest = contests.items[0];
  const created = !contest;
  if (!contest && options.lookupOnly) return null;
  if (!contest) {
    contest = await setup.createContest(organizer, {
      userId: user.id,
      name: DEMO.contestName,
      description: DEMO.contestDescription,
      maxMemes: DEMO.maxMemesPerPlayer,
    });
    const images = demoImages();
    if (images.length === 0) log('no images in tests/fixtures: the demo players have no memes yet');
    for (const [index, username] of DEMO.players.entries()) {
      const player = await setup.addPlayer(organizer, contest.id, username);
      const image = images[index % Math.max(images.length, 1)];
      if (index < DEMO.playersWithMemes && image) {
        // The upload goes through the player's own session, as the player page does.
        const playerClient = await setup.signInWithLink(
          options.pocketbaseUrl,
          await setup.playerLinkToken(organizer, player),
        );
        const file = new File([readFileSync(image.path)], image.name, { type: image.type });
        await setup.uploadMeme(playerClient, { contestId: contest.id, playerId: player.id, file });
      }
    }
    log(`created contest "${DEMO.contestName}" with ${DEMO.players.length} players`);
  }

  const players = await organizer.collection('players').getFullList({
    filter: organizer.filter('contest = {:contest}', { contest: contest.id }),
    sort: 'username',
  });
  return {
    created,
    organizer: { id: user.id, username: user.username },
    contest: { id: contest.id, name: contest.name },
    players: players.map((player) => ({
      id: player.id,
      username: player.username,
      link: setup.playerLink(options.appUrl, player.id, player.auth_token ?? ''),
    })),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const match = /^--([a-z-]+)=(.*)$/.exec(arg);
      if (!match)
        throw new Error(`Unknown argument ${arg}. Usage: seed.mjs [--url=POCKETBASE_URL] [--app-url=APP_URL]`);
      return [match[1], match[2]];
    }),
  );
  const superuser =
    process.env.PB_SUPERUSER_EMAIL && process.env.PB_SUPERUSER_PASSWORD
      ? { email: process.env.PB_SUPERUSER_EMAIL, password: process.env.PB_SUPERUSER_PASSWORD }
      : DEFAULT_SUPERUSER;
  const result = await seedDemo({
    pocketbaseUrl: args.url ?? `http://127.0.0.1:${process.env.PB_PORT ?? 8090}`,
    appUrl: args['app-url'] ?? 'http://127.0.0.1:5173',
    superuser,
    log: (line) => console.log(`[seed] ${line}`),
  });
  console.log(
    `${result.created ? 'Seeded' : 'Already seeded'}: "${result.contest.name}" of ${result.organizer.username}`,
  );
  for (const player of result.players) console.log(`  ${player.username}: ${player.link}`);
}
