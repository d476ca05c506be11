import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess, reportError } from '@/lib/notify';
import { deleteMeme } from '@/features/participation/api/own-memes';
import { memeMessages } from '@/features/participation/messages';
import { playerKeys } from '@/lib/query-keys';

/** Removes one of the player's memes (participation only; the server refuses it in later phases). */
export function useRemoveMeme(playerId: string, contestId: string) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: deleteMeme,
    onSuccess: async () => {
      notifySuccess(memeMessages.removed);
      await queryClient.invalidateQueries({ queryKey: playerKeys.ownMemes(playerId, contestId) });
    },
    onError: (error) => reportError(error, memeMessages.deleteFallback),
  });
  return {
    remove: (memeId: string) => removal.mutate(memeId),
    /** The meme being removed right now, if any. */
    removingId: removal.isPending ? removal.variables : undefined,
  };
}
