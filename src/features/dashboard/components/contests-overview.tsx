import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { ChevronIcon } from '@/components/ui/icons';
import { PhaseBadge } from '@/components/ui/phase-badge';
import { contestPath } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import { organizerKeys } from '@/lib/data/query-keys';
import type { ContestRecord, MemeRecord, PlayerRecord, UserRecord } from '@/lib/data/records';
import { formatDateTime } from '@/lib/display/format';
import { currentDeadline } from '@/lib/domain/deadlines';
import { APP_PATHS } from '@contract/routes.js';
import type { VoteCounts } from '../api/votes';
import { contestProgress, nextStepText } from '../contest-progress';
import { contestDisplayName } from '../messages';
import { SeasonsCard } from './seasons-card';

/**
 * The dashboard before a contest is picked: every contest with its phase, what is known of its progress and its
 * next step. Counts come from what this tab has already loaded (a contest opened earlier); the overview itself sends
 * no request beyond the contest list.
 */
export function ContestsOverview({ contests, user }: { contests: ContestRecord[] | undefined; user: UserRecord }) {
  const t = useT();
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="overview-heading" className="text-2xl font-bold">
          {t('nav.dashboard')}
        </h1>
        <Link to={APP_PATHS.createContest} className={buttonClasses('primary', 'md')}>
          {t('dashboard.createTitle')}
        </Link>
      </div>
      <p className="text-muted">{t('dashboard.selectContest')}</p>
      {contests && contests.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {contests.map((contest) => (
            <li key={contest.id}>
              <ContestSummary contest={contest} />
            </li>
          ))}
        </ul>
      ) : null}
      <SeasonsCard user={user} />
    </section>
  );
}

function ContestSummary({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const queryClient = useQueryClient();
  const players = queryClient.getQueryData<PlayerRecord[]>(organizerKeys.players(contest.id));
  const memes = queryClient.getQueryData<MemeRecord[]>(organizerKeys.memes(contest.id));
  const votes = queryClient.getQueryData<VoteCounts>(organizerKeys.votes(contest.id));
  const deadline = currentDeadline(contest);
  const facts = [
    players ? t('dashboard.playerCount', { count: players.length }) : null,
    memes ? t('dashboard.memeCount', { count: memes.length }) : null,
    votes && contest.status !== 'participation'
      ? t('dashboard.voteCount', { count: [...votes.byMeme.values()].reduce((sum, n) => sum + n, 0) })
      : null,
    deadline
      ? t(contest.status === 'vote' ? 'dashboard.voteEnds' : 'dashboard.participationEnds', {
          date: formatDateTime(deadline),
        })
      : null,
  ].filter(Boolean);
  const name = contestDisplayName(t, contest);
  return (
    <Link
      to={contestPath(contest.id)}
      className={`${cardClasses} group flex h-full items-start gap-3 transition-colors hover:border-brand/60 focus-visible:outline-2 focus-visible:outline-brand-soft`}
    >
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 break-words font-bold">{name}</span>
          <PhaseBadge status={contest.status} />
        </span>
        {facts.length ? <span className="text-sm text-muted">{facts.join(' · ')}</span> : null}
        <span className="text-sm text-slate-200">
          <span className="font-semibold text-brand-soft">{t('dashboard.next')} </span>
          {nextStepText(t, contest.status, memes && votes ? contestProgress(memes, votes) : undefined)}
        </span>
      </span>
      <ChevronIcon className="mt-1 shrink-0 text-muted transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
