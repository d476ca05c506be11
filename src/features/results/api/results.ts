// A contest's results in one request, GET /api/contests/{contest}/results (pb_hooks/lib/public_results.js): every
// meme best first with its uploader's username, and every player best first. The players' results page sends it with
// the link's session; the public results page (beyond SPEC.md) without one. On either page's address, index.html has
// usually sent this very request already (scripts/vite/first-paint.ts), and the app takes that answer.
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { playerClient, publicClient } from '@/lib/pocketbase';
import { playerKeys, publicKeys } from '@/lib/query-keys';
import { retryTransientFailure } from '@/lib/query-retry';
import { earlyResultsFetch } from '@/lib/early-requests';
import type { MemeRecord, PlayerRecord } from '@/lib/records';
import { contestResultsPath } from '@/features/results/api/results-request';

export type RankedPlayer = Pick<PlayerRecord, 'id' | 'username' | 'average_score'>;

export interface ContestResults {
  contest: { id: string; name: string; description: string };
  /** Best first, each with `expand.player.username` (absent when its player was removed). */
  memes: MemeRecord[];
  players: RankedPlayer[];
}

export function getContestResults(client: PocketBase, contestId: string): Promise<ContestResults> {
  return client.send<ContestResults>(contestResultsPath(contestId), { fetch: earlyResultsFetch() });
}

// Results are final: once loaded they do not change.
export const playerResultsQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.results(playerId, contestId),
    queryFn: () => getContestResults(playerClient, contestId),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });

// Sharing can stop; a reload then says so.
export const publicResultsQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: publicKeys.results(contestId),
    queryFn: () => getContestResults(publicClient, contestId),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });
