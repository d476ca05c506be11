import { queryOptions } from '@tanstack/react-query';
import { playerKeys } from '@/lib/query-keys';
import { playerClient } from '@/lib/pocketbase';
import { retryTransientFailure } from '@/lib/query-retry';
import { earlyListFetch } from '@/lib/early-requests';
import type { MemeRecord, PlayerRecord } from '@/lib/records';
import { CONTEST_FILTER, RANKED_MEMES, RANKED_PLAYERS } from '@/features/results/api/ranking-requests';

export type RankedPlayer = Pick<PlayerRecord, 'id' | 'username' | 'average_score'>;

/** Every meme of the contest, best first, with its uploader's username: one request (SPEC.md §7). */
export function listRankedMemes(contestId: string): Promise<MemeRecord[]> {
  return playerClient.collection(RANKED_MEMES.collection).getFullList<MemeRecord>({
    ...RANKED_MEMES.options,
    filter: playerClient.filter(CONTEST_FILTER, { contest: contestId }),
    // On a link opened in results, index.html has usually sent this very request already.
    fetch: earlyListFetch(),
  });
}

/** Every player of the contest with their score, best first: one request. */
export function listRankedPlayers(contestId: string): Promise<RankedPlayer[]> {
  return playerClient.collection(RANKED_PLAYERS.collection).getFullList<RankedPlayer>({
    ...RANKED_PLAYERS.options,
    filter: playerClient.filter(CONTEST_FILTER, { contest: contestId }),
    fetch: earlyListFetch(),
  });
}

// Results are final: once loaded they do not change.
export const rankedMemesQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.rankedMemes(playerId, contestId),
    queryFn: () => listRankedMemes(contestId),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });

export const rankedPlayersQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.rankedPlayers(playerId, contestId),
    queryFn: () => listRankedPlayers(contestId),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });
