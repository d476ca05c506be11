import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';
import { reportPlayerError } from '@/lib/player-errors';
import { saveVote, type OwnVote } from '@/features/voting/api/voting';
import { votingMessages } from '@/features/voting/messages';
import { playerKeys } from '@/lib/query-keys';

/** Saves a score and puts the saved vote straight into the cached list, so no reload is needed. */
export function useSaveVote(playerId: string, contestId: string) {
  const queryClient = useQueryClient();
  const queryKey = playerKeys.ownVotes(playerId, contestId);
  return useMutation({
    mutationFn: saveVote,
    onSuccess: ({ meme, score, created }) => {
      queryClient.setQueryData<OwnVote[]>(queryKey, (votes = []) => [
        ...votes.filter((vote) => vote.meme !== meme),
        { meme, score },
      ]);
      // The server says which it was: a vote cast on another device is updated here, not created again.
      notifySuccess(created ? votingMessages.saved : votingMessages.updated);
    },
    onError: (error) => {
      reportPlayerError(error, votingMessages.saveFallback);
      // The player's votes may have changed elsewhere (another device): reload the list.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
