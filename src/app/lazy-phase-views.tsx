// The player page's phase views, made lazy from the table in player-phase-views.ts: each view's code and texts load
// with its phase, and on a player link the phase index.html's sign-in named starts loading as soon as the player
// route's code runs. Here rather than in the route, which only reads its params and composes the page.
import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { PLAYER_PHASE_VIEWS, type PlayerPhaseView } from '@/app/player-phase-views';
import { LoadingState } from '@/components/ui/spinner';
import type { PlayerPhaseViewProps } from '@/features/player';
import { earlyContestPhase } from '@/first-paint/early-requests';
import { loadCatalogAreas } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { ContestStatus } from '@/lib/data/records';
import { isContestStatus } from '@/lib/domain/contest-phases';

type LazyPhaseView = ComponentType<PlayerPhaseViewProps> & {
  /** Starts loading the view's code and texts, if not yet started. */
  preload: () => Promise<unknown>;
};

/**
 * A phase's view made lazy: its code and its texts load when the page first shows the phase, or earlier through
 * `preload` (index.html has usually preloaded both), and until both are there the page shows the view's loading
 * label, never a text's key. A page that mounts the view once both are loaded shows it at once, in the same render
 * as its header. Texts that cannot download show the screen's error, as a route's do.
 */
function lazyPhaseView({ load, areas, loadingLabel }: PlayerPhaseView): LazyPhaseView {
  let loaded: ComponentType<PlayerPhaseViewProps> | undefined;
  let loading: Promise<ComponentType<PlayerPhaseViewProps>> | undefined;
  const preload = () => (loading ??= Promise.all([load(), loadCatalogAreas(areas)]).then(([view]) => (loaded = view)));
  const LazyView = lazy(() => preload().then((view) => ({ default: view })));
  // Memoized: the player page renders again as its first screen settles (the player and contest read again, live
  // updates starting, notices), and the phase's screen only needs to when the player or the contest it shows changed.
  const PhaseView = memo(function PhaseView(props: PlayerPhaseViewProps) {
    const t = useT();
    // Decided once per mount: turning from the lazy wrapper to the view itself would mount the view again.
    const [View] = useState(() => loaded);
    if (View) return <View {...props} />;
    return (
      <Suspense fallback={<LoadingState label={t(loadingLabel)} />}>
        <LazyView {...props} />
      </Suspense>
    );
  });
  return Object.assign(PhaseView, { preload });
}

/** The player page's view of each phase, each loaded with its phase. */
export const phaseViews = Object.fromEntries(
  Object.entries(PLAYER_PHASE_VIEWS).map(([phase, view]) => [phase, lazyPhaseView(view)]),
) as Record<ContestStatus, LazyPhaseView>;

// On a fresh page load, the view of the phase index.html's sign-in named starts loading as soon as this route's code
// runs, while the app signs in with that same answer: the page then shows it in the render that shows its header.
// A view that fails to load fails again when the page mounts it, and the screen's error shows.
void earlyContestPhase().then((phase) => {
  if (phase && isContestStatus(phase)) phaseViews[phase].preload().catch(() => undefined);
});
