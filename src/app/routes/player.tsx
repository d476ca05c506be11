import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { ParticipationView } from '@/features/participation';
import { PlayerPage, type PlayerPhaseViewProps } from '@/features/player';
import { VoteView } from '@/features/voting';
import { useT } from '@/i18n/use-t';

// The results view comes with the results phase only, so a link in participation or vote does not load it; on a link
// in results, index.html preloads it as soon as the sign-in says so (scripts/vite/first-paint.ts), with the results.
const LazyResultsView = lazy(() => import('@/features/results').then((module) => ({ default: module.ResultsView })));

function ResultsPhaseView(props: PlayerPhaseViewProps) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingState label={t('results.loading')} />}>
      <LazyResultsView {...props} />
    </Suspense>
  );
}

const phaseViews = { participation: ParticipationView, vote: VoteView, results: ResultsPhaseView };

/** /player/{playerId}?token=…: a player's personal page (docs/product/player.md#player-link). */
export function Component() {
  const { playerId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A new link (another player or token) starts a fresh session state.
  return <PlayerPage key={`${playerId}:${token ?? ''}`} playerId={playerId} token={token} phaseViews={phaseViews} />;
}
