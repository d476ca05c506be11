import { useParams } from 'react-router';
import { PublicResultsPage } from '@/features/results/public-page';

/** /results/{contestId}: a contest's shared results, for anyone. */
export function Component() {
  const { contestId = '' } = useParams();
  return <PublicResultsPage key={contestId} contestId={contestId} />;
}
