import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PhaseBadge } from '@/components/ui/phase-badge';
import { CONTESTS_PER_ORGANIZER } from '@/config/limits';
import { contestPath } from '@/config/routes';
import type { Translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { serverMessage } from '@/lib/errors/server-messages';
import { useHostSession } from '@/lib/session/host-session';
import { APP_PATHS } from '@contract/routes.js';
import { contestDisplayName } from '../messages';
import { QueryList } from './query-list';

interface ContestSidebarProps {
  id: string;
  className?: string;
  contestsQuery: UseQueryResult<ContestRecord[]>;
  atLimit: boolean;
  /** True while the narrow-screen slide-over is closed: the list is kept (for its slide-in) but inert. */
  hidden?: boolean;
}

function remainingText(t: Translate, remaining: number): string {
  if (remaining <= 0) return t('dashboard.limitReached');
  return t('dashboard.contestsRemaining', { n: remaining });
}

export function ContestSidebar({ id, className = '', contestsQuery, atLimit, hidden = false }: ContestSidebarProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { logout } = useHostSession();
  const limitHintId = useId();
  const contests = contestsQuery.data;

  const handleLogout = () => {
    logout();
    // Nothing of this organizer's data stays in memory for the next one.
    queryClient.removeQueries();
  };

  return (
    <nav
      id={id}
      aria-label={t('dashboard.overviewTitle')}
      // inert takes it out of the tab order and the accessibility tree; aria-hidden says the same to tools that
      // do not know inert.
      inert={hidden}
      aria-hidden={hidden || undefined}
      className={`flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-xl lg:shadow-none ${className}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{t('dashboard.overviewTitle')}</h2>
          {contests ? (
            <p className="text-sm text-muted">{remainingText(t, CONTESTS_PER_ORGANIZER - contests.length)}</p>
          ) : null}
        </div>
        <Button
          variant="success"
          size="sm"
          onClick={() => navigate(APP_PATHS.createContest)}
          disabled={!contests || atLimit}
          title={atLimit ? serverMessage(t, 'contestLimit') : undefined}
          aria-describedby={atLimit ? limitHintId : undefined}
        >
          {t('dashboard.new')}
        </Button>
        {atLimit ? (
          <span id={limitHintId} hidden>
            {serverMessage(t, 'contestLimit')}
          </span>
        ) : null}
      </div>

      <QueryList
        query={contestsQuery}
        loadingLabel={t('dashboard.loadingContests')}
        failedMessage={t('dashboard.loadContestsFailed')}
        emptyMessage={t('dashboard.emptyList')}
        emptyAction={
          atLimit ? null : (
            <Link to={APP_PATHS.createContest} className={buttonClasses('primary', 'sm')}>
              {t('dashboard.emptyListAction')}
            </Link>
          )
        }
        className="mt-4 flex-1"
      >
        {(contests) => (
          <ul className="flex flex-col gap-2">
            {contests.map((contest) => (
              <li key={contest.id}>
                <NavLink
                  to={contestPath(contest.id)}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors ${
                      isActive
                        ? 'border-brand bg-brand/15 text-white'
                        : 'border-transparent bg-surface-raised/60 text-slate-200 hover:border-border'
                    }`
                  }
                >
                  <span className="min-w-0 truncate font-medium">{contestDisplayName(t, contest)}</span>
                  <span className="shrink-0 whitespace-nowrap">
                    <PhaseBadge status={contest.status} />
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </QueryList>

      <Button variant="ghost" size="sm" className="mt-4 self-start" onClick={handleLogout}>
        {t('dashboard.logOut')}
      </Button>
    </nav>
  );
}
