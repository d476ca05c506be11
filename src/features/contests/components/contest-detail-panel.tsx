import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { useContest } from '../api/contests';
import { useContestMemes } from '../api/memes';
import { useContestPlayers } from '../api/players';
import { useContestVotes } from '../api/votes';
import { contestProgress } from '../contest-progress';
import { useLiveContest } from '../hooks/use-live-contest';
import { useReportError } from '@/lib/use-report-error';
import { contestMessages } from '../messages';
import { ContestEditForm } from './contest-edit-form';
import { ContestHeader } from './contest-header';
import { MemesColumn } from './memes-column';
import { PlayersColumn } from './players-column';

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 403;
}

/**
 * One contest on the dashboard. Whatever the number of players, memes and votes, it costs four requests
 * (contest, players, memes, votes, sent in parallel) plus one realtime connection.
 */
export function ContestDetailPanel({ contestId }: { contestId: string }) {
  const contestQuery = useContest(contestId);
  const playersQuery = useContestPlayers(contestId);
  const memesQuery = useContestMemes(contestId);
  const votesQuery = useContestVotes(contestId);
  useLiveContest(contestId);

  useReportError(
    contestQuery.error && !isNotFound(contestQuery.error) ? contestQuery.error : null,
    contestMessages.unavailable,
  );
  useReportError(playersQuery.error, contestMessages.loadPlayersFailed);
  useReportError(memesQuery.error, contestMessages.loadMemesFailed);
  useReportError(votesQuery.error, contestMessages.loadVotesFailed);

  const contest = contestQuery.data;
  if (!contest) {
    if (contestQuery.isPending) return <LoadingState label="Loading contest…" />;
    return <ContestUnavailable />;
  }

  const progress =
    memesQuery.data && votesQuery.data ? contestProgress(memesQuery.data, votesQuery.data) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <ContestHeader contest={contest} progress={progress} />
      <ContestEditForm contest={contest} />
      <div className="grid gap-6 xl:grid-cols-2">
        <PlayersColumn contest={contest} playersQuery={playersQuery} progress={progress} />
        <MemesColumn
          contest={contest}
          memesQuery={memesQuery}
          votesQuery={votesQuery}
          players={playersQuery.data}
          progress={progress}
        />
      </div>
    </div>
  );
}

function ContestUnavailable() {
  return (
    <section className="rounded-2xl border border-border bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">Contest unavailable</h1>
      <p className="mt-3 text-muted">{contestMessages.unavailable}</p>
      <Link to={paths.dashboard} className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to your contests
      </Link>
    </section>
  );
}
