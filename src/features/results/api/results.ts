import { queryOptions } from '@tanstack/react-query';
import { playerScope } from '@/lib/player-query-keys';
import { playerClient } from '@/lib/pocketbase';
import { retryTransientFailure } from '@/lib/query-retry';
import { collections, type MemeRecord, type PlayerRecord } from '@/lib/records';

export type RankedPlayer = Pick<PlayerRecord, 'id' | 'username' | 'average_score'>;

/** Every meme of the contest, best first, with its uploader's username: one request (SPEC.md §7). */
export function listRankedMemes(contestId: string): Promise<MemeRecord[]> {
  return playerClient.collection(collections.memes).getFullList<MemeRecord>({
    filter: playerClient.filter('contest = {:contest}', { contest: contestId }),
    sort: '-average_score,-created',
    expand: 'player',
  });
}

/** Every player of the contest with their score, best first: one request. */
export function listRankedPlayers(contestId: string): Promise<RankedPlayer[]> {
  return playerClient.collection(collections.players).getFullList<RankedPlayer>({
    filter: playerClient.filter('contest = {:contest}', { contest: contestId }),
    sort: '-average_score,-created',
    fields: 'id,username,average_score',
  });
}

// Results are final: once loaded they do not change.
export const rankedMemesQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: [...playerScope(playerId), 'ranked-memes', contestId],
    queryFn: () => listRankedMemes(contestId),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });

export const rankedPlayersQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: [...playerScope(playerId), 'ranked-players', contestId],
    queryFn: () => listRankedPlayers(contestId),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });
