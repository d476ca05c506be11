import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveVote, type BoardMeme } from '@/features/voting/api/voting';
import { t } from '@/i18n/i18n';
import { playerKeys } from '@/lib/data/query-keys';
import { notifySuccess } from '@/lib/errors/notify';
import { reportPlayerError } from '@/lib/errors/player-errors';

/** Saves a score and puts it straight into the cached board, so no reload is needed. */
export function useSaveVote(playerId: string, contestId: string) {
  const queryClient = useQueryClient();
  const queryKey = playerKeys.voteBoard(playerId, contestId);
  return useMutation({
    mutationFn: saveVote,
    onSuccess: ({ meme, score, created }) => {
      queryClient.setQueryData<BoardMeme[]>(queryKey, (memes) =>
        memes?.map((row) => (row.id === meme ? { ...row, score } : row)),
      );
      // The server says which it was: a vote cast on another device is updated here, not created again.
      notifySuccess(created ? t('voting.saved') : t('voting.updated'));
    },
    onError: (error) => {
      reportPlayerError(error, t('voting.saveFallback'));
      // The player's votes may have changed elsewhere (another device): reload the board.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
