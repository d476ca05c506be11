import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useEscapeCloses } from '@/components/ui/use-escape-closes';
import { SIDEBAR_DESKTOP_BREAKPOINT_PX } from '@/config/app-settings';
import { CONTESTS_PER_ORGANIZER } from '@/config/limits';
import { useT } from '@/i18n/use-t';
import type { UserRecord } from '@/lib/data/records';
import { useMediaQuery } from '@/lib/display/use-media-query';
import { useReportError } from '@/lib/errors/use-report-error';
import { useHostSession } from '@/lib/session/host-session';
import { useOrganizerContests } from '../api/contests';
import { ContestDetailPanel } from './contest-detail-panel';
import { ContestLimitCard } from './contest-limit-card';
import type { ResultsBoardComponent } from './contest-results-card';
import { ContestSidebar } from './contest-sidebar';
import { ContestsOverview } from './contests-overview';
import { CreateContestForm } from './create-contest-form';
import { SeasonPanel, type SeasonBoardComponent } from './season-panel';
import { SignedOutWelcome } from './signed-out-welcome';

export type DashboardView =
  | { kind: 'overview' }
  | { kind: 'contest'; contestId: string }
  | { kind: 'create' }
  | { kind: 'season'; seasonId: string };

export function DashboardScreen({
  view,
  resultsBoard,
  seasonBoard,
}: {
  view: DashboardView;
  resultsBoard: ResultsBoardComponent;
  seasonBoard: SeasonBoardComponent;
}) {
  const t = useT();
  const { ready, user } = useHostSession();
  if (!ready) {
    return (
      <main className="px-4">
        <LoadingState label={t('dashboard.loadingSession')} />
      </main>
    );
  }
  if (!user) return <SignedOutWelcome />;
  return <OrganizerDashboard user={user} view={view} resultsBoard={resultsBoard} seasonBoard={seasonBoard} />;
}

function OrganizerDashboard({
  user,
  view,
  resultsBoard,
  seasonBoard,
}: {
  user: UserRecord;
  view: DashboardView;
  resultsBoard: ResultsBoardComponent;
  seasonBoard: SeasonBoardComponent;
}) {
  const t = useT();
  const contestsQuery = useOrganizerContests(user.id);
  useReportError(contestsQuery.error, t('dashboard.loadContestsFailed'));
  const atLimit = (contestsQuery.data?.length ?? 0) >= CONTESTS_PER_ORGANIZER;

  // The narrow-screen slide-over belongs to the location it was opened at, so any navigation closes it.
  const location = useLocation();
  const [slideOverOpenAt, setSlideOverOpenAt] = useState<string | null>(null);
  const slideOverOpen = slideOverOpenAt === location.key;
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Under the breakpoint the sidebar is a slide-over; while closed it is out of the tab order and the accessibility tree.
  const isDesktop = useMediaQuery(`(min-width: ${SIDEBAR_DESKTOP_BREAKPOINT_PX}px)`);
  const sidebarHidden = !isDesktop && !slideOverOpen;

  useEscapeCloses(slideOverOpen, () => setSlideOverOpenAt(null), toggleRef);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 lg:flex lg:items-start lg:gap-6">
      <div className="relative lg:sticky lg:top-20 lg:w-80 lg:shrink-0">
        <button
          ref={toggleRef}
          type="button"
          className={buttonClasses('secondary', 'md', 'relative z-30 w-full lg:hidden')}
          aria-expanded={slideOverOpen}
          aria-controls={sidebarId}
          onClick={() => setSlideOverOpenAt(slideOverOpen ? null : location.key)}
        >
          {slideOverOpen ? t('dashboard.hideContests') : t('dashboard.showContests')}
        </button>
        {slideOverOpen ? (
          <div
            aria-hidden="true"
            className="fixed inset-0 z-20 bg-black/60 lg:hidden"
            onClick={() => setSlideOverOpenAt(null)}
          />
        ) : null}
        <ContestSidebar
          id={sidebarId}
          className={`absolute left-0 top-full z-30 mt-2 max-h-[75vh] w-full max-w-sm overflow-y-auto transition-transform duration-200 lg:visible lg:static lg:mt-0 lg:max-h-none lg:max-w-none lg:translate-x-0 lg:overflow-visible ${
            slideOverOpen ? 'visible translate-x-0' : 'invisible -translate-x-[110%]'
          }`}
          contestsQuery={contestsQuery}
          atLimit={atLimit}
          hidden={sidebarHidden}
        />
      </div>
      <main className="mt-6 min-w-0 flex-1 lg:mt-0">
        {view.kind === 'contest' ? (
          <ContestDetailPanel key={view.contestId} contestId={view.contestId} resultsBoard={resultsBoard} />
        ) : view.kind === 'season' ? (
          <SeasonPanel key={view.seasonId} seasonId={view.seasonId} board={seasonBoard} />
        ) : view.kind === 'create' ? (
          contestsQuery.isPending ? (
            <LoadingState label={t('dashboard.loadingContests')} />
          ) : atLimit ? (
            <ContestLimitCard />
          ) : (
            <CreateContestForm user={user} />
          )
        ) : (
          <ContestsOverview contests={contestsQuery.data} user={user} />
        )}
      </main>
    </div>
  );
}
