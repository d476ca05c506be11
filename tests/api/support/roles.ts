// The roles of the API tests, each driving the official SDK: anonymous visitor, organizers, players.
import { readFileSync } from 'node:fs';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { expect, inject } from 'vitest';
import type { ContestRecord, MemeRecord, PlayerRecord, UserRecord, VoteRecord } from '@/lib/data/records';
import * as setup from '../../../scripts/lib/contest-setup.mjs';
import { testFileName } from './test-file';

export type { ContestRecord, MemeRecord, PlayerRecord, UserRecord, VoteRecord };

let ownServer: string | undefined;
/**
 * Points this test file's helpers at a PocketBase of its own (startIsolatedPocketBase): for a file that looks at the
 * server's whole storage, which the other files, running at the same time on the shared server, change.
 */
export function useOwnServer(url: string) {
  ownServer = url;
}

export function serverUrl(): string {
  return ownServer ?? inject('pocketbase').url;
}

export function newClient(url = serverUrl()): PocketBase {
  return setup.newClient(url);
}

export function anonymous(url = serverUrl()): PocketBase {
  return newClient(url);
}

const superuserClients = new Map<string, Promise<PocketBase>>();

export function superuser(url = serverUrl()): Promise<PocketBase> {
  let client = superuserClients.get(url);
  if (!client) {
    const { superuser: credentials } = inject('pocketbase');
    client = setup.signInSuperuser(url, credentials);
    superuserClients.set(url, client);
  }
  return client;
}

let sequence = 0;
/** A short name unique within the test run: the label, the test file's name and a count ('alice-join-link-3'). */
export function unique(label: string): string {
  sequence += 1;
  return `${label}-${testFileName()}-${sequence}`;
}

export interface Organizer {
  client: PocketBase;
  user: UserRecord;
}

/** An organizer as OAuth2 would create one, signed in through an impersonation token. */
export async function createOrganizer(label = 'organizer', url = serverUrl()): Promise<Organizer> {
  return setup.createOrganizerAccount<UserRecord>(await superuser(url), url, { username: unique(label), name: label });
}

export interface ContestInput {
  name?: string;
  description?: string;
  max_memes_per_player?: number;
}

export function createContest(organizer: Organizer, input: ContestInput = {}): Promise<ContestRecord> {
  return setup.createContest<ContestRecord>(organizer.client, {
    userId: organizer.user.id,
    name: input.name ?? unique('Contest'),
    description: input.description ?? 'A contest made by the API tests',
    maxMemes: input.max_memes_per_player ?? 2,
  });
}

/** The payload the dashboard sends (docs/product/requests.md#players), e-mail and password included. */
export function addPlayer(organizer: Organizer, contestId: string, username: string): Promise<PlayerRecord> {
  return setup.addPlayer<PlayerRecord>(organizer.client, contestId, username);
}

export interface Player {
  client: PocketBase;
  record: PlayerRecord;
  token: string;
}

/** Opens a player link: saves its token, then authRefresh, as the player page does. */
export function openPlayerLink(token: string, url = serverUrl()): Promise<PocketBase> {
  return setup.signInWithLink(url, token);
}

export async function signInPlayer(player: PlayerRecord, url = serverUrl()): Promise<Player> {
  const token = player.auth_token;
  if (!token) throw new Error(`player ${player.id} was returned without its auth_token`);
  return { client: await openPlayerLink(token, url), record: player, token };
}

export type Fixture = 'meme.png' | 'meme.jpg' | 'meme.gif' | 'oversize.png' | 'not-an-image.png';

const fixtureTypes: Record<Fixture, string> = {
  'meme.png': 'image/png',
  'meme.jpg': 'image/jpeg',
  'meme.gif': 'image/gif',
  'oversize.png': 'image/png',
  'not-an-image.png': 'image/png',
};

export function fixtureFile(name: Fixture): File {
  const bytes = readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));
  return new File([bytes], name, { type: fixtureTypes[name] });
}

export function uploadMeme(player: Player, fixture: Fixture = 'meme.png', contestId = player.record.contest) {
  return setup.uploadMeme<MemeRecord>(player.client, {
    contestId,
    playerId: player.record.id,
    file: fixtureFile(fixture),
  });
}

/** What PUT /api/memes/{meme}/vote answers: the caller's vote on that meme, and whether the request created it. */
export type CastVote = Pick<VoteRecord, 'id' | 'meme' | 'score'> & { created: boolean };

/**
 * Sends any body to the vote endpoint as any client (a player, an organizer, anonymous, a superuser): for the
 * refusals. Players vote with castVote and changeVote.
 */
export function sendVote(client: PocketBase, memeId: string, body: unknown): Promise<CastVote> {
  return setup.castVote<CastVote>(client, memeId, body);
}

/** Casts the player's vote on a meme through the endpoint, as the vote page does (or changes it if it exists). */
export function castVote(player: Player, memeId: string, score: number): Promise<CastVote> {
  return sendVote(player.client, memeId, { score });
}

/** Changes the player's vote on a meme: the same endpoint, which keeps the vote and sets its new score. */
export function changeVote(player: Player, memeId: string, score: number): Promise<CastVote> {
  return castVote(player, memeId, score);
}

export function setPhase(organizer: Organizer, contestId: string, status: ContestRecord['status']) {
  return setup.setPhase<ContestRecord>(organizer.client, contestId, status);
}

/** Superuser shortcut for setting up a phase without walking through the UI flow. */
export async function forcePhase(contestId: string, status: ContestRecord['status'], url = serverUrl()) {
  const admin = await superuser(url);
  return admin.collection('contests').update<ContestRecord>(contestId, { status });
}

/** Awaits a request that must fail, and returns the SDK error for further checks. */
export async function refused(request: Promise<unknown>, status?: number): Promise<ClientResponseError> {
  let outcome: unknown;
  try {
    outcome = await request;
  } catch (error) {
    expect(error).toBeInstanceOf(ClientResponseError);
    const responseError = error as ClientResponseError;
    if (status !== undefined) expect(responseError.status).toBe(status);
    else expect(responseError.status).toBeGreaterThanOrEqual(400);
    return responseError;
  }
  throw new Error(`expected the request to be refused, but it succeeded with ${JSON.stringify(outcome)}`);
}

/** The message a client would show (docs/product/texts.md#how-an-error-reads: the error's own message). */
export async function refusedWith(request: Promise<unknown>, message: string, status = 400) {
  const error = await refused(request, status);
  expect(error.message).toBe(message);
  return error;
}

export function ids(records: RecordModel[]): string[] {
  return records.map((record) => record.id).sort();
}

export interface ContestWithPlayersOptions {
  name?: string;
  maxMemes?: number;
  /** The organizer's label, in its username. */
  organizer?: string;
  url?: string;
}

/** A contest of its own, by an organizer of its own, with one signed-in player for each name, in that order. */
export async function contestWithPlayers(names: string[], options: ContestWithPlayersOptions = {}) {
  const url = options.url ?? serverUrl();
  const organizer = await createOrganizer(options.organizer, url);
  const contest = await createContest(organizer, { name: options.name, max_memes_per_player: options.maxMemes ?? 1 });
  const players = await Promise.all(
    names.map(async (name) => signInPlayer(await addPlayer(organizer, contest.id, name), url)),
  );
  return { organizer, contest, players };
}

/** contestWithPlayers with a single player. */
export async function contestWithPlayer(name: string, options: ContestWithPlayersOptions = {}) {
  const { organizer, contest, players } = await contestWithPlayers([name], options);
  return { organizer, contest, player: players[0]! };
}

/** A contest of organizer A with three players and a contest of organizer B with one player. */
export async function createScenario(options: { maxMemes?: number; players?: number } = {}) {
  const [organizerA, organizerB] = await Promise.all([createOrganizer('alice'), createOrganizer('bob')]);
  const [contestA, contestB] = await Promise.all([
    createContest(organizerA, { max_memes_per_player: options.maxMemes ?? 2 }),
    createContest(organizerB, { max_memes_per_player: options.maxMemes ?? 2 }),
  ]);
  const count = options.players ?? 3;
  const playerRecords = await Promise.all(
    Array.from({ length: count }, (_, index) => addPlayer(organizerA, contestA.id, `Player ${index + 1}`)),
  );
  const players = await Promise.all(playerRecords.map((record) => signInPlayer(record)));
  const outsider = await signInPlayer(await addPlayer(organizerB, contestB.id, 'Outsider'));
  return { organizerA, organizerB, contestA, contestB, players, outsider };
}
