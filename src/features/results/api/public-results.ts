// Beyond SPEC.md: a contest's results as anyone may read them once its organizer shares them, in one request
// (pb_hooks/lib/public_results.js). Sent without a session, so the page shows everyone the same.
import { queryOptions } from '@tanstack/react-query';
import { publicClient } from '@/lib/pocketbase';
import { publicKeys } from '@/lib/query-keys';
import { retryTransientFailure } from '@/lib/query-retry';
import type { MemeRecord } from '@/lib/records';
import type { RankedPlayer } from '@/features/results/api/results';

export interface PublicResults {
  contest: { id: string; name: string; description: string };
  /** Best first, each with `expand.player.username` (absent when its player was removed). */
  memes: MemeRecord[];
  players: RankedPlayer[];
}

export function getPublicResults(contestId: string): Promise<PublicResults> {
  return publicClient.send<PublicResults>(`/api/contests/${encodeURIComponent(contestId)}/results`, {});
}

// Results are final: once loaded they do not change (sharing can stop; a reload then says so).
export const publicResultsQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: publicKeys.results(contestId),
    queryFn: () => getPublicResults(contestId),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });
