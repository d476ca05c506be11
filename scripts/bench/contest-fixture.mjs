// The benchmarks' shapes of the shared set-up library (scripts/lib/contest-setup.mjs): an organizer, a contest with
// players signed in through their links, and the check of every average_score against the votes.
import * as setup from '../lib/contest-setup.mjs';

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
