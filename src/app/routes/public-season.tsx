import { useParams } from 'react-router';
import { PublicSeasonPage } from '@/features/seasons/public-page';

/** /seasons/{seasonId}: a season's shared leaderboard and hall of fame, for anyone. */
export function Component() {
  const { seasonId = '' } = useParams();
  return <PublicSeasonPage key={seasonId} seasonId={seasonId} />;
}
