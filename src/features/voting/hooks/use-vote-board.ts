// The vote board's state: the memes to score in this player's order, their votes, the meme on screen, and
// moving and scoring. The view (components/vote-view.tsx) only shows it.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContestRecord, PlayerRecord } from '@/lib/records';
import { useReportPlayerError } from '@/lib/player-errors';
import { ownVotesQueryOptions, votableMemesQueryOptions } from '@/features/voting/api/voting';
import { votingMessages } from '@/features/voting/messages';
import { useSaveVote } from '@/features/voting/hooks/use-save-vote';
import { playerVoteOrder } from '@/features/voting/vote-order';

export function useVoteBoard(player: PlayerRecord, contest: ContestRecord) {
  const memesQuery = useQuery(votableMemesQueryOptions(player.id, contest.id));
  const votesQuery = useQuery(ownVotesQueryOptions(player.id, contest.id));
  useReportPlayerError(memesQuery.error, votingMessages.memesFallback);
  useReportPlayerError(votesQuery.error, votingMessages.votesFallback);

  const memes = useMemo(() => playerVoteOrder(memesQuery.data ?? [], player.id), [memesQuery.data, player.id]);
  const votesByMeme = useMemo(
    () => new Map((votesQuery.data ?? []).map((vote) => [vote.meme, vote])),
    [votesQuery.data],
  );
  const scores = useMemo(
    () => new Map([...votesByMeme].map(([memeId, vote]) => [memeId, vote.score] as const)),
    [votesByMeme],
  );

  // The meme the player moved to. Until they move, the first meme they have not scored yet.
  const [selectedId, setSelectedId] = useState<string>();
  const saveVote = useSaveVote(player.id, contest.id);

  const current =
    memes.find((meme) => meme.id === selectedId) ?? memes.find((meme) => !scores.has(meme.id)) ?? memes[0];
  const index = current ? memes.indexOf(current) : -1;
  const ready = memesQuery.isSuccess && votesQuery.isSuccess && current !== undefined;

  const move = (step: number) => {
    if (!ready) return;
    const next = memes[(index + step + memes.length) % memes.length];
    if (next) setSelectedId(next.id);
  };
  const score = (value: number) => {
    if (!ready || saveVote.isPending) return;
    // Staying on this meme once it is scored: the view never jumps on its own.
    setSelectedId(current.id);
    const existing = votesByMeme.get(current.id);
    if (existing?.score === value) return;
    saveVote.mutate({ memeId: current.id, score: value });
  };

  return { memesQuery, votesQuery, memes, scores, current, index, ready, saveVote, move, score, select: setSelectedId };
}
