import { useMatch, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { DashboardScreen, type DashboardView } from '@/features/dashboard/components/dashboard-screen';
import { ResultsBoard } from '@/features/results';
import { SeasonBoard } from '@/features/seasons';
import { useT } from '@/i18n/use-t';
import { APP_PATHS } from '@contract/routes.js';

export function Component() {
  const t = useT();
  const { contestId, seasonId } = useParams();
  const creating = useMatch(APP_PATHS.createContest) !== null;
  const view: DashboardView = creating
    ? { kind: 'create' }
    : seasonId
      ? { kind: 'season', seasonId }
      : contestId
        ? { kind: 'contest', contestId }
        : { kind: 'overview' };
  return (
    <>
      {/* A contest's panel titles the page with the contest's name. */}
      {view.kind === 'create' ? <PageTitle title={t('dashboard.createTitle')} /> : null}
      {view.kind === 'overview' ? <PageTitle title={t('dashboard.overviewTitle')} /> : null}
      <DashboardScreen view={view} resultsBoard={ResultsBoard} seasonBoard={SeasonBoard} />
    </>
  );
}
