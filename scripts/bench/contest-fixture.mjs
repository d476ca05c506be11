// Shared set-up for the benchmarks and the restart test: an organizer, a contest with players signed in
// through their links, and an independent recomputation of every average_score.
import { randomUUID } from 'node:crypto';
import PocketBase from 'pocketbase';

/** Creates an organizer account (as a superuser; organizers normally arrive through Discord) and signs in as it. */
export async function createOrganizer(admin, url, username) {
  const password = randomUUID();
  const user = await admin.collection('users').create({
    username,
    name: username,
    email: `${username}@example.com`,
    password,
    passwordConfirm: password,
  });
  const organizer = await admin.collection('users').impersonate(user.id, 3600);
  organizer.baseURL = url;
  organizer.autoCancellation(false);
  return organizer;
}

/** Creates a contest and its players as the organizer; returns the players with their link tokens. */
export async function createContestWithPlayers(organizer, { name, maxMemes, usernames }) {
  const contest = await organizer.collection('contests').create({
    name,
    description: '',
    status: 'participation',
    max_memes_per_player: maxMemes,
    user: organizer.authStore.record.id,
  });
  const players = [];
  // A few at a time: the organizer's browser sends them in parallel, but 60 at once is not the point here.
  for (let i = 0; i < usernames.length; i += 10) {
    const batch = usernames.slice(i, i + 10).map((username) => {
      const password = randomUUID().replaceAll('-', '');
      return organizer.collection('players').create({
        username,
        email: `${username.replace(/\s+/g, '_').toLowerCase()}@${contest.id}.com`,
        emailVisibility: false,
        contest: contest.id,
        password,
        passwordConfirm: password,
      });
    });
    players.push(...(await Promise.all(batch)));
  }
  return { contest, players };
}

/** Signs a player in the way a link does: save the link's token, then authRefresh. */
export async function signInPlayer(url, player) {
  if (!player.auth_token) throw new Error(`player ${player.username} has no auth_token visible to its organizer`);
  const client = new PocketBase(url);
  client.autoCancellation(false);
  client.authStore.save(player.auth_token);
  await client.collection('players').authRefresh();
  return client;
}

/**
 * Scores a meme as a signed-in player with the vote page's own request (saveVote in
 * src/features/voting/api/voting.ts): creates the player's vote on it, or changes its score.
 */
export function castVote(client, memeId, score) {
  return client.send(`/api/memes/${encodeURIComponent(memeId)}/vote`, { method: 'PUT', body: { score } });
}

/** A valid 1x1 PNG. */
export function tinyPng() {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const close = (a, b) => Math.abs(a - b) < 1e-9;

/**
 * Recomputes every meme's and player's average_score of a contest from its votes (as a superuser) and
 * returns the records whose stored value differs. A meme's score is the mean of its votes; a player's
 * is the mean of every vote their memes received (pb_hooks/README.md).
 */
export async function expectedAverages(admin, contestId) {
  const memes = await admin
    .collection('memes')
    .getFullList({ filter: admin.filter('contest = {:id}', { id: contestId }) });
  const players = await admin
    .collection('players')
    .getFullList({ filter: admin.filter('contest = {:id}', { id: contestId }) });
  const votes = await admin
    .collection('votes')
    .getFullList({ filter: admin.filter('meme.contest = {:id}', { id: contestId }) });
  const scoresByMeme = new Map();
  for (const vote of votes) scoresByMeme.set(vote.meme, [...(scoresByMeme.get(vote.meme) ?? []), vote.score]);
  const mismatches = [];
  for (const meme of memes) {
    const expected = mean(scoresByMeme.get(meme.id) ?? []);
    if (!close(meme.average_score, expected)) mismatches.push({ meme: meme.id, stored: meme.average_score, expected });
  }
  for (const player of players) {
    const received = memes
      .filter((meme) => meme.player === player.id)
      .flatMap((meme) => scoresByMeme.get(meme.id) ?? []);
    const expected = mean(received);
    if (!close(player.average_score, expected)) {
      mismatches.push({ player: player.id, stored: player.average_score, expected });
    }
  }
  return { mismatches, checked: memes.length + players.length, votes: votes.length };
}
