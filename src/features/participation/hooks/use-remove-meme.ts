import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMeme } from '@/features/participation/api/own-memes';
import { t } from '@/i18n/i18n';
import { playerKeys } from '@/lib/data/query-keys';
import { notifySuccess } from '@/lib/errors/notify';
import { reportPlayerError } from '@/lib/errors/player-errors';

/** Removes one of the player's memes (participation only; the server refuses it in later phases). */
export function useRemoveMeme(playerId: string, contestId: string) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: deleteMeme,
    onSuccess: async () => {
      notifySuccess(t('participation.removed'));
      await queryClient.invalidateQueries({ queryKey: playerKeys.ownMemes(playerId, contestId) });
    },
    onError: (error) => reportPlayerError(error, t('participation.deleteFallback')),
  });
  return {
    remove: (memeId: string) => removal.mutate(memeId),
    /** The meme being removed right now, if any. */
    removingId: removal.isPending ? removal.variables : undefined,
  };
}
