import { lazy, Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressStat } from '@/components/ui/progress-stat';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { MemeStrip } from '@/features/voting/components/meme-strip';
import { ScoreButtons } from '@/features/voting/components/score-buttons';
import { VoteCardImage } from '@/features/voting/components/vote-card-image';
import { useVoteBoard } from '@/features/voting/hooks/use-vote-board';
import { useVoteShortcuts } from '@/features/voting/hooks/use-vote-shortcuts';
import { whenIdleAfterLoad } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, PlayerRecord } from '@/lib/data/records';

interface VoteViewProps {
  player: PlayerRecord | null | undefined;
  contest: ContestRecord | null | undefined;
}

/**
 * The vote phase (docs/product/player.md#vote-phase): one meme at a time, scored 1 to 10, the player's own memes left
 * out.
 */
export function VoteView({ player, contest }: VoteViewProps) {
  const t = useT();
  if (!player?.id || !contest?.id) return <ErrorPanel title={t('voting.unavailable')} />;
  return <VoteBoard player={player} contest={contest} />;
}

// The done state shows once, at the end: it loads apart from the page, fetched ahead once one meme is left and the
// page is idle.
const loadVoteDone = () => import('@/features/voting/components/vote-done');
const VoteDone = lazy(() => loadVoteDone().then((module) => ({ default: module.VoteDone })));

const arrowButtonClasses = 'h-11 w-11 shrink-0 rounded-full px-0 text-lg';

/**
 * The board fills the screen below the player's header, as a game's screen does: the progress, the strip with
 * previous and next, the meme in whatever room is left, and the scores at the bottom, at the thumb's reach (they
 * stay there, above the phone's home indicator, even when a long header pushes the page to scroll).
 */
function VoteBoard({ player, contest }: { player: PlayerRecord; contest: ContestRecord }) {
  const t = useT();
  const board = useVoteBoard(player, contest);
  const { boardQuery, memes, scores, current, index, ready, done, saveVote, move, score } = board;
  useVoteShortcuts({ enabled: ready || done, onPrevious: () => move(-1), onNext: () => move(1), onScore: score });
  const left = memes.filter((meme) => !scores.has(meme.id)).length;
  const doneIsNear = (ready || done) && left <= 1;
  useEffect(() => {
    if (doneIsNear) return whenIdleAfterLoad(() => void loadVoteDone());
  }, [doneIsNear]);

  if (boardQuery.isError) {
    return (
      <ErrorPanel title={t('voting.unavailable')} onRetry={() => void boardQuery.refetch()}>
        {/* One request brings the memes and the player's scores, so neither could load. */}
        {t('voting.memesFallback')} {t('voting.votesFallback')}
      </ErrorPanel>
    );
  }
  if (boardQuery.isPending) return <LoadingState label={t('voting.loading')} />;
  if (!ready && !done) {
    return <StatusPanel title={t('voting.nothingToVote')}>{t('voting.nothingToVoteHelp')}</StatusPanel>;
  }

  // A vote that failed on the way is not shown as saved; the same score can be sent again with one tap.
  const failedVote = saveVote.isError ? saveVote.variables : undefined;
  const savingVote = saveVote.isPending ? saveVote.variables : undefined;
  const scoredCount = memes.length - left;
  const position = current ? t('voting.memePosition', { position: index + 1, total: memes.length }) : undefined;

  return (
    <div className="flex flex-1 flex-col gap-2 sm:gap-3">
      <ProgressStat
        variant="bar"
        title={t('voting.progressTitle')}
        label={t('voting.progressLabel')}
        value={scoredCount}
        max={memes.length}
        aside={
          position ? (
            <p className="shrink-0 text-sm font-semibold text-slate-200" aria-live="polite">
              {position}
            </p>
          ) : null
        }
      />

      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => move(-1)}
          aria-label={t('voting.previous')}
          className={arrowButtonClasses}
        >
          <span aria-hidden="true">←</span>
        </Button>
        <MemeStrip memes={memes} currentId={current?.id} scores={scores} onSelect={board.select} />
        <Button
          variant="secondary"
          onClick={() => move(1)}
          aria-label={t('voting.next')}
          className={arrowButtonClasses}
        >
          <span aria-hidden="true">→</span>
        </Button>
      </div>

      {done || !current || !position ? (
        <Suspense fallback={<LoadingState label={t('voting.loading')} />}>
          <VoteDone contest={contest} memes={memes} scores={scores} onSelect={board.select} />
        </Suspense>
      ) : (
        <section aria-label={position} className="flex flex-1 flex-col gap-2 sm:gap-3">
          <VoteCardImage
            meme={current}
            alt={position}
            score={scores.get(current.id)}
            upcoming={board.upcoming}
            onNext={() => move(1)}
            onPrevious={() => move(-1)}
          />

          <div className="sticky bottom-0 -mx-4 space-y-2 bg-background/95 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:px-0 sm:pb-4">
            {failedVote && failedVote.memeId === current.id ? (
              <div
                role="alert"
                className="flex items-center justify-between gap-3 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-1.5 text-sm text-red-100"
              >
                <span>{t('voting.notSaved', { score: failedVote.score })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  className="min-h-11 shrink-0"
                  onClick={() => board.scoreMeme(failedVote.memeId, failedVote.score)}
                >
                  {t('voting.retrySave')}
                </Button>
              </div>
            ) : null}
            <ScoreButtons
              selected={scores.get(current.id)}
              saving={savingVote?.memeId === current.id ? savingVote.score : undefined}
              disabled={saveVote.isPending}
              onScore={score}
            />
            <p className="hidden text-center text-xs text-muted sm:block">{t('voting.hint')}</p>
          </div>
        </section>
      )}
    </div>
  );
}
