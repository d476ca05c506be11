// The benchmarks' shapes of the shared set-up library (scripts/lib/contest-setup.mjs): an organizer, a contest with
// players signed in through their links, and the check of every average_score against the votes.
import * as setup from '../lib/contest-setup.mjs';
import { sendThroughNodeHttp } from './node-http-fetch.mjs';

/** Creates an organizer account (as a superuser; organizers normally arrive through Discord) and signs in as it. */
export async function createOrganizer(admin, url, username) {
  return (await setup.createOrganizerAccount(admin, url, { username })).client;
}

/** Creates a contest and its players as the organizer; returns the players with their link tokens. */
export async function createContestWithPlayers(organizer, { name, maxMemes, usernames }) {
  const contest = await setup.createContest(organizer, { userId: organizer.authStore.record.id, name, maxMemes });
  const players = [];
  // A few at a time: the organizer's browser sends them in parallel, but 60 at once is not the point here.
  for (let i = 0; i < usernames.length; i += 10) {
    const batch = usernames.slice(i, i + 10).map((username) => setup.addPlayer(organizer, contest.id, username));
    players.push(...(await Promise.all(batch)));
  }
  return { contest, players };
}

/**
 * The loopback address the room's i-th phone sends from (127.0.1.10 and up). The rate limiter counts requests per
 * address, and every phone of a room has its own.
 */
export const phoneAddress = (i) => `127.0.${1 + Math.floor(i / 200)}.${10 + (i % 200)}`;

/**
 * A room joining a contest through its join link, every member at once and from an address of their own, with the
 * join page's request. Opens (or replaces) the link as the organizer. Returns the members that joined, each as an
 * SDK client signed in with the session the join answered and sending from its address (node-http-fetch.mjs), the
 * join latencies in ms, and the refusals as text. `ca`: the root certificate to trust when `url` is https (a reverse
 * proxy in front).
 */
export async function joinRoom(organizer, url, contestId, usernames, { ca } = {}) {
  const secret = await setup.openJoinLink(organizer, contestId);
  const latencies = [];
  const refusals = [];
  const members = await Promise.all(
    usernames.map(async (username, i) => {
      const client = sendThroughNodeHttp(setup.newClient(url), phoneAddress(i), { ca });
      const started = performance.now();
      try {
        const { token, player } = await setup.joinContest(client, contestId, secret, username);
        latencies.push(performance.now() - started);
        client.authStore.save(token, player);
        return client;
      } catch (error) {
        refusals.push(`${username}: ${error.status} ${error.message}`);
        return null;
      }
    }),
  );
  return { members: members.filter(Boolean), latencies, refusals };
}

/**
 * A client of the same player that sends through Node's fetch from 127.0.0.1, for the set-up's file uploads
 * (node-http-fetch.mjs sends JSON bodies only; the benchmarks exempt 127.0.0.1 from the rate limits).
 */
export function uploaderFor(url, member) {
  const client = setup.newClient(url);
  client.authStore.save(member.authStore.token, member.authStore.record);
  return client;
}

/**
 * Every member of a room uploads `memesEach` memes, ten members at a time, through their uploaderFor client.
 * `fileFor(p, m)` is member p's m-th file. Returns the memes in the members' order: member p's are
 * memes[p * memesEach …].
 */
export async function uploadRoomMemes(url, contestId, members, memesEach, fileFor) {
  const memes = [];
  for (let p = 0; p < members.length; p += 10) {
    const batch = members.slice(p, p + 10).map(async (member, i) => {
      const uploader = uploaderFor(url, member);
      const uploaded = [];
      for (let m = 0; m < memesEach; m += 1) {
        const file = fileFor(p + i, m);
        const upload = () => setup.uploadMeme(uploader, { contestId, playerId: member.authStore.record.id, file });
        // Under replication an upload can meet Litestream's checkpoint commit and be refused (docs/deploy.md,
        // "Durability"); the set-up sends it again, as a player would press Upload again. It is not what is measured.
        uploaded.push(await upload().catch((error) => (error.status === 400 ? upload() : Promise.reject(error))));
      }
      return uploaded;
    });
    for (const uploaded of await Promise.all(batch)) memes.push(...uploaded);
  }
  return memes;
}

/** Signs a player in the way a link does: save the link's token, then authRefresh. */
export function signInPlayer(url, player) {
  if (!player.auth_token) throw new Error(`player ${player.username} has no auth_token visible to its organizer`);
  return setup.signInWithLink(url, player.auth_token);
}

/** Scores a meme as a signed-in player with the vote page's own request: creates the vote or changes its score. */
export const castVote = setup.castVote;

/** A valid 1x1 PNG. */
export function tinyPng() {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

const close = (a, b) => Math.abs(a - b) < 1e-9;

/** The records of a contest whose stored average_score differs from its recomputation from the votes. */
export async function expectedAverages(admin, contestId) {
  const { memes, players, votes } = await setup.recomputeAverages(admin, contestId);
  const mismatches = [
    ...memes.filter((row) => !close(row.stored, row.expected)).map(({ id, ...row }) => ({ meme: id, ...row })),
    ...players.filter((row) => !close(row.stored, row.expected)).map(({ id, ...row }) => ({ player: id, ...row })),
  ];
  return { mismatches, checked: memes.length + players.length, votes: votes.length };
}
