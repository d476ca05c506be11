// The vote board's state: the memes to score in this player's order, their votes, the meme on screen, and
// moving and scoring. The view (components/vote-view.tsx) only shows it.
//
// One tap per meme: a score saves, and after a short beat the board moves on to the next meme not scored yet, or
// to the done state when there is none. A save that fails stays on its meme.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { voteBoardQueryOptions } from '@/features/voting/api/voting';
import { useSaveVote } from '@/features/voting/hooks/use-save-vote';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, PlayerRecord } from '@/lib/data/records';
import { useReportPlayerError } from '@/lib/errors/player-errors';

/**
 * How long a saved score stays on screen before the next meme comes: long enough to see which button took, short
 * enough that scoring a contest stays one tap per meme.
 */
export const ADVANCE_BEAT_MS = 450;

/**
 * Where the player is: a meme they chose (`id`), the next one not scored after a meme they just scored (`after`),
 * or, at first, the first one not scored yet. With nothing left to score, the last two are the done state.
 */
type Position = { id: string } | { after: string } | null;

/** The first meme after `index` (wrapping around) that has no score, if any. */
function nextUnscored<T extends { id: string }>(memes: readonly T[], scores: ReadonlyMap<string, number>, index = -1) {
  for (let step = 1; step <= memes.length; step += 1) {
    const meme = memes[(index + step + memes.length) % memes.length]!;
    if (!scores.has(meme.id)) return meme;
  }
  return undefined;
}

export function useVoteBoard(player: PlayerRecord, contest: ContestRecord) {
  const t = useT();
  const boardQuery = useQuery(voteBoardQueryOptions(player.id, contest.id));
  useReportPlayerError(boardQuery.error, t('voting.memesFallback'));

  // In the player's order already (voteBoardQueryOptions).
  const memes = useMemo(() => boardQuery.data ?? [], [boardQuery.data]);
  /** The player's score on each meme they have scored. */
  const scores = useMemo(
    () => new Map(memes.filter((meme) => meme.score > 0).map((meme) => [meme.id, meme.score] as const)),
    [memes],
  );

  const [position, setPosition] = useState<Position>(null);
  const saveVote = useSaveVote(player.id, contest.id);

  // A chosen meme that left the contest (removed by the organizer) counts as no choice.
  const chosen = position && 'id' in position ? memes.find((meme) => meme.id === position.id) : undefined;
  const afterIndex = position && 'after' in position ? memes.findIndex((meme) => meme.id === position.after) : -1;
  const current = chosen ?? nextUnscored(memes, scores, afterIndex);
  const index = current ? memes.indexOf(current) : -1;
  const loaded = boardQuery.isSuccess;
  const ready = loaded && current !== undefined;
  /** Every meme has the player's score, and they have not gone back to one. */
  const done = loaded && memes.length > 0 && current === undefined;

  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  /** Shows a meme; any move the player makes cancels a pending move on. */
  const select = (memeId: string) => {
    clearTimeout(advanceTimer.current);
    setPosition({ id: memeId });
  };
  /** After the beat, moves on from `memeId`, unless the player went elsewhere meanwhile. */
  const advanceAfterBeat = (memeId: string) => {
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => {
      setPosition((now) => (now && 'id' in now && now.id === memeId ? { after: memeId } : now));
    }, ADVANCE_BEAT_MS);
  };

  const move = (step: number) => {
    if (memes.length === 0) return;
    // From the done state, forward starts at the first meme and back at the last.
    const from = current ? index : step > 0 ? -1 : memes.length;
    const next = memes[(from + step + memes.length) % memes.length];
    if (next) select(next.id);
  };
  /** Saves `score` for a meme (the one on screen, or the one a failed save was for), then moves on. */
  const scoreMeme = (memeId: string, value: number) => {
    if (saveVote.isPending) return;
    // Stays on this meme while it saves, and after a failure, with its retry.
    select(memeId);
    if (scores.get(memeId) === value) {
      // The same score again: nothing to save, on to the next one.
      advanceAfterBeat(memeId);
      return;
    }
    saveVote.mutate({ memeId, score: value }, { onSuccess: () => advanceAfterBeat(memeId) });
  };
  const score = (value: number) => {
    if (ready) scoreMeme(current.id, value);
  };

  return {
    boardQuery,
    memes,
    scores,
    current,
    index,
    ready,
    done,
    saveVote,
    move,
    score,
    scoreMeme,
    select,
    /** The meme the player will most likely see next: its image can load ahead. */
    upcoming: current ? nextUnscored(memes, scores, index) : undefined,
  };
}
