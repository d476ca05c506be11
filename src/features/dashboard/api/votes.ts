// How many votes each meme received and each player gave: all the dashboard needs of the votes. The server
// counts them (views meme_vote_counts and player_vote_counts), so the panel costs the same two requests
// whatever the number of votes, and no score ever leaves the server here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import { collections, type VoteCountRecord } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';

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

/**
 * How often an open panel reloads the counts during the vote phase. Votes go through the vote endpoint, which sends
 * no realtime event (pb_hooks/README.md, "votes"): a push to the organizer from inside each vote would make every
 * vote wait on the organizer's connection, and hang while that laptop sleeps. Two small requests every few seconds
 * cost the server nothing a vote storm would notice. TanStack Query pauses the polling in a hidden tab and reloads
 * on return.
 */
export const VOTE_COUNTS_POLL_MS = 5_000;

export const contestVoteCountsQuery = (contestId: string, { whileVoting = false } = {}) =>
  queryOptions({
    queryKey: organizerKeys.votes(contestId),
    queryFn: () => fetchContestVoteCounts(contestId),
    refetchInterval: whileVoting ? VOTE_COUNTS_POLL_MS : false,
  });

/** The vote counts of a contest; `whileVoting` keeps them fresh by polling. */
export function useContestVoteCounts(contestId: string, options: { whileVoting?: boolean } = {}) {
  return useQuery(contestVoteCountsQuery(contestId, options));
}
