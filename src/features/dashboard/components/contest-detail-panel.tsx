import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Disclosure } from '@/components/ui/disclosure';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/status-panel';
import { useT } from '@/i18n/use-t';
import { errorStatus } from '@/lib/errors/errors';
import { useReportError } from '@/lib/errors/use-report-error';
import { APP_PATHS } from '@contract/routes.js';
import { useContest } from '../api/contests';
import { useContestMemes } from '../api/memes';
import { useContestPlayers } from '../api/players';
import { useContestVoteCounts } from '../api/votes';
import { contestProgress } from '../contest-progress';
import { useLiveContest } from '../hooks/use-live-contest';
import { ContestDeadlinesForm } from './contest-deadlines-form';
import { ContestEditForm } from './contest-edit-form';
import { ContestHeader } from './contest-header';
import { ContestResultsCard, type ResultsBoardComponent } from './contest-results-card';
import { ContestSeasonCard } from './contest-season-card';
import { DeleteContestCard } from './delete-contest-card';
import { DiscordAndSharingCard } from './discord-and-sharing-card';
import { ExportButtons } from './export-buttons';
import { MemesColumn } from './memes-column';
import { PlayersColumn } from './players-column';
import { TurnoutCard } from './turnout-card';

/** The server's answer for a contest that was deleted or belongs to someone else: asking again will not help. */
function isUnavailable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 403;
}

/**
 * One contest on the dashboard. Whatever the number of players, memes and votes, it costs five requests
 * (contest, players, memes and the two vote counts, sent in parallel) plus one realtime connection; during the
 * vote, the two vote counts again every few seconds.
 */
export function ContestDetailPanel({
  contestId,
  resultsBoard,
}: {
  contestId: string;
  resultsBoard: ResultsBoardComponent;
}) {
  const t = useT();
  const contestQuery = useContest(contestId);
  const playersQuery = useContestPlayers(contestId);
  const memesQuery = useContestMemes(contestId);
  const votesQuery = useContestVoteCounts(contestId, { whileVoting: contestQuery.data?.status === 'vote' });
  useLiveContest(contestId);

  // A missing contest has its own panel; any other failure (network, server) is reported and can be retried.
  const loadFailure = contestQuery.error && !isUnavailable(contestQuery.error) ? contestQuery.error : null;
  useReportError(loadFailure, t('dashboard.loadContestsFailed'));
  useReportError(playersQuery.error, t('dashboard.loadPlayersFailed'));
  useReportError(memesQuery.error, t('dashboard.loadMemesFailed'));
  useReportError(votesQuery.error, t('dashboard.loadVotesFailed'));

  const contest = contestQuery.data;
  const title = <PageTitle title={contest?.name ?? t('dashboard.contest')} />;
  if (!contest) {
    if (contestQuery.isPending) {
      return (
        <>
          {title}
          <LoadingState label={t('dashboard.loadingContest')} />
        </>
      );
    }
    if (loadFailure) {
      return (
        <>
          {title}
          <ErrorPanel
            title={t('dashboard.loadContestsFailed')}
            headingLevel="h1"
            onRetry={() => void contestQuery.refetch()}
            actions={<BackToContestsLink />}
          />
        </>
      );
    }
    return (
      <>
        {title}
        <ContestUnavailable />
      </>
    );
  }

  // What the turnout counts changed when any of these did: its card reads it again then.
  const votesGiven = [...(votesQuery.data?.byPlayer.values() ?? [])].reduce((sum, votes) => sum + votes, 0);
  // Read once all three are there, so a panel's first load costs one turnout request, not one per list arriving.
  const turnoutVersion =
    playersQuery.data && memesQuery.data && votesQuery.data
      ? `${playersQuery.dataUpdatedAt}:${memesQuery.dataUpdatedAt}:${votesGiven}`
      : undefined;
  const progress = memesQuery.data && votesQuery.data ? contestProgress(memesQuery.data, votesQuery.data) : undefined;
  const players = <PlayersColumn contest={contest} playersQuery={playersQuery} progress={progress} />;
  const memes = (
    <MemesColumn
      contest={contest}
      memesQuery={memesQuery}
      votesQuery={votesQuery}
      players={playersQuery.data}
      progress={progress}
    />
  );

  // What the organizer does next comes first: inviting during participation, the memes still waiting for a vote
  // during the vote, the winners in results. Settings are folded away and deleting sits last inside them.
  return (
    <div className="flex flex-col gap-6">
      {title}
      <ContestHeader contest={contest} progress={progress} playerCount={playersQuery.data?.length} />
      {contest.status !== 'results' ? <TurnoutCard contest={contest} version={turnoutVersion} /> : null}
      {contest.status === 'results' ? (
        <ContestResultsCard
          contestName={contest.name}
          memes={memesQuery.data}
          players={playersQuery.data}
          board={resultsBoard}
        />
      ) : null}
      {contest.status === 'results' ? (
        <Card title={t('dashboard.resultsExportTitle')} description={t('dashboard.resultsExportHint')}>
          <div className="mt-4">
            <ExportButtons target={{ kind: 'contest', id: contest.id, name: contest.name }} />
          </div>
        </Card>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {contest.status === 'vote' ? (
          <>
            {memes}
            {players}
          </>
        ) : (
          <>
            {players}
            {memes}
          </>
        )}
      </div>
      <Disclosure summary={t('dashboard.settingsSummary')} hint={t('dashboard.settingsHint')}>
        <ContestEditForm contest={contest} />
        <ContestSeasonCard contest={contest} />
        {contest.status !== 'results' ? <ContestDeadlinesForm key={contest.id} contest={contest} /> : null}
        <DiscordAndSharingCard key={`discord-${contest.id}`} contest={contest} />
        <DeleteContestCard contest={contest} />
      </Disclosure>
    </div>
  );
}

function ContestUnavailable() {
  const t = useT();
  return (
    <section className="rounded-2xl border border-border bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">{t('dashboard.unavailableTitle')}</h1>
      <p className="mt-3 text-muted">{t('dashboard.unavailable')}</p>
      <BackToContestsLink className="mt-6" />
    </section>
  );
}

function BackToContestsLink({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link to={APP_PATHS.dashboard} className={buttonClasses('secondary', 'md', className)}>
      {t('dashboard.backToContests')}
    </Link>
  );
}
