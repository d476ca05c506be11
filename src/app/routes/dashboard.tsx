import { useMatch, useParams } from 'react-router';
import { paths } from '@/config/routes';
import { DashboardScreen, type DashboardView } from '@/features/dashboard/components/dashboard-screen';

export function Component() {
  const { contestId } = useParams();
  const creating = useMatch(paths.createContest) !== null;
  const view: DashboardView = creating
    ? { kind: 'create' }
    : contestId
      ? { kind: 'contest', contestId }
      : { kind: 'overview' };
  return <DashboardScreen view={view} />;
}
