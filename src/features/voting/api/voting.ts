import { queryOptions } from '@tanstack/react-query';
import type { MemeFile } from '@/lib/meme-media';
import { playerKeys } from '@/lib/query-keys';
import { playerClient } from '@/lib/pocketbase';
import { retryTransientFailure } from '@/lib/query-retry';
import { collections, type VoteRecord } from '@/lib/records';

/** The player's own vote on a meme, as the list call returns it (fields id, meme, score). */
export type OwnVote = Pick<VoteRecord, 'id' | 'meme' | 'score'>;

/** Votes are anonymous: the list asks only for what shows the image, not who uploaded it. */
const VOTABLE_MEME_FIELDS = 'id,collectionId,collectionName,media';

/** Every meme of the contest except the player's own (SPEC.md §5): one request whatever the count. */
export function listVotableMemes(playerId: string, contestId: string): Promise<MemeFile[]> {
  return playerClient.collection(collections.memes).getFullList<MemeFile>({
    filter: playerClient.filter('contest = {:contest} && player != {:player}', {
      contest: contestId,
      player: playerId,
    }),
    fields: VOTABLE_MEME_FIELDS,
  });
}

export function listOwnVotes(playerId: string, contestId: string): Promise<OwnVote[]> {
  return playerClient.collection(collections.votes).getFullList<OwnVote>({
    filter: playerClient.filter('player = {:player} && meme.contest = {:contest}', {
      player: playerId,
      contest: contestId,
    }),
    fields: 'id,meme,score',
  });
}

export const votableMemesQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.votableMemes(playerId, contestId),
    queryFn: () => listVotableMemes(playerId, contestId),
    retry: retryTransientFailure,
    // The set of memes is fixed during the vote phase.
    staleTime: Infinity,
  });

export const ownVotesQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.ownVotes(playerId, contestId),
    queryFn: () => listOwnVotes(playerId, contestId),
    retry: retryTransientFailure,
  });

interface VoteInput {
  memeId: string;
  score: number;
}

/** What the vote endpoint answers: the player's vote on the meme, and whether this request created it. */
export interface SavedVote extends OwnVote {
  created: boolean;
}

/**
 * Casts the player's vote on a meme, or changes its score (SPEC.md §4 'Voting'). One endpoint does both: the
 * server checks and writes the vote in a single statement (pb_hooks/votes.pb.js), and it knows the voter from
 * the player's token.
 */
export function saveVote({ memeId, score }: VoteInput): Promise<SavedVote> {
  return playerClient.send<SavedVote>(`/api/memes/${encodeURIComponent(memeId)}/vote`, {
    method: 'PUT',
    body: { score },
  });
}
