import { queryOptions } from '@tanstack/react-query';
import { API_ROUTES, routeAddress } from '@/config/routes';
import { earlyAnswerOptions, earlyRequestFetch } from '@/lib/early-requests';
import type { MemeFile } from '@/lib/meme-media';
import { playerKeys } from '@/lib/query-keys';
import { playerClient } from '@/lib/pocketbase';
import { retryTransientFailure } from '@/lib/query-retry';
import type { VoteRecord } from '@/lib/records';
import { memesToScorePath, myVotesPath } from '@/features/voting/api/vote-request';

/** The player's own vote on a meme, as the list call returns it: the meme and the score, keyed by meme. */
export type OwnVote = Pick<VoteRecord, 'meme' | 'score'>;

/**
 * Every meme of the contest except the player's own (docs/product/rules-and-limits.md#votes), id and file only: votes
 * are anonymous. One
 * request whatever the count, answered by the vote page's own route (pb_hooks/votes.pb.js), which costs the server
 * one query where the records API runs a hook per meme. On a fresh page load index.html has usually sent this very
 * request already (src/lib/early-requests.ts).
 */
export function listVotableMemes(contestId: string): Promise<MemeFile[]> {
  return playerClient.send<MemeFile[]>(memesToScorePath(contestId), { fetch: earlyRequestFetch() });
}

/** The player's own votes in their contest (the signed-in player is the voter), from the same routes. */
export function listOwnVotes(contestId: string): Promise<OwnVote[]> {
  return playerClient.send<OwnVote[]>(myVotesPath(contestId), { fetch: earlyRequestFetch() });
}

export const votableMemesQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.votableMemes(playerId, contestId),
    queryFn: () => listVotableMemes(contestId),
    // On a fresh page load, index.html's answer, so the board shows in the page's first render with it.
    ...earlyAnswerOptions<MemeFile[]>(() => playerClient.buildURL(memesToScorePath(contestId))),
    retry: retryTransientFailure,
    // The set of memes is fixed during the vote phase.
    staleTime: Infinity,
  });

export const ownVotesQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.ownVotes(playerId, contestId),
    queryFn: () => listOwnVotes(contestId),
    ...earlyAnswerOptions<OwnVote[]>(() => playerClient.buildURL(myVotesPath(contestId))),
    retry: retryTransientFailure,
  });

interface VoteInput {
  memeId: string;
  score: number;
}

/** What the vote endpoint answers: the player's vote on the meme, and whether this request created it. */
export interface SavedVote extends OwnVote {
  id: string;
  created: boolean;
}

/**
 * Casts the player's vote on a meme, or changes its score (docs/product/player.md#saving-a-vote). One endpoint does
 * both: the
 * server checks and writes the vote in a single statement (pb_hooks/votes.pb.js), and it knows the voter from
 * the player's token.
 */
export function saveVote({ memeId, score }: VoteInput): Promise<SavedVote> {
  return playerClient.send<SavedVote>(routeAddress(API_ROUTES.vote, { meme: memeId }), {
    method: 'PUT',
    body: { score },
  });
}
