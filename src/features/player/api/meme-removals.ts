// The notices of memes the organizer removed, which only their uploader reads (and dismisses).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { playerKeys } from '@/lib/data/query-keys';
import { collections, type MemeRemovalRecord } from '@/lib/data/records';
import { reportPlayerError } from '@/lib/errors/player-errors';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { playerClient } from '@/lib/session/pocketbase';

export const memeRemovalsQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: playerKeys.memeRemovals(playerId),
    queryFn: () =>
      playerClient.collection(collections.memeRemovals).getFullList<MemeRemovalRecord>({ sort: 'created' }),
    retry: retryTransientFailure,
  });

/** Dismisses a notice: the player has read it. */
export function useDismissMemeRemoval(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removalId: string) => playerClient.collection(collections.memeRemovals).delete(removalId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.memeRemovals(playerId) }),
    onError: (error) => reportPlayerError(error, t('player.dismissRemovalFailed')),
  });
}
