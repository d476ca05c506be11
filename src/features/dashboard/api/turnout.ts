// The turnout of a contest (who has done what its phase asks) and Remind the channel. The server counts both in one
// rule (pb_hooks/lib/rules/turnout.js), which its Discord reminders use too, so the panel and the channel agree.
// The turnout has no realtime event of its own: it is read again whenever what it counts may have changed, that is
// when the panel's players or memes are reloaded (their realtime events) or the vote counts it polls during the vote
// change (a new vote is the only way a player gets done voting).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import { hostClient } from '@/lib/session/pocketbase';
import type { RemindAnswer, TurnoutAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

/**
 * The turnout of `contestId`, read while `enabled` (participation and vote), again whenever `version` changes (what
 * the panel has loaded of the players, memes and vote counts); the last answer stays on screen meanwhile.
 */
export function useContestTurnout(contestId: string, version: string, enabled: boolean) {
  return useQuery({
    queryKey: [...organizerKeys.contest(contestId), 'turnout', version],
    queryFn: () => hostClient.send<TurnoutAnswer>(routeAddress(API_ROUTES.turnout, { contest: contestId }), {}),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Remind the channel: the server queues it, or refuses (429) with `retryAt` within 10 minutes of the last one. */
export function useRemindChannel(contestId: string) {
  return useMutation({
    mutationFn: () =>
      hostClient.send<RemindAnswer>(routeAddress(API_ROUTES.discordRemind, { contest: contestId }), {
        method: 'POST',
      }),
  });
}

/** The time a refused reminder may go again, from the refusal's data (ISO), if it says. */
export function remindRetryAt(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { retryAt?: unknown } } } | null)?.response?.data;
  return typeof data?.retryAt === 'string' ? data.retryAt : undefined;
}
