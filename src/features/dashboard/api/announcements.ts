// Discord announcements and public results. The webhook is a hidden contest field that only the
// server's routes write (pb_hooks/discord.pb.js); sharing is a plain contest field the owner updates. Each change puts
// the contest's new state in the cached record at once; the delivery outcomes arrive with the contest's realtime
// updates (the server writes them on the contest).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import type { ContestRecord, DiscordDelivery } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';
import type { DiscordWebhookAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

const webhookPath = (contestId: string) => routeAddress(API_ROUTES.discordWebhook, { contest: contestId });

function useContestChange<TVariables, TResult>(
  contestId: string,
  request: (variables: TVariables) => Promise<TResult>,
  applied: (contest: ContestRecord, result: TResult, variables: TVariables) => ContestRecord,
) {
  const queryClient = useQueryClient();
  const key = organizerKeys.contestRecord(contestId);
  return useMutation({
    mutationFn: request,
    onSuccess: (result, variables) => {
      queryClient.setQueryData<ContestRecord>(key, (contest) =>
        contest ? applied(contest, result, variables) : contest,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Sets or replaces the webhook (the server checks it is one of Discord's webhook URLs). */
export function useSaveWebhook(contestId: string) {
  return useContestChange(
    contestId,
    (url: string) => hostClient.send<DiscordWebhookAnswer>(webhookPath(contestId), { method: 'PUT', body: { url } }),
    (contest, saved) => ({ ...contest, discord_webhook: saved.discord_webhook, discord_delivery: null }),
  );
}

export function useRemoveWebhook(contestId: string) {
  return useContestChange(
    contestId,
    () => hostClient.send(webhookPath(contestId), { method: 'DELETE' }),
    (contest) => ({ ...contest, discord_webhook: '', discord_delivery: null }),
  );
}

/** A POST to one of the delivery's routes, whose answer is the contest's delivery outcome from now on. */
function useDeliveryAction(contestId: string, route: string) {
  return useContestChange(
    contestId,
    () => hostClient.send<DiscordDelivery>(routeAddress(route, { contest: contestId }), { method: 'POST' }),
    (contest, outcome) => ({ ...contest, discord_delivery: { ...outcome, at: new Date().toISOString() } }),
  );
}

/** Posts a test message now; answers its outcome (sent, or refused/failed with Discord's reason). */
export function useTestWebhook(contestId: string) {
  return useDeliveryAction(contestId, API_ROUTES.discordWebhookTest);
}

/** Retry now: queues again an announcement the delivery gave up on (the server checks there is one). */
export function useRetryAnnouncement(contestId: string) {
  return useDeliveryAction(contestId, API_ROUTES.discordWebhookRetry);
}

export function useShareResults(contestId: string) {
  return useContestChange(
    contestId,
    (shared: boolean) => hostClient.collection('contests').update<ContestRecord>(contestId, { results_shared: shared }),
    (contest, saved) => ({ ...contest, results_shared: saved.results_shared, updated: saved.updated }),
  );
}
