// Joining a contest through its join link (pb_hooks/join.pb.js). No session is needed: the link's
// secret is the permission, and the answer is the new player's link token, which is their session.
import { queryOptions } from '@tanstack/react-query';
import { retrySignInFailure } from '@/lib/errors/query-retry';
import { playerClient } from '@/lib/session/pocketbase';
import type { JoinableContestAnswer, JoinedPlayerAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export type JoinableContest = JoinableContestAnswer;
export type JoinedPlayer = JoinedPlayerAnswer;

const joinPath = (contestId: string, secret: string) => routeAddress(API_ROUTES.join, { contest: contestId, secret });

/** What the link opens: the contest's name and description, or the server's reason it cannot be joined. */
export const joinableContestQuery = (contestId: string, secret: string) =>
  queryOptions({
    queryKey: ['join', contestId, secret] as const,
    queryFn: () => playerClient.send<JoinableContest>(joinPath(contestId, secret), { method: 'GET' }),
    // A dropped connection is tried again; a refusal (closed, replaced, full, over) is shown at once.
    retry: retrySignInFailure,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const joinContest = (contestId: string, secret: string, username: string) =>
  playerClient.send<JoinedPlayer>(joinPath(contestId, secret), { method: 'POST', body: { username } });
