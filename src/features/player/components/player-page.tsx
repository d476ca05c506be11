import { useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { MemeRemovalNotices } from '@/features/player/components/meme-removal-notices';
import { PlayerHeader } from '@/features/player/components/player-header';
import { useContestPhaseUpdates, usePhaseChangeNotice } from '@/features/player/hooks/use-contest-phase-updates';
import { useMemeRemovalUpdates } from '@/features/player/hooks/use-meme-removal-updates';
import { usePlayerSession, type PlayerSession } from '@/features/player/hooks/use-player-session';
import { useFirstScreenSettled } from '@/first-paint/use-first-screen-first';
import { followContestLanguage } from '@/i18n/language-changes';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, ContestStatus, PlayerRecord } from '@/lib/data/records';
import { isContestStatus } from '@/lib/domain/contest-phases';

export interface PlayerPhaseViewProps {
  player: PlayerRecord;
  contest: ContestRecord;
  /**
   * The contest moved to this phase while the page was open (a live event, a deadline), rather than the page opening
   * in it: the results reveal the podium then, on every page open at that moment.
   */
  arrivedLive: boolean;
}

interface PlayerPageProps {
  playerId: string | undefined;
  /** The link's `token` query parameter, if any. */
  token: string | null;
  /** The screen of each contest phase; the route composes them so features stay independent. */
  phaseViews: Record<ContestStatus, ComponentType<PlayerPhaseViewProps>>;
}

/**
 * The player page (docs/product/player.md#page-states): the session states, then the header and the view of the
 * contest's phase.
 */
export function PlayerPage({ playerId, token, phaseViews }: PlayerPageProps) {
  const t = useT();
  // What the page shows follows the session one render behind, in a render React may split: the session comes
  // from TanStack Query, whose updates React renders in one blocking task, and the phase's screen it reveals (in a
  // room of 300, a vote board over 897 memes) then mounted in one long task that held a slow phone's main thread.
  const session = useDeferredValue(usePlayerSession(playerId, token));
  const contestLanguage = session.status === 'success' ? (session.contest.language ?? '') : undefined;
  // The contest's language, unless the player picked one (docs/i18n.md).
  useEffect(() => {
    if (contestLanguage !== undefined) followContestLanguage(contestLanguage);
  }, [contestLanguage]);
  // Live updates and the removal notices start once the page's first screen is settled (painted, loaded, idle).
  const shown = useFirstScreenSettled(session.status === 'success');
  const liveContestId = session.status === 'success' && shown ? session.contest.id : undefined;
  useContestPhaseUpdates(playerId ?? '', liveContestId);
  usePhaseChangeNotice(session.status === 'success' ? session.contest : undefined);
  useMemeRemovalUpdates(playerId ?? '', liveContestId);

  // The vote is a game screen: it fills the screen under the navigation bar (4rem and its border), the scores at
  // its foot looking after the phone's home indicator themselves. Other phases are pages that scroll.
  const gameScreen = session.status === 'success' && session.contest.status === 'vote';
  return (
    <main
      className={[
        'mx-auto flex w-full max-w-2xl flex-col px-4',
        gameScreen
          ? 'min-h-[calc(100svh-4rem-1px)] pt-1.5 sm:pt-6'
          : 'pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:pt-8',
      ].join(' ')}
    >
      <PageTitle title={session.status === 'success' ? session.contest.name : t('player.pageTitle')} />
      <PlayerPageContent session={session} token={token} phaseViews={phaseViews} shown={shown} />
    </main>
  );
}

function PlayerPageContent({
  session,
  token,
  phaseViews,
  shown,
}: {
  session: PlayerSession;
  token: string | null;
  phaseViews: PlayerPageProps['phaseViews'];
  /** The first screen is settled: painted, its images loaded, the browser idle. */
  shown: boolean;
}) {
  const t = useT();
  // The phase the page opened in, kept from the first render that had one: a later phase arrived live.
  const [firstPhase, setFirstPhase] = useState<string | undefined>(undefined);
  const phase = session.status === 'success' ? session.contest.status : undefined;
  if (firstPhase === undefined && phase !== undefined) setFirstPhase(phase);
  switch (session.status) {
    case 'idle':
    case 'auth-loading':
    case 'authenticating':
      return <LoadingState label={t('player.preparing')} />;
    case 'loading':
      return <LoadingState label={t('player.loadingPlayer')} />;
    case 'auth-missing':
      return (
        <StatusPanel
          title={t('player.authMissing')}
          headingLevel="h1"
          role="alert"
          actions={token ? <Button onClick={session.signInAgain}>{t('player.signInAgain')}</Button> : null}
        >
          {t('player.authMissingHelp')}
        </StatusPanel>
      );
    case 'auth-error':
      return (
        <ErrorPanel title={t('player.authError')} headingLevel="h1">
          {t('player.authErrorHelp')}
        </ErrorPanel>
      );
    case 'auth-mismatch':
      return (
        <ErrorPanel title={t('player.authMismatch')} headingLevel="h1">
          {t('player.authMismatchHelp')}
        </ErrorPanel>
      );
    case 'error':
      return <ErrorPanel title={t('player.playerNotFound')} headingLevel="h1" onRetry={session.retry} />;
    case 'contest-error':
      return <ErrorPanel title={t('player.contestError')} headingLevel="h1" onRetry={session.retry} />;
    case 'connection-error':
      return (
        <ErrorPanel title={t('player.connectionError')} headingLevel="h1" onRetry={session.retry}>
          {t('player.connectionErrorHelp')}
        </ErrorPanel>
      );
    case 'contest-missing':
      return (
        <StatusPanel title={session.player.username} headingLevel="h1">
          {t('player.contestMissing')}
        </StatusPanel>
      );
    case 'success': {
      const { player, contest } = session;
      const PhaseView = isContestStatus(contest.status) ? phaseViews[contest.status] : undefined;
      const compact = contest.status === 'vote';
      return (
        <div className={`flex flex-1 flex-col ${compact ? 'gap-2 sm:gap-3' : 'gap-6'}`}>
          <PlayerHeader player={player} contest={contest} compact={compact} />
          {shown && <MemeRemovalNotices playerId={player.id} />}
          {PhaseView ? (
            <PhaseView
              key={contest.status}
              player={player}
              contest={contest}
              arrivedLive={firstPhase !== undefined && firstPhase !== contest.status}
            />
          ) : (
            <StatusPanel title={t('player.unsupportedPhase')} role="status" />
          )}
        </div>
      );
    }
  }
}
