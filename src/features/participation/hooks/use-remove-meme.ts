import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';
import { reportPlayerError } from '@/lib/player-errors';
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
    onError: (error) => reportPlayerError(error, memeMessages.deleteFallback),
  });
  return {
    remove: (memeId: string) => removal.mutate(memeId),
    /** The meme being removed right now, if any. */
    removingId: removal.isPending ? removal.variables : undefined,
  };
}
