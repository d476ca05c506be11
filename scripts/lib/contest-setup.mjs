// One set-up library for everything that builds contests outside the app: the demo seed (scripts/seed.mjs), the
// benchmarks (scripts/bench/), the API tests (tests/api/support/roles.ts) and the end-to-end tests
// (tests/e2e/support/api.ts). Each step sends the request the app sends for it, through the official SDK, so a
// change to a rule or a payload is made here once.
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import PocketBase, { BaseAuthStore } from 'pocketbase';

// The contract is CommonJS, loaded as the server loads it; scripts run in plain Node, without the app's aliases.
/** @type {typeof import('../../contract/ranking.js')} */
const ranking = createRequire(import.meta.url)('../../contract/ranking.js');

/** An SDK client with an auth store of its own, sending requests in parallel without cancelling any. */
export function newClient(url) {
  const client = new PocketBase(url, new BaseAuthStore());
  client.autoCancellation(false);
  return client;
}

export async function signInSuperuser(url, { email, password }) {
  const admin = newClient(url);
  await admin.collection('_superusers').authWithPassword(email, password);
  return admin;
}

/**
 * An organizer account made by a superuser (organizers normally arrive through Discord), and a client signed in as
 * it through an impersonation token. `externalDiscordId` also links the account to that Discord identity, so a
 * Discord sign-in (or the local sandbox's) lands on it.
 */
export async function createOrganizerAccount(admin, url, { username, name = username, externalDiscordId }) {
  const password = randomBytes(16).toString('hex');
  const user = await admin.collection('users').create({
    username,
    name,
    email: `${username}@organizers.invalid`,
    emailVisibility: false,
    verified: true,
    password,
    passwordConfirm: password,
  });
  if (externalDiscordId) {
    await admin.collection('_externalAuths').create({
      collectionRef: user.collectionId,
      recordRef: user.id,
      provider: 'discord',
      providerId: externalDiscordId,
    });
  }
  const client = await impersonate(admin, url, user.id);
  return { client, user };
}

/** A client signed in as the organizer `userId`, through a superuser's impersonation token. */
export async function impersonate(admin, url, userId) {
  const impersonated = await admin.collection('users').impersonate(userId, 3600);
  const client = newClient(url);
  client.authStore.save(impersonated.authStore.token, impersonated.authStore.record);
  return client;
}

/**
 * Signs `username` in through PocketBase's Discord provider pointed at the local sandbox (scripts/discord-sandbox.mjs),
 * from Node: the code flow the login popup runs (authorize with PKCE, the sandbox's consent form, the code exchanged
 * by PocketBase), minus the browser. The first time, PocketBase creates the organizer account.
 */
export async function signInThroughDiscordSandbox(url, username) {
  const client = newClient(url);
  const methods = await client.collection('users').listAuthMethods();
  const discord = methods.oauth2.providers.find((provider) => provider.name === 'discord');
  if (!discord) throw new Error('This PocketBase offers no Discord sign-in: is DISCORD_OAUTH_BASE_URL set?');
  const redirectUrl = `${url}/api/oauth2-redirect`;
  const authorizeUrl = new URL(discord.authURL + encodeURIComponent(redirectUrl));
  // What the sandbox's consent form posts when 'Authorize' is pressed.
  const consent = new URLSearchParams(authorizeUrl.searchParams);
  consent.set('username', username);
  consent.set('decision', 'authorize');
  const response = await fetch(new URL('/oauth2/authorize', authorizeUrl), {
    method: 'POST',
    body: consent,
    redirect: 'manual',
  });
  const code = new URL(response.headers.get('location') ?? '', authorizeUrl).searchParams.get('code');
  if (response.status !== 302 || !code) {
    throw new Error(
      `The Discord sandbox refused to authorize ${username}: HTTP ${response.status} ${await response.text()}`,
    );
  }
  const auth = await client
    .collection('users')
    .authWithOAuth2Code('discord', code, discord.codeVerifier, redirectUrl, {});
  return { client, user: auth.record, token: auth.token, meta: auth.meta };
}

/** Creates a contest in participation, as the create form does. */
export function createContest(organizer, { userId, name, description = '', maxMemes }) {
  return organizer.collection('contests').create({
    name,
    description,
    status: 'participation',
    max_memes_per_player: maxMemes,
    user: userId,
  });
}

/**
 * Adds a player with the payload the dashboard sends (docs/product/requests.md#players): e-mail and a random password
 * included.
 */
export function addPlayer(organizer, contestId, username) {
  const password = randomUUID().replaceAll('-', '');
  return organizer.collection('players').create({
    username,
    email: `${username.trim().replace(/\s+/g, '_').toLowerCase()}@${contestId}.com`,
    emailVisibility: false,
    contest: contestId,
    password,
    passwordConfirm: password,
  });
}

/** The link token of a player, as its organizer reads it. */
export async function playerLinkToken(organizer, player) {
  const token = player.auth_token || (await organizer.collection('players').getOne(player.id)).auth_token;
  if (!token) throw new Error(`The server shows no auth_token of player ${player.username} to its organizer`);
  return token;
}

/** Opens the contest's join link, or replaces it (the join page's and the contest panel's own requests). */
export async function openJoinLink(organizer, contestId) {
  const { join_secret: secret } = await organizer.send(`/api/contests/${encodeURIComponent(contestId)}/join-link`, {
    method: 'POST',
  });
  return secret;
}

/** Closes joining, as the join link card's 'Close joining' does: the join link and the contest address stop joining. */
export async function closeJoinLink(organizer, contestId) {
  await organizer.send(`/api/contests/${encodeURIComponent(contestId)}/join-link`, { method: 'DELETE' });
}

/** Joins a contest through its join link, as the join page does: answers { token, player }. */
export function joinContest(client, contestId, secret, username) {
  return client.send(`/api/join/${encodeURIComponent(contestId)}/${encodeURIComponent(secret)}`, {
    method: 'POST',
    body: { username },
  });
}

/** The player's personal link: the app's address, /player/{id} and the token. */
export function playerLink(appUrl, playerId, token) {
  return `${appUrl}/player/${encodeURIComponent(playerId)}?token=${encodeURIComponent(token)}`;
}

/** A client signed in the way a player link signs in: the link's token, then auth-refresh. */
export async function signInWithLink(url, token) {
  const client = newClient(url);
  client.authStore.save(token, null);
  await client.collection('players').authRefresh();
  return client;
}

/** Uploads `file` as the signed-in player's meme. */
export function uploadMeme(player, { contestId, playerId, file }) {
  return player.collection('memes').create({ contest: contestId, player: playerId, media: file });
}

/**
 * Scores a meme with the vote page's own request (PUT /api/memes/{meme}/vote, pb_hooks/votes.pb.js): creates the
 * player's vote on it, or changes its score. `body` is sent as is, so tests can send what an attacker would.
 */
export function castVote(player, memeId, body) {
  return player.send(`/api/memes/${encodeURIComponent(memeId)}/vote`, {
    method: 'PUT',
    body: typeof body === 'number' ? { score: body } : body,
  });
}

/** Moves a contest to `status` as `client` (its organizer; the server checks the order and the conditions). */
export function setPhase(client, contestId, status) {
  return client.collection('contests').update(contestId, { status });
}

const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/**
 * Every stored average_score of a contest beside its value recomputed from the votes (read as a superuser): a meme's
 * is the mean of its votes; a player's, their points: every vote their memes received, evened out toward the contest's
 * mean (contract/ranking.js playerPoints, pb_hooks/README.md).
 */
export async function recomputeAverages(admin, contestId) {
  const byContest = (field) => admin.filter(`${field} = {:id}`, { id: contestId });
  const [memes, players, votes] = await Promise.all([
    admin.collection('memes').getFullList({ filter: byContest('contest') }),
    admin.collection('players').getFullList({ filter: byContest('contest') }),
    admin.collection('votes').getFullList({ filter: byContest('meme.contest') }),
  ]);
  const scoresByMeme = new Map(memes.map((meme) => [meme.id, []]));
  for (const vote of votes) scoresByMeme.get(vote.meme)?.push(vote.score);
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  const contestMean = mean(votes.map((vote) => vote.score));
  const received = (playerId) =>
    memes.filter((meme) => meme.player === playerId).flatMap((meme) => scoresByMeme.get(meme.id));
  return {
    memes: memes.map((meme) => ({
      id: meme.id,
      stored: meme.average_score,
      expected: mean(scoresByMeme.get(meme.id)),
    })),
    players: players.map((player) => ({
      id: player.id,
      stored: player.average_score,
      expected: ranking.playerPoints({ sum: sum(received(player.id)), count: received(player.id).length }, contestMean),
    })),
    votes,
  };
}
