// How many votes each meme received and each player gave: all the dashboard needs of the votes. The server
// counts them (views meme_vote_counts and player_vote_counts), so the panel costs the same two requests
// whatever the number of votes, and no score ever leaves the server here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostClient } from '@/lib/pocketbase';
import { collections, type VoteCountRecord } from '@/lib/records';
import { contestKeys } from './query-keys';

/**
 * The realtime topic on which the server tells a contest's organizer that a vote was cast or changed
 * (pb_hooks/lib/votes.js, which spells it the same way).
 */
export const voteProgressTopic = (contestId: string) => `vote-progress/${contestId}`;

export interface VoteCounts {
  byMeme: Map<string, number>;
  byPlayer: Map<string, number>;
}

function fetchCounts(collection: string, contestId: string): Promise<Pick<VoteCountRecord, 'id' | 'votes'>[]> {
  return hostClient.collection(collection).getFullList<Pick<VoteCountRecord, 'id' | 'votes'>>({
    filter: hostClient.filter('contest = {:contestId}', { contestId }),
    fields: 'id,votes',
  });
}

export async function fetchContestVoteCounts(contestId: string): Promise<VoteCounts> {
  const [memes, players] = await Promise.all([
    fetchCounts(collections.memeVoteCounts, contestId),
    fetchCounts(collections.playerVoteCounts, contestId),
  ]);
  const toMap = (rows: Pick<VoteCountRecord, 'id' | 'votes'>[]) => new Map(rows.map((row) => [row.id, row.votes]));
  return { byMeme: toMap(memes), byPlayer: toMap(players) };
}

export const contestVoteCountsQuery = (contestId: string) =>
  queryOptions({ queryKey: contestKeys.votes(contestId), queryFn: () => fetchContestVoteCounts(contestId) });

export function useContestVoteCounts(contestId: string) {
  return useQuery(contestVoteCountsQuery(contestId));
}
