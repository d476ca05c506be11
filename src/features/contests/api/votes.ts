// Votes of a contest, only what the dashboard counts (SPEC.md §7 Votes): no scores leave the server here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostClient } from '@/lib/pocketbase';
import { collections, type VoteRecord } from '@/lib/records';
import { contestKeys } from './query-keys';

export type VoteTally = Pick<VoteRecord, 'id' | 'meme' | 'player'>;

export function fetchContestVotes(contestId: string): Promise<VoteTally[]> {
  return hostClient.collection(collections.votes).getFullList<VoteTally>({
    filter: hostClient.filter('meme.contest = {:contestId}', { contestId }),
    fields: 'id,meme,player',
    sort: '-updated',
  });
}

export const contestVotesQuery = (contestId: string) =>
  queryOptions({ queryKey: contestKeys.votes(contestId), queryFn: () => fetchContestVotes(contestId) });

export function useContestVotes(contestId: string) {
  return useQuery(contestVotesQuery(contestId));
}
