// Memes of a contest for the dashboard (docs/product/requests.md#memes), through the panel's own route (the contract's
// API_ROUTES.panelMemes), one SQL query on the server whatever the number of memes. The uploader's name comes from
// the players list already loaded.
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { earlyPanelFetch } from '@/first-paint/early-requests';
import { t } from '@/i18n/i18n';
import { organizerKeys } from '@/lib/data/query-keys';
import { collections, type MemeRecord } from '@/lib/data/records';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { hostClient } from '@/lib/session/pocketbase';
import type { PanelMeme } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

/** The address of the panel's list of memes. */
export const contestMemesPath = (contestId: string) => routeAddress(API_ROUTES.panelMemes, { contest: contestId });

/** Every meme of the contest, newest first. */
export function fetchContestMemes(contestId: string): Promise<MemeRecord[]> {
  // Opened at this address, index.html may have sent it already (src/features/dashboard/first-paint.ts).
  return hostClient.send<PanelMeme[]>(contestMemesPath(contestId), {
    fetch: earlyPanelFetch(hostClient.authStore.token),
  });
}

export const contestMemesQuery = (contestId: string) =>
  queryOptions({ queryKey: organizerKeys.memes(contestId), queryFn: () => fetchContestMemes(contestId) });

export function useContestMemes(contestId: string) {
  return useQuery(contestMemesQuery(contestId));
}

/**
 * Moderation: removes a meme of the contest, with its votes; the server tells its uploader. The
 * whole panel reloads: the meme's votes leave the counts too. Messages live here, as the meme's tile is gone by then.
 */
export function useRemoveMeme(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: organizerKeys.memeRemoval(contestId),
    mutationFn: (memeId: string) => hostClient.collection(collections.memes).delete(memeId),
    onSuccess: () => {
      notifySuccess(t('dashboard.memeRemoved'));
      return queryClient.invalidateQueries({ queryKey: organizerKeys.contest(contestId) });
    },
    onError: (error) => reportError(error, t('dashboard.removeMemeFailed')),
  });
}

/** The memes of the contest whose removal was sent and not answered yet, by id: their cards show a spinner. */
export function usePendingMemeRemovals(contestId: string): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: organizerKeys.memeRemoval(contestId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
  return new Set(pending);
}
