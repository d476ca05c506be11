import { useParams, useSearchParams } from 'react-router';
import { phaseViews } from '@/app/lazy-phase-views';
import { PlayerPage } from '@/features/player';

/** /player/{playerId}?token=…: a player's personal page (docs/product/player.md#player-link). */
export function Component() {
  const { playerId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A new link (another player or token) starts a fresh session state.
  return <PlayerPage key={`${playerId}:${token ?? ''}`} playerId={playerId} token={token} phaseViews={phaseViews} />;
}
