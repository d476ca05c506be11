import { lazy, Suspense, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { PLAYER_PHASE_VIEWS, type PlayerPhaseView } from '@/app/player-phase-views';
import { PlayerPage, type PlayerPhaseViewProps } from '@/features/player';
import { loadCatalogAreas } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { ContestStatus } from '@/lib/records';

/**
 * A phase's view made lazy: its code and its texts load when the page first shows the phase (index.html has
 * usually preloaded both), and until both are there the page shows the view's loading label, never a text's key.
 * Texts that cannot download show the screen's error, as a route's do.
 */
function lazyPhaseView({ load, areas, loadingLabel }: PlayerPhaseView): ComponentType<PlayerPhaseViewProps> {
  const LazyView = lazy(async () => {
    const [view] = await Promise.all([load(), loadCatalogAreas(areas)]);
    return { default: view };
  });
  return function PhaseView(props: PlayerPhaseViewProps) {
    const t = useT();
    return (
      <Suspense fallback={<LoadingState label={t(loadingLabel)} />}>
        <LazyView {...props} />
      </Suspense>
    );
  };
}

const phaseViews = Object.fromEntries(
  Object.entries(PLAYER_PHASE_VIEWS).map(([phase, view]) => [phase, lazyPhaseView(view)]),
) as Record<ContestStatus, ComponentType<PlayerPhaseViewProps>>;

/** /player/{playerId}?token=…: a player's personal page (docs/product/player.md#player-link). */
export function Component() {
  const { playerId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A new link (another player or token) starts a fresh session state.
  return <PlayerPage key={`${playerId}:${token ?? ''}`} playerId={playerId} token={token} phaseViews={phaseViews} />;
}
