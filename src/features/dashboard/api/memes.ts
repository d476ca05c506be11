// Memes of a contest for the dashboard (SPEC.md §7 Memes). The uploader's name comes from the players
// list already loaded, so the player relation is not expanded here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostClient } from '@/lib/pocketbase';
import { collections, type MemeRecord } from '@/lib/records';
import { organizerKeys } from '@/lib/query-keys';

export function fetchContestMemes(contestId: string): Promise<MemeRecord[]> {
  return hostClient.collection(collections.memes).getFullList<MemeRecord>({
    filter: hostClient.filter('contest = {:contestId}', { contestId }),
    sort: '-created',
  });
}

export const contestMemesQuery = (contestId: string) =>
  queryOptions({ queryKey: organizerKeys.memes(contestId), queryFn: () => fetchContestMemes(contestId) });

export function useContestMemes(contestId: string) {
  return useQuery(contestMemesQuery(contestId));
}
