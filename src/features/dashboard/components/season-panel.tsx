import { useId, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Disclosure } from '@/components/ui/disclosure';
import { PageTitle } from '@/components/ui/page-title';
import { PhaseBadge } from '@/components/ui/phase-badge';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/status-panel';
import { contestPath, publicSeasonLink } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import type { ContestStatus } from '@/lib/data/records';
import { formatDate } from '@/lib/display/format';
import { errorStatus, isTransientFailure } from '@/lib/errors/errors';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { useReportError } from '@/lib/errors/use-report-error';
import type { SeasonAnswer } from '@contract/answers.js';
import { APP_PATHS } from '@contract/routes.js';
import { useDeleteSeason, useSeasonAnswer, useShareSeason, useUpdateSeason } from '../api/seasons';
import { useCopyLink } from '../hooks/use-copy-link';
import { ExportButtons } from './export-buttons';
import { LinkField } from './link-field';
import { SeasonForm } from './season-form';

/** The leaderboard and hall of fame as the public season page draws them; the app hands it to the dashboard. */
export type SeasonBoardComponent = ComponentType<{ answer: SeasonAnswer }>;

/**
 * A season on the dashboard (docs/product/organizer.md#the-season-screen): its leaderboard and hall of fame, its
 * contests, sharing, exports, and, folded away, renaming and deleting. One request: the season's answer.
 */
export function SeasonPanel({ seasonId, board: Board }: { seasonId: string; board: SeasonBoardComponent }) {
  const t = useT();
  const answerQuery = useSeasonAnswer(seasonId);
  const loadFailure = answerQuery.error && isTransientFailure(answerQuery.error) ? answerQuery.error : null;
  useReportError(loadFailure, t('dashboard.seasonLoadFailed'));
  const answer = answerQuery.data;

  if (!answer) {
    if (answerQuery.isPending) return <LoadingState label={t('dashboard.loadingSeason')} />;
    if (loadFailure) {
      return (
        <ErrorPanel
          title={t('dashboard.seasonLoadFailed')}
          headingLevel="h1"
          onRetry={() => void answerQuery.refetch()}
          actions={<BackLink />}
        />
      );
    }
    // 404 (deleted, or not this organizer's) and any other refusal read the same.
    return (
      <section className="rounded-2xl border border-border bg-surface p-8 text-center">
        <PageTitle title={t('dashboard.seasonUnavailableTitle')} />
        <h1 className="text-2xl font-bold">{t('dashboard.seasonUnavailableTitle')}</h1>
        <p className="mt-3 text-muted">
          {errorStatus(answerQuery.error) === 404 ? t('dashboard.seasonUnavailable') : t('dashboard.seasonLoadFailed')}
        </p>
        <BackLink className="mt-6" />
      </section>
    );
  }

  const { season } = answer;
  const ends = formatDate(season.ends);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={season.name} />
      <header className="space-y-1">
        <p className="text-sm font-semibold tracking-wide text-brand-soft uppercase">{t('dashboard.seasonKicker')}</p>
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{season.name}</h1>
        <p className="text-sm text-muted">
          {[
            ends ? t('dashboard.seasonEndsOn', { date: ends }) : t('dashboard.seasonNoEnd'),
            season.shared ? t('dashboard.seasonIsPublic') : t('dashboard.seasonIsPrivate'),
          ].join(' · ')}
        </p>
      </header>
      <Board answer={answer} />
      <SeasonContests seasonId={season.id} contests={answer.contests ?? []} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SeasonSharing season={season} />
        <Card title={t('dashboard.seasonExportTitle')} description={t('dashboard.seasonExportHint')}>
          <div className="mt-4">
            <ExportButtons target={{ kind: 'season', id: season.id, name: season.name }} />
          </div>
        </Card>
      </div>
      <Disclosure summary={t('dashboard.seasonSettings')} hint={t('dashboard.seasonSettingsHint')}>
        <SeasonRename season={season} />
        <SeasonDelete season={season} />
      </Disclosure>
    </div>
  );
}

function BackLink({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link to={APP_PATHS.dashboard} className={buttonClasses('secondary', 'md', className)}>
      {t('dashboard.backToContests')}
    </Link>
  );
}

function SeasonContests({ seasonId, contests }: { seasonId: string; contests: NonNullable<SeasonAnswer['contests']> }) {
  const t = useT();
  return (
    <Card
      title={t('dashboard.seasonContests')}
      description={t('dashboard.seasonContestsHint')}
      actions={
        <Link
          to={`${APP_PATHS.createContest}?season=${encodeURIComponent(seasonId)}`}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('dashboard.newContestInSeason')}
        </Link>
      }
    >
      {contests.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('dashboard.seasonNoContests')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {contests.map((contest) => (
            <li key={contest.id}>
              <Link
                to={contestPath(contest.id)}
                className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface-raised/60 px-4 py-3 hover:border-brand/60 focus-visible:outline-2 focus-visible:outline-brand-soft"
              >
                <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{contest.name}</span>
                <PhaseBadge status={contest.status as ContestStatus} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SeasonSharing({ season }: { season: SeasonAnswer['season'] }) {
  const t = useT();
  const share = useShareSeason();
  const copyLink = useCopyLink();
  const linkId = useId();
  // The switch shows the click at once and goes back if the server refuses it (as the results' sharing does).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const shared = clicked ?? season.shared;
  const link = publicSeasonLink(window.location.origin, season.id);

  const toggle = () => {
    setClicked(!shared);
    share.mutate(
      { seasonId: season.id, shared: !shared },
      {
        onSuccess: (saved) =>
          notifySuccess(saved.shared ? t('dashboard.seasonSharedToast') : t('dashboard.seasonUnsharedToast')),
        onError: (error) => reportError(error, t('dashboard.seasonShareFailed')),
        onSettled: () => setClicked(null),
      },
    );
  };

  return (
    <Card
      title={t('dashboard.seasonPublicPage')}
      description={shared ? t('dashboard.seasonSharedOn') : t('dashboard.seasonSharedOff')}
    >
      <label className="mt-4 flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand"
          checked={shared}
          disabled={share.isPending}
          onChange={toggle}
        />
        {t('dashboard.shareSeasonToggle')}
        {share.isPending ? <Spinner /> : null}
      </label>
      {shared ? (
        <>
          <LinkField
            id={linkId}
            label={t('dashboard.seasonPublicLink')}
            link={link}
            highlighted={Boolean(copyLink.manualText)}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void copyLink.copy(link, t('dashboard.seasonLinkCopied'), t('dashboard.copyFailed'))}
            >
              {t('dashboard.copySeasonLink')}
            </Button>
            <a href={link} target="_blank" rel="noreferrer" className={buttonClasses('ghost', 'sm')}>
              {t('dashboard.openSeasonPage')}
            </a>
          </div>
        </>
      ) : null}
    </Card>
  );
}

function SeasonRename({ season }: { season: SeasonAnswer['season'] }) {
  const t = useT();
  const update = useUpdateSeason();
  return (
    <Card title={t('dashboard.seasonRenameTitle')}>
      <div className="mt-4">
        <SeasonForm
          key={`${season.name}|${season.ends}`}
          initial={{ name: season.name, ends: season.ends }}
          submitLabel={t('dashboard.seasonSave')}
          busy={update.isPending}
          onSave={(fields) =>
            update.mutateAsync({ seasonId: season.id, fields }).then(
              () => {
                notifySuccess(t('dashboard.seasonSaved'));
                return true;
              },
              (error: unknown) => {
                reportError(error, t('dashboard.seasonSaveFailed'));
                return false;
              },
            )
          }
        />
      </div>
    </Card>
  );
}

function SeasonDelete({ season }: { season: SeasonAnswer['season'] }) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteSeason();
  const [confirm, confirmDialog] = useConfirm();
  const handleDelete = async () => {
    const confirmed = await confirm({
      title: t('dashboard.deleteSeasonTitle'),
      message: t('dashboard.deleteSeasonConfirmation', { name: season.name }),
      confirmLabel: t('dashboard.deleteSeason'),
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(season.id, {
      onSuccess: () => {
        notifySuccess(t('dashboard.seasonDeleted'));
        navigate(APP_PATHS.dashboard, { replace: true });
      },
      onError: (error) => reportError(error, t('dashboard.seasonDeleteFailed')),
    });
  };
  return (
    <Card
      title={t('dashboard.dangerZone')}
      description={t('dashboard.deleteSeasonHint')}
      className="border-red-500/30"
      actions={
        <Button
          variant="danger-quiet"
          className="border border-red-500/40"
          onClick={() => void handleDelete()}
          busy={remove.isPending}
        >
          {t('dashboard.deleteSeason')}
        </Button>
      }
    >
      {confirmDialog}
    </Card>
  );
}
