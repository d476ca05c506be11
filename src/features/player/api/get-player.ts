import { queryOptions } from '@tanstack/react-query';
import { playerKeys } from '@/lib/data/query-keys';
import { collections, type ContestRecord, type PlayerRecord } from '@/lib/data/records';
import { errorStatus } from '@/lib/errors/errors';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { clearPlayerSession } from '@/lib/session/player-session';
import { playerClient } from '@/lib/session/pocketbase';

/** True when the server refused the player's credentials (docs/product/player.md#page-states). */
export function isAuthFailure(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403;
}

export async function getPlayer(playerId: string): Promise<PlayerRecord> {
  try {
    return await playerClient.collection(collections.players).getOne<PlayerRecord>(playerId);
  } catch (error) {
    if (isAuthFailure(error)) clearPlayerSession();
    throw error;
  }
}

export const playerQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: playerKeys.player(playerId),
    queryFn: () => getPlayer(playerId),
    retry: retryTransientFailure,
  });

export function getPlayerContest(contestId: string): Promise<ContestRecord> {
  return playerClient.collection(collections.contests).getOne<ContestRecord>(contestId);
}

export const playerContestQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.contest(playerId, contestId),
    queryFn: () => getPlayerContest(contestId),
    retry: retryTransientFailure,
    // Live updates keep the phase current; coming back to the tab also checks, in case they were cut off.
    refetchOnWindowFocus: true,
  });
