// A contest's results in one request, GET /api/contests/{contest}/results (pb_hooks/lib/routes/public_results.js): every
// meme best first with its uploader's username, and every player best first. The players' results page sends it with
// the link's session; the public results page without one. On either page's address, index.html has
// usually sent this very request already (src/features/results/first-paint.ts), and the app takes that answer.
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { earlyAnswerOptions, earlyRequestFetch } from '@/first-paint/early-requests';
import { playerKeys, publicKeys } from '@/lib/data/query-keys';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { playerClient, publicClient } from '@/lib/session/pocketbase';
import type { ContestResultsAnswer, ResultsMeme, ResultsPlayer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export type RankedPlayer = ResultsPlayer;
export type RankedMeme = ResultsMeme;

/** The server's answer, typed by the contract: memes best first, each with `expand.player.username` if any. */
export type ContestResults = ContestResultsAnswer;

/** The address of a contest's results (the contract's API_ROUTES.contestResults). */
export const contestResultsPath = (contestId: string) =>
  routeAddress(API_ROUTES.contestResults, { contest: contestId });

export function getContestResults(client: PocketBase, contestId: string): Promise<ContestResults> {
  return client.send<ContestResults>(contestResultsPath(contestId), { fetch: earlyRequestFetch() });
}

// Results are final: once loaded they do not change.
export const playerResultsQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.results(playerId, contestId),
    queryFn: () => getContestResults(playerClient, contestId),
    // On a fresh page load, index.html's answer, so the results show in the page's first render with it.
    ...earlyAnswerOptions<ContestResults>(() => playerClient.buildURL(contestResultsPath(contestId))),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });

// Sharing can stop; a reload then says so.
export const publicResultsQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: publicKeys.results(contestId),
    queryFn: () => getContestResults(publicClient, contestId),
    ...earlyAnswerOptions<ContestResults>(() => publicClient.buildURL(contestResultsPath(contestId))),
    retry: retryTransientFailure,
    staleTime: Infinity,
  });
