import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { failedModuleUrl, reloadIfDeploymentChanged } from '@/app/stale-deployment';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/status-panel';
import { useT } from '@/i18n/use-t';

/**
 * What a screen shows, inside the app's layout (the navigation bar stays), when its module or data failed to load:
 * after a redeploy the page reloads into the new build by itself; otherwise the error is reported and the page
 * offers to try again.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const [outcome, setOutcome] = useState<'checking' | 'reloading' | 'shown'>('checking');

  useEffect(() => {
    let cancelled = false;
    void reloadIfDeploymentChanged(error).then((reloading) => {
      if (cancelled) return;
      setOutcome(reloading ? 'reloading' : 'shown');
      if (reloading) return;
      // A module that failed to load says so in browser terms (with its address): the fallback says it better. The
      // reporter (and its toast library) loads on demand, as it stays out of the first page's scripts.
      const reported = failedModuleUrl(error) === undefined ? error : null;
      void import('@/lib/errors/notify').then(({ reportError }) => reportError(reported, t('routeError.fallback')));
    });
    return () => {
      cancelled = true;
    };
  }, [error, t]);

  if (outcome !== 'shown') return <LoadingState label={t('routeError.updating')} />;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      {/* A failed module import stays failed until the page loads again, so Try again reloads the page. */}
      <ErrorPanel title={t('routeError.title')} headingLevel="h1" onRetry={() => window.location.reload()}>
        {t('routeError.help')}
      </ErrorPanel>
    </main>
  );
}
