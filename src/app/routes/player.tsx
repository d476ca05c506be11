import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { ParticipationView } from '@/features/participation';
import { PlayerPage, type PlayerPhaseViewProps } from '@/features/player';
import { useT } from '@/i18n/use-t';

// The vote and results views come with their phase only, so a link in another phase does not load them; on a link
// in one of those phases, index.html preloads its view as soon as the sign-in says so (scripts/vite/first-paint.ts),
// with its first requests. Until a view's code is there, the page shows what the view shows until its data is.
const LazyVoteView = lazy(() => import('@/features/voting').then((module) => ({ default: module.VoteView })));
const LazyResultsView = lazy(() => import('@/features/results').then((module) => ({ default: module.ResultsView })));

function VotePhaseView(props: PlayerPhaseViewProps) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingState label={t('voting.loading')} />}>
      <LazyVoteView {...props} />
    </Suspense>
  );
}

function ResultsPhaseView(props: PlayerPhaseViewProps) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingState label={t('results.loading')} />}>
      <LazyResultsView {...props} />
    </Suspense>
  );
}

const phaseViews = { participation: ParticipationView, vote: VotePhaseView, results: ResultsPhaseView };

/** /player/{playerId}?token=…: a player's personal page (docs/product/player.md#player-link). */
export function Component() {
  const { playerId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A new link (another player or token) starts a fresh session state.
  return <PlayerPage key={`${playerId}:${token ?? ''}`} playerId={playerId} token={token} phaseViews={phaseViews} />;
}
