import { queryOptions } from '@tanstack/react-query';
import { playerVoteOrder } from '@/features/voting/vote-order';
import { earlyAnswerOptions, earlyRequestFetch } from '@/first-paint/early-requests';
import { playerKeys } from '@/lib/data/query-keys';
import type { VoteRecord } from '@/lib/data/records';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { playerClient } from '@/lib/session/pocketbase';
import type { VoteBoardRow } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

/**
 * A meme the player may score, with their own score: 0 while they have not given one (a score is 1 to 10). Votes
 * are anonymous: id and file only.
 */
export type BoardMeme = VoteBoardRow;

/** Every meme of the contest the player may score (their own left out), id and file only, with their score. */
export const voteBoardPath = (contestId: string) => routeAddress(API_ROUTES.voteBoard, { contest: contestId });

/** The player's own score on a meme, as the vote endpoint answers it. */
export type OwnVote = Pick<VoteRecord, 'meme' | 'score'>;

/**
 * Every meme of the contest except the player's own (docs/product/rules-and-limits.md#votes), each with the player's
 * score. One request whatever the count, answered by the vote page's own route (pb_hooks/votes.pb.js), which costs
 * the server one query where the records API runs a hook per meme. On a fresh page load index.html has usually sent
 * this very request already (src/features/voting/first-paint.ts).
 */
export function listVoteBoard(contestId: string): Promise<BoardMeme[]> {
  return playerClient.send<BoardMeme[]>(voteBoardPath(contestId), { fetch: earlyRequestFetch() });
}

/**
 * The vote board, kept in the player's own order (vote-order.ts): a score changes one meme's row, never the order,
 * so the order is drawn once per answer rather than on every vote.
 */
export const voteBoardQueryOptions = (playerId: string, contestId: string) => {
  const early = earlyAnswerOptions<BoardMeme[]>(() => playerClient.buildURL(voteBoardPath(contestId)));
  return queryOptions({
    queryKey: playerKeys.voteBoard(playerId, contestId),
    queryFn: () => listVoteBoard(contestId).then((memes) => playerVoteOrder(memes, playerId)),
    // On a fresh page load, index.html's answer, so the board shows in the page's first render with it.
    initialData: () => {
      const memes = early.initialData();
      return memes && playerVoteOrder(memes, playerId);
    },
    initialDataUpdatedAt: early.initialDataUpdatedAt,
    retry: retryTransientFailure,
  });
};

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
 * both: the server checks and writes the vote in a single statement (pb_hooks/votes.pb.js), and it knows the voter from
 * the player's token.
 */
export function saveVote({ memeId, score }: VoteInput): Promise<SavedVote> {
  return playerClient.send<SavedVote>(routeAddress(API_ROUTES.vote, { meme: memeId }), {
    method: 'PUT',
    body: { score },
  });
}
