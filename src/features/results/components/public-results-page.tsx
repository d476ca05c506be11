import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { publicResultsLink } from '@/config/routes';
import { publicResultsQueryOptions } from '@/features/results/api/results';
import { ResultCards } from '@/features/results/components/result-cards';
import { ResultsBoard } from '@/features/results/components/results-view';
import { ShareResultsButton } from '@/features/results/components/share-results-button';
import { contestTotals } from '@/features/results/messages';
import { followContestLanguage } from '@/i18n/language-changes';
import { useT } from '@/i18n/use-t';
import { formatDate } from '@/lib/display/format';
import { useMediaQuery } from '@/lib/display/use-media-query';
import { isTransientFailure } from '@/lib/errors/errors';
import { errorMessage } from '@/lib/errors/notify';
import { APP_PATHS } from '@contract/routes.js';

/**
 * /results/{contestId}: a contest's results for anyone, on a phone or a desktop, once its organizer
 * shares them: the players' own results board, without anyone's token, link or votes, a way to pass it on, and a way
 * to host a contest of one's own. Link previews of this address are the server's (pb_hooks/lib/routes/link_preview.js). A
 * contest that is missing, not shared or not in results reads the same, so the page never tells which.
 */
export function PublicResultsPage({ contestId }: { contestId: string }) {
  // Every state in the same frame as the player page's, so the results arriving move nothing on screen.
  // Wider on a large screen, where the contest's header stands beside the board (PublicResultsContent).
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:pt-8 lg:max-w-6xl">
      <PublicResultsContent contestId={contestId} />
    </main>
  );
}

function PublicResultsContent({ contestId }: { contestId: string }) {
  const t = useT();
  const wide = useMediaQuery('(min-width: 640px)');
  const results = useQuery(publicResultsQueryOptions(contestId));
  const contestLanguage = results.data?.contest.language;
  // The contest's language, unless the visitor picked one (docs/i18n.md).
  useEffect(() => {
    if (contestLanguage !== undefined) followContestLanguage(contestLanguage);
  }, [contestLanguage]);

  if (results.isPending) return <LoadingState label={t('results.loading')} />;
  if (results.isError) {
    return isTransientFailure(results.error) ? (
      <div className="mx-auto max-w-3xl">
        <PageTitle title={t('results.unavailable')} />
        <ErrorPanel title={t('results.unavailable')} headingLevel="h1" onRetry={() => void results.refetch()}>
          {errorMessage(results.error, t('results.publicUnreachable'))}
        </ErrorPanel>
      </div>
    ) : (
      <div className="mx-auto max-w-3xl">
        <PageTitle title={t('results.notShared')} />
        <StatusPanel
          title={t('results.notShared')}
          headingLevel="h1"
          actions={
            <Link to={APP_PATHS.login} className={buttonClasses('secondary')}>
              {t('results.hostYourOwn')}
            </Link>
          }
        >
          {t('results.notSharedDetail')}
        </StatusPanel>
      </div>
    );
  }

  const { contest, memes, players } = results.data;
  const share = (
    <ShareResultsButton url={publicResultsLink(window.location.origin, contest.id)} contestName={contest.name} />
  );
  // The podium in the first screen (docs/product/player.md#public-results-page): on a phone the share control waits
  // under the podium, and from 1024 px the header stands in a column of its own beside the board. Pinned by
  // tests/e2e/public-first-screen.spec.ts.
  return (
    <div className="space-y-6 sm:space-y-8 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-10 lg:space-y-0">
      <PageTitle title={t('results.publicTitle', { name: contest.name })} />
      <header className="space-y-2 lg:sticky lg:top-8">
        <p className="text-sm font-semibold tracking-wide text-brand-soft uppercase">{t('results.publicKicker')}</p>
        <h1 className="text-3xl font-bold break-words text-slate-50 sm:text-4xl">{contest.name}</h1>
        {contest.description ? <p className="break-words text-muted">{contest.description}</p> : null}
        <p className="text-sm font-medium text-slate-300">
          {contestTotals(t, players.length, contest.vote_count ?? 0, formatDate(contest.last_vote))}
        </p>
        {wide ? <div className="pt-2">{share}</div> : null}
      </header>
      <ResultsBoard
        memes={memes}
        players={players}
        afterPodium={
          <>
            {wide ? null : share}
            <ResultCards contestId={contest.id} contestName={contest.name} memes={memes} />
            <HostYourOwn />
          </>
        }
      />
    </div>
  );
}

/** The way from someone else's results to a contest of one's own: sign in, then create. */
function HostYourOwn() {
  const t = useT();
  return (
    <aside
      aria-labelledby="host-your-own-title"
      className="flex flex-col gap-4 rounded-2xl border border-brand/50 bg-gradient-to-br from-brand/25 via-brand/10 to-transparent p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="min-w-0 flex-1">
        <h2 id="host-your-own-title" className="text-lg font-bold text-slate-50">
          {t('results.hostPitchTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-300">{t('results.hostPitch')}</p>
      </div>
      <Link to={APP_PATHS.login} className={buttonClasses('primary', 'lg', 'shrink-0')}>
        {t('results.hostYourOwn')}
      </Link>
    </aside>
  );
}
