import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ParticipationView } from '@/features/participation';
import { PlayerPage } from '@/features/player';
import { VoteView } from '@/features/voting';

// The results view (podium, rankings) loads with the results phase: a page in participation or the vote never needs
// it, and the results request itself starts before the scripts run (docs/architecture.md#first-paint).
const ResultsView = lazy(() =>
  import('@/features/results/components/results-view').then((module) => ({ default: module.ResultsView })),
);

const phaseViews = { participation: ParticipationView, vote: VoteView, results: ResultsView };

/** /player/{playerId}?token=…: a player's personal page (docs/product/player.md#player-link). */
export function Component() {
  const { playerId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A new link (another player or token) starts a fresh session state.
  return <PlayerPage key={`${playerId}:${token ?? ''}`} playerId={playerId} token={token} phaseViews={phaseViews} />;
}
