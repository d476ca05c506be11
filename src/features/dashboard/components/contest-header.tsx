import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { PhaseBadge } from '@/components/ui/phase-badge';
import { Spinner } from '@/components/ui/spinner';
import type { Translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { formatDateTime } from '@/lib/display/format';
import { nextPhase, phaseLabel } from '@/lib/domain/contest-phases';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { useAdvanceContest } from '../api/contests';
import { canAdvanceFrom, nextStepText, type ContestProgress } from '../contest-progress';
import { contestDisplayName } from '../messages';
import { RunAgain } from './run-again';
import { ShareResultsNow } from './share-results-now';

interface ContestHeaderProps {
  contest: ContestRecord;
  /** Undefined while memes or votes are loading: the button then waits. */
  progress: ContestProgress | undefined;
  /** The contest's players, once loaded: in results, how many "Run it again" offers to bring along. */
  playerCount?: number;
}

function advanceHint(t: Translate, status: string, progress: ContestProgress | undefined): string | undefined {
  if (!progress) return undefined;
  if (status === 'participation' && progress.memeCount === 0) return t('dashboard.waitingFirstMeme');
  if (status === 'vote' && progress.memesWithoutVotes > 0) return t('dashboard.everyMemeNeedsVote');
  return undefined;
}

export function ContestHeader({ contest, progress, playerCount }: ContestHeaderProps) {
  const t = useT();
  const advance = useAdvanceContest();
  const next = nextPhase(contest.status);
  const created = formatDateTime(contest.created) ?? t('dashboard.unknownDate');
  const [confirm, confirmDialog] = useConfirm();

  const handleAdvance = async () => {
    if (!next) return;
    const label = phaseLabel(t, next);
    const confirmed = await confirm({
      message: t('dashboard.advanceConfirmation', { phase: label }),
      title: t('dashboard.moveToPhase', { phase: label }),
      confirmLabel: t('dashboard.advanceTo', { phase: label }),
    });
    if (!confirmed) return;
    advance.mutate(
      { contestId: contest.id, status: next },
      {
        onSuccess: () => notifySuccess(t('dashboard.advanced', { label })),
        onError: (error) => reportError(error, t('dashboard.advanceFailed')),
      },
    );
  };

  const hint = next ? advanceHint(t, contest.status, progress) : undefined;

  // The next step sits under the title, on the left: the top-right corner is where notifications appear, and
  // one must never lie over the button the organizer needs next.
  return (
    <header className={`${cardClasses} flex flex-col gap-4`}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 break-words text-2xl font-bold">{contestDisplayName(t, contest)}</h1>
          <PhaseBadge status={contest.status} />
        </div>
        <p className="mt-1 text-sm text-muted">{t('dashboard.createdOn', { date: created })}</p>
        {contest.description ? <p className="mt-3 whitespace-pre-line text-slate-300">{contest.description}</p> : null}
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-surface-raised/60 p-3 sm:flex-row sm:items-center sm:p-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('dashboard.nextStep')}</p>
          <p className="text-sm text-slate-100">{nextStepText(t, contest.status, progress)}</p>
          {hint ? <p className="text-xs text-amber-200">{hint}</p> : null}
        </div>
        {next ? (
          <Button
            className="shrink-0 sm:order-first"
            onClick={() => void handleAdvance()}
            disabled={advance.isPending || !progress || !canAdvanceFrom(contest.status, progress)}
          >
            {advance.isPending ? (
              <>
                <Spinner />
                {t('dashboard.advancing')}
              </>
            ) : (
              t('dashboard.advanceTo', { phase: phaseLabel(t, next) })
            )}
          </Button>
        ) : (
          <div className="flex shrink-0 flex-wrap gap-2 sm:order-first">
            {/* In results the next step is sharing them, then the next contest of the series. */}
            <ShareResultsNow contest={contest} />
            <RunAgain contest={contest} playerCount={playerCount} />
            <Button variant="secondary" disabled>
              {t('dashboard.finalPhase')}
            </Button>
          </div>
        )}
      </div>
      {confirmDialog}
    </header>
  );
}
