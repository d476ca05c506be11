import { useParams, useSearchParams } from 'react-router';
import { ParticipationView } from '@/features/participation';
import { PlayerPage } from '@/features/player';
import { ResultsView } from '@/features/results';
import { VoteView } from '@/features/voting';

const phaseViews = { participation: ParticipationView, vote: VoteView, results: ResultsView };

/** /player/{playerId}?token=…: a player's personal page (docs/product/player.md#player-link). */
export function Component() {
  const { playerId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A new link (another player or token) starts a fresh session state.
  return <PlayerPage key={`${playerId}:${token ?? ''}`} playerId={playerId} token={token} phaseViews={phaseViews} />;
}
