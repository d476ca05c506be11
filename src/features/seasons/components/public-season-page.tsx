import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { useT } from '@/i18n/use-t';
import { isTransientFailure } from '@/lib/errors/errors';
import { errorMessage } from '@/lib/errors/notify';
import { APP_PATHS } from '@contract/routes.js';
import { publicSeasonQueryOptions } from '../api/public-season';
import { SeasonBoard } from './season-board';
import { SeasonHeader } from './season-header';

/**
 * /seasons/{seasonId}: a season's leaderboard and hall of fame for anyone, once its organizer shares it
 * (docs/product/overview.md#public-season-page). Link previews of this address are the server's. A season that is missing or not
 * shared reads the same, so the page never tells which.
 */
export function PublicSeasonPage({ seasonId }: { seasonId: string }) {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:pt-8 lg:max-w-5xl">
      <PublicSeasonContent seasonId={seasonId} />
    </main>
  );
}

function PublicSeasonContent({ seasonId }: { seasonId: string }) {
  const t = useT();
  const season = useQuery(publicSeasonQueryOptions(seasonId));
  if (season.isPending) return <LoadingState label={t('season.loading')} />;
  if (season.isError) {
    return isTransientFailure(season.error) ? (
      <>
        <PageTitle title={t('season.unavailable')} />
        <ErrorPanel title={t('season.unavailable')} headingLevel="h1" onRetry={() => void season.refetch()}>
          {errorMessage(season.error, t('season.unreachable'))}
        </ErrorPanel>
      </>
    ) : (
      <>
        <PageTitle title={t('season.notShared')} />
        <StatusPanel
          title={t('season.notShared')}
          headingLevel="h1"
          actions={
            <Link to={APP_PATHS.home} className={buttonClasses('secondary')}>
              {t('season.goHome')}
            </Link>
          }
        >
          {t('season.notSharedDetail')}
        </StatusPanel>
      </>
    );
  }
  const answer = season.data;
  return (
    <div className="space-y-8">
      <PageTitle title={t('season.pageTitle', { name: answer.season.name })} />
      <SeasonHeader answer={answer} />
      <SeasonBoard answer={answer} wide />
      <aside
        aria-labelledby="season-host-title"
        className="flex flex-col gap-4 rounded-2xl border border-brand/50 bg-gradient-to-br from-brand/25 via-brand/10 to-transparent p-5 sm:flex-row sm:items-center sm:p-6"
      >
        <div className="min-w-0 flex-1">
          <h2 id="season-host-title" className="text-lg font-bold text-slate-50">
            {t('season.hostPitchTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-300">{t('season.hostPitch')}</p>
        </div>
        <Link to={APP_PATHS.login} className={buttonClasses('primary', 'lg', 'shrink-0')}>
          {t('season.hostYourOwn')}
        </Link>
      </aside>
    </div>
  );
}
