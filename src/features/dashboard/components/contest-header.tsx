import { Button } from '@/components/ui/button';
import { PhaseBadge } from '@/components/ui/phase-badge';
import { Spinner } from '@/components/ui/spinner';
import { nextPhase, PHASE_LABELS } from '@/lib/contest-phases';
import { formatDateTime } from '@/lib/format';
import { notifySuccess, reportError } from '@/lib/notify';
import type { ContestRecord } from '@/lib/records';
import { useAdvanceContest } from '../api/contests';
import { canAdvanceFrom, type ContestProgress } from '../contest-progress';
import { advanceConfirmation, advancedMessage, contestDisplayName, contestMessages } from '../messages';
import { confirmAction } from '../confirm';

interface ContestHeaderProps {
  contest: ContestRecord;
  /** Undefined while memes or votes are loading: the button then waits. */
  progress: ContestProgress | undefined;
}

function advanceHint(status: string, progress: ContestProgress | undefined): string | undefined {
  if (!progress) return undefined;
  if (status === 'participation' && progress.memeCount === 0) return 'Waiting for the first meme.';
  if (status === 'vote' && progress.memesWithoutVotes > 0) return 'Every meme needs at least one vote.';
  return undefined;
}

export function ContestHeader({ contest, progress }: ContestHeaderProps) {
  const advance = useAdvanceContest();
  const next = nextPhase(contest.status);
  const created = formatDateTime(contest.created) ?? 'Unknown date';

  const handleAdvance = () => {
    if (!next) return;
    const label = PHASE_LABELS[next];
    if (!confirmAction(advanceConfirmation(label))) return;
    advance.mutate(
      { contestId: contest.id, status: next },
      {
        onSuccess: () => notifySuccess(advancedMessage(label)),
        onError: (error) => reportError(error, contestMessages.advanceFailed),
      },
    );
  };

  const hint = next ? advanceHint(contest.status, progress) : undefined;

  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-bold">{contestDisplayName(contest)}</h1>
          <PhaseBadge status={contest.status} />
        </div>
        <p className="mt-1 text-sm text-muted">Created on {created}</p>
        {contest.description ? <p className="mt-3 whitespace-pre-line text-slate-300">{contest.description}</p> : null}
      </div>
      <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
        {next ? (
          <Button
            onClick={handleAdvance}
            disabled={advance.isPending || !progress || !canAdvanceFrom(contest.status, progress)}
          >
            {advance.isPending ? (
              <>
                <Spinner />
                Advancing…
              </>
            ) : (
              `Advance to ${PHASE_LABELS[next]}`
            )}
          </Button>
        ) : (
          <Button disabled>Final phase reached</Button>
        )}
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </div>
    </header>
  );
}
