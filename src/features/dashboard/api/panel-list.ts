// The panel's lists of players and memes: read through their own routes (one SQL query on the server whatever the
// number of rows), and their rows removed by the organizer.
import { useMutation, useMutationState, useQueryClient, type MutationKey } from '@tanstack/react-query';
import { earlyPanelFetch } from '@/first-paint/early-requests';
import { t, type MessageId } from '@/i18n/i18n';
import { organizerKeys } from '@/lib/data/query-keys';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { hostClient } from '@/lib/session/pocketbase';

/** One of the panel's lists, at `path`. Opened at this address, index.html may have sent it already (../first-paint.ts). */
export function fetchPanelList<T>(path: string): Promise<T[]> {
  return hostClient.send<T[]>(path, { fetch: earlyPanelFetch(hostClient.authStore.token) });
}

/**
 * Removes a row of one of the lists, by id, and says so. The whole panel reloads: what the row held leaves the counts
 * too. The messages live here, not in the row's `mutate` call: the row disappears as soon as the list refreshes (or a
 * realtime event arrives), and callbacks given to `mutate` never run once it is gone.
 */
export function usePanelRemoval(
  contestId: string,
  mutationKey: MutationKey,
  remove: (id: string) => Promise<unknown>,
  messages: { removed: MessageId; failed: MessageId },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: remove,
    onSuccess: () => {
      notifySuccess(t(messages.removed));
      return queryClient.invalidateQueries({ queryKey: organizerKeys.contest(contestId) });
    },
    onError: (error) => reportError(error, t(messages.failed)),
  });
}

/** The rows whose removal (under `mutationKey`) was sent and not answered yet, by id: they show a spinner. */
export function usePendingRemovals(mutationKey: MutationKey): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
  return new Set(pending);
}
