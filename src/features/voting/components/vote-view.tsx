import { Button } from '@/components/ui/button';
import { ProgressStat } from '@/components/ui/progress-stat';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { refetchFailed } from '@/lib/query-retry';
import type { ContestRecord, PlayerRecord } from '@/lib/records';
import { MemeStrip } from '@/features/voting/components/meme-strip';
import { VoteCardImage } from '@/features/voting/components/vote-card-image';
import { ScoreButtons } from '@/features/voting/components/score-buttons';
import { memePosition, voteNotSavedMessage, votingMessages } from '@/features/voting/messages';
import { useVoteBoard } from '@/features/voting/hooks/use-vote-board';
import { useVoteShortcuts } from '@/features/voting/hooks/use-vote-shortcuts';

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
  const { memesQuery, votesQuery, memes, scores, current, index, ready, saveVote, move, score, select } = useVoteBoard(
    player,
    contest,
  );
  useVoteShortcuts({ enabled: ready, onPrevious: () => move(-1), onNext: () => move(1), onScore: score });

  if (memesQuery.isError || votesQuery.isError) {
    return (
      <ErrorPanel title={votingMessages.unavailable} onRetry={() => refetchFailed(memesQuery, votesQuery)}>
        {memesQuery.isError ? votingMessages.memesFallback : votingMessages.votesFallback}
      </ErrorPanel>
    );
  }
  if (memesQuery.isPending || votesQuery.isPending) return <LoadingState label={votingMessages.loading} />;
  if (!ready || !current) {
    return <StatusPanel title={votingMessages.nothingToVote}>{votingMessages.nothingToVoteHelp}</StatusPanel>;
  }

  // A vote that failed on the way is not shown as saved; the same score can be sent again with one tap.
  const failedVote = saveVote.isError ? saveVote.variables : undefined;
  const scoredCount = memes.filter((meme) => scores.has(meme.id)).length;
  const position = memePosition(index + 1, memes.length);

  return (
    <div className="space-y-4">
      <ProgressStat
        title={votingMessages.progressTitle}
        label={votingMessages.progressLabel}
        value={scoredCount}
        max={memes.length}
      />

      <section aria-label={position} className="space-y-3">
        <VoteCardImage meme={current} alt={position} onNext={() => move(1)} onPrevious={() => move(-1)} />

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
            {position}
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

      <MemeStrip memes={memes} currentId={current.id} scores={scores} onSelect={select} />
    </div>
  );
}
