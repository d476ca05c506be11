// Seasons built through the API as each role would, for the season tests: a season of an organizer, and contests of
// it played to their results with chosen scores.
import type PocketBase from 'pocketbase';
import { inject } from 'vitest';
import type { SeasonAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';
import {
  addPlayer,
  castVote,
  createContest,
  serverUrl,
  setPhase,
  signInPlayer,
  superuser,
  unique,
  uploadMeme,
  type ContestRecord,
  type MemeRecord,
  type Organizer,
  type Player,
} from './roles';

export interface SeasonRecord {
  id: string;
  name: string;
  ends: string;
  shared: boolean;
  user: string;
}

export function createSeason(organizer: Organizer, input: Partial<Omit<SeasonRecord, 'id'>> = {}) {
  return organizer.client
    .collection('seasons')
    .create<SeasonRecord>({ name: unique('Season'), user: organizer.user.id, ...input });
}

/** GET API_ROUTES.season as `client`. */
export function readSeason(client: PocketBase, seasonId: string) {
  return client.send<SeasonAnswer>(routeAddress(API_ROUTES.season, { season: seasonId }), {});
}

export interface PlayedContest {
  contest: ContestRecord;
  players: Record<string, Player>;
  memes: Record<string, MemeRecord>;
}

/**
 * A contest of `organizer` in `seasonId`, played to its results: each name of `uploaders` uploads one meme, each
 * of `voters` only votes, and `scores` says what each uploader's meme receives, one score per voter in order (the
 * first scores come from the other uploaders, then from the voters). Each meme needs a vote for results to open.
 */
export async function playContest(
  organizer: Organizer,
  seasonId: string,
  options: {
    uploaders: string[];
    voters?: string[];
    scores: Record<string, number[]>;
    name?: string;
    /** Runs once the contest is made: a webhook, a language. */
    prepare?: (contest: ContestRecord) => Promise<unknown>;
  },
): Promise<PlayedContest> {
  const contest = await createContest(organizer, { name: options.name, max_memes_per_player: 1 });
  if (seasonId) await organizer.client.collection('contests').update(contest.id, { season: seasonId });
  await options.prepare?.(contest);
  const names = [...options.uploaders, ...(options.voters ?? [])];
  const players: Record<string, Player> = {};
  for (const name of names) players[name] = await signInPlayer(await addPlayer(organizer, contest.id, name));
  const memes: Record<string, MemeRecord> = {};
  const fixtures = ['meme.png', 'meme.gif', 'meme.jpg'] as const;
  for (const [index, name] of options.uploaders.entries()) {
    memes[name] = await uploadMeme(players[name]!, fixtures[index % fixtures.length]);
  }
  await setPhase(organizer, contest.id, 'vote');
  for (const uploader of options.uploaders) {
    const givers = names.filter((name) => name !== uploader);
    for (const [index, score] of (options.scores[uploader] ?? []).entries()) {
      await castVote(players[givers[index]!]!, memes[uploader]!.id, score);
    }
  }
  await setPhase(organizer, contest.id, 'results');
  return { contest: await organizer.client.collection('contests').getOne<ContestRecord>(contest.id), players, memes };
}

/** Sets a player's Discord identity as a Discord sign-in would have (docs/features/player-discord-identity.md). */
export async function linkDiscord(player: Player, discordId: string) {
  const admin = await superuser(serverUrl());
  await admin.collection('players').update(player.record.id, { discord_id: discordId, discord_linked: true });
}

/** The shared server's storage folder of a collection's record (local storage). */
export function storageFolder(collectionId: string, recordId: string) {
  return `${inject('pocketbase').dataDir}/storage/${collectionId}/${recordId}`;
}
