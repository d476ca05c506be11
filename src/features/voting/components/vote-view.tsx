import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { IMAGE_FAILED_TEXT, ImageWithFallback } from '@/components/ui/image-with-fallback';
import { ProgressStat } from '@/components/ui/progress-stat';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { THUMBS } from '@/config/limits';
import { isAnimatedMeme, memeImageUrl } from '@/lib/meme-media';
import { refetchFailed } from '@/lib/query-retry';
import type { ContestRecord, PlayerRecord } from '@/lib/records';
import { useReportError } from '@/lib/use-report-error';
import { ownVotesQueryOptions, votableMemesQueryOptions } from '@/features/voting/api/voting';
import { MemeStrip } from '@/features/voting/components/meme-strip';
import { ScoreButtons } from '@/features/voting/components/score-buttons';
import { memePosition, voteNotSavedMessage, votingMessages } from '@/features/voting/messages';
import { useSaveVote } from '@/features/voting/hooks/use-save-vote';
import { useSwipe } from '@/features/voting/hooks/use-swipe';
import { useVoteShortcuts } from '@/features/voting/hooks/use-vote-shortcuts';
import { playerVoteOrder } from '@/features/voting/vote-order';

interface VoteViewProps {
  player: PlayerRecord | null | undefined;
  contest: ContestRecord | null | undefined;
}

/** The vote phase (SPEC.md §2): one meme at a time, scored 1 to 10, the player's own memes left out. */
export function VoteView({ player, contest }: VoteViewProps) {
  if (!player?.id || !contest?.id) return <ErrorPanel title={votingMessages.unavailable} />;
  return <VoteBoard player={player} contest={contest} />;
}

function VoteBoard({ player, contest }: { player: PlayerRecord; contest: ContestRecord }) {
  const memesQuery = useQuery(votableMemesQueryOptions(player.id, contest.id));
  const votesQuery = useQuery(ownVotesQueryOptions(player.id, contest.id));
  useReportError(memesQuery.error, votingMessages.memesFallback);
  useReportError(votesQuery.error, votingMessages.votesFallback);

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
  const [previewOpen, setPreviewOpen] = useState(false);
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

  useVoteShortcuts({ enabled: ready, onPrevious: () => move(-1), onNext: () => move(1), onScore: score });
  const swipe = useSwipe({ onSwipeLeft: () => move(1), onSwipeRight: () => move(-1) });

  if (memesQuery.isError || votesQuery.isError) {
    return (
      <ErrorPanel title={votingMessages.unavailable} onRetry={() => refetchFailed(memesQuery, votesQuery)}>
        {memesQuery.isError ? votingMessages.memesFallback : votingMessages.votesFallback}
      </ErrorPanel>
    );
  }
  if (memesQuery.isPending || votesQuery.isPending) return <LoadingState label={votingMessages.loading} />;
  if (!ready) {
    return <StatusPanel title={votingMessages.nothingToVote}>{votingMessages.nothingToVoteHelp}</StatusPanel>;
  }

  // A vote that failed on the way is not shown as saved; the same score can be sent again with one tap.
  const failedVote = saveVote.isError ? saveVote.variables : undefined;
  const scoredCount = memes.filter((meme) => scores.has(meme.id)).length;
  // GIF thumbnails are still frames; the card shows the animation itself.
  const cardImage = memeImageUrl(current, isAnimatedMeme(current) ? undefined : THUMBS.large);

  return (
    <div className="space-y-4">
      <ProgressStat
        title={votingMessages.progressTitle}
        label={votingMessages.progressLabel}
        value={scoredCount}
        max={memes.length}
      />

      {/* On a phone the card (meme, position and navigation, scores) fits one screen once scrolled to, with
          the browser's bars showing (svh): every vote is a tap, never a scroll. */}
      <section aria-label={memePosition(index + 1, memes.length)} className="space-y-3">
        <div
          {...swipe.handlers}
          className="mx-auto aspect-square w-full max-w-[min(100%,calc(100svh-15rem))] touch-pan-y sm:max-w-[min(100%,48vh)]"
        >
          <button
            type="button"
            aria-label={votingMessages.openFullSize}
            onClick={() => {
              if (!swipe.swiped()) setPreviewOpen(true);
            }}
            className="block h-full w-full overflow-hidden rounded-xl bg-black/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft"
          >
            <ImageWithFallback
              key={current.id}
              src={cardImage}
              alt={memePosition(index + 1, memes.length)}
              width={900}
              height={900}
              draggable={false}
              className="h-full w-full object-contain select-none"
              fallback={
                <span
                  role="alert"
                  className="flex h-full w-full items-center justify-center p-6 text-center text-muted"
                >
                  {IMAGE_FAILED_TEXT}
                </span>
              }
            />
          </button>
        </div>

        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => move(-1)}
            aria-label={votingMessages.previous}
            className="min-h-11"
          >
            <span aria-hidden="true">←</span> Previous
          </Button>
          <p className="text-center text-sm font-semibold text-slate-200" aria-live="polite">
            {memePosition(index + 1, memes.length)}
          </p>
          <Button variant="secondary" onClick={() => move(1)} aria-label={votingMessages.next} className="min-h-11">
            Next <span aria-hidden="true">→</span>
          </Button>
        </div>

        <ScoreButtons selected={scores.get(current.id)} disabled={saveVote.isPending} onScore={score} />
        {failedVote && failedVote.memeId === current.id ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-100"
          >
            <span>{voteNotSavedMessage(failedVote.score)}</span>
            <Button variant="secondary" size="sm" className="min-h-11" onClick={() => saveVote.mutate(failedVote)}>
              {votingMessages.retrySave}
            </Button>
          </div>
        ) : null}

        <p className="hidden text-center text-xs text-muted sm:block">{votingMessages.hint}</p>
      </section>

      <MemeStrip memes={memes} currentId={current.id} scores={scores} onSelect={setSelectedId} />

      <ImagePreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        src={memeImageUrl(current)}
        alt={memePosition(index + 1, memes.length)}
      />
    </div>
  );
}
