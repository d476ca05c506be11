import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/status-panel';
import { playerLink } from '@/config/routes';
import { followContestLanguage } from '@/i18n/language-changes';
import { useT } from '@/i18n/use-t';
import { errorStatus, isTransientFailure } from '@/lib/errors/errors';
import { isAbortError } from '@/lib/errors/notify';
import { playerErrorMessage } from '@/lib/errors/player-errors';
import { proveDiscordAccount } from '@/lib/session/discord-identity';
import { readJoinedContest, rememberJoinedContest, type JoinedContest } from '@/lib/session/joined-links';
import { readValidPlayerSession } from '@/lib/session/player-session';
import { APP_PATHS } from '@contract/routes.js';
import {
  contestAtAddressQuery,
  joinByAddress,
  recoverWithDiscord,
  type ContestAtAddress,
} from '../api/contest-address';
import { DiscordButton } from './discord-button';
import { JoinForm, JoinedPanel } from './join-page';

/** The player page this browser already holds for the contest: a kept personal link, else a live session. */
function playerPageOnThisDevice(contestId: string): string | null {
  const joined = readJoinedContest(contestId);
  if (joined) {
    const { pathname, search } = new URL(joined.link);
    return `${pathname}${search}`;
  }
  const session = readValidPlayerSession();
  return session?.player.contest === contestId ? `/player/${encodeURIComponent(session.player.id)}` : null;
}

/**
 * /c/{contestId}, the contest address posted in the channel (docs/product/player.md#contest-address): it carries no
 * secret, and takes each person to the right place. A browser that holds a player of the contest opens that player's
 * page; otherwise, while joining is open, the join form; otherwise the way back in with Discord, and when Discord
 * finds no player, how to get back in.
 */
export function ContestAddressPage({ contestId }: { contestId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [ownPage] = useState(() => playerPageOnThisDevice(contestId));
  const [joined, setJoined] = useState<JoinedContest | null>(null);
  const contest = useQuery({ ...contestAtAddressQuery(contestId), enabled: !ownPage });
  const contestLanguage = contest.data?.language;
  useEffect(() => {
    if (ownPage) void navigate(ownPage, { replace: true });
  }, [navigate, ownPage]);
  // The contest's language, unless the visitor picked one (docs/i18n.md).
  useEffect(() => {
    if (contestLanguage !== undefined) followContestLanguage(contestLanguage);
  }, [contestLanguage]);
  const join = useCallback((username: string) => joinByAddress(contestId, username), [contestId]);

  if (ownPage) return <LoadingState label={t('join.openingYourPage')} />;
  if (joined) return <JoinedPanel joined={joined} returning={false} />;
  if (contest.isPending) return <LoadingState label={t('join.loading')} />;
  if (contest.isError) {
    if (isTransientFailure(contest.error)) {
      return (
        <ErrorPanel title={t('join.unreachable')} headingLevel="h1" onRetry={() => void contest.refetch()}>
          {playerErrorMessage(contest.error, t('join.unreachableDetail'))}
        </ErrorPanel>
      );
    }
    return (
      <ErrorPanel
        title={errorStatus(contest.error) === 404 ? t('join.addressNotFound') : t('join.cannotJoin')}
        headingLevel="h1"
        actions={<HomeLink />}
      >
        {t('join.addressNotFoundDetail')}
      </ErrorPanel>
    );
  }
  if (contest.data.joining_open) return <JoinForm contest={contest.data} join={join} onJoined={setJoined} />;
  return <GetBackIn contest={contest.data} />;
}

function HomeLink({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const t = useT();
  return (
    <Link to={APP_PATHS.home} className={buttonClasses('secondary', size)}>
      {t('join.goHome')}
    </Link>
  );
}

/** Joining is closed: a player who joined or linked with Discord gets back in; anyone else is told how. */
function GetBackIn({ contest }: { contest: ContestAtAddress }) {
  const t = useT();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'connecting' | 'not-found' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const handleDiscord = () => {
    setState('connecting');
    setFailure(null);
    // No await before this call: the popup has to open within the click.
    proveDiscordAccount()
      .then(
        (proof) => recoverWithDiscord(contest.id, proof),
        (error: unknown) => {
          if (!isAbortError(error)) console.warn('Discord sign-in failed', error);
          throw new DiscordSignInFailed();
        },
      )
      .then(
        ({ token, player }) => {
          const link = playerLink(window.location.origin, player.id, token);
          rememberJoinedContest(contest.id, { username: player.username, link });
          const { pathname, search } = new URL(link);
          void navigate(`${pathname}${search}`, { replace: true });
        },
        (error: unknown) => {
          if (errorStatus(error) === 404) return setState('not-found');
          setFailure(
            error instanceof DiscordSignInFailed
              ? t('join.discordFailed')
              : playerErrorMessage(error, t('join.recoverFailed')),
          );
          setState('failed');
        },
      );
  };

  if (state === 'not-found') {
    return (
      <section className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-6">
        <p className="text-sm text-muted break-words">{contest.name}</p>
        <h1 className="mt-1 text-2xl font-bold">{t('join.howToGetBack')}</h1>
        <p className="mt-3 text-sm text-slate-300">{t('join.howToGetBackDetail')}</p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <button type="button" className={buttonClasses('secondary', 'lg')} onClick={() => setState('idle')}>
            {t('join.tryAnotherAccount')}
          </button>
          <HomeLink size="lg" />
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-6">
      <p className="text-sm text-muted break-words">{contest.name}</p>
      <h1 className="mt-1 text-2xl font-bold">{t('join.getBackIn')}</h1>
      <p className="mt-3 text-sm text-slate-300">{t('join.getBackInDetail')}</p>
      <DiscordButton className="mt-5 w-full" busy={state === 'connecting'} onClick={handleDiscord} />
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {failure}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted">{t('join.noDiscord')}</p>
    </section>
  );
}

class DiscordSignInFailed extends Error {}
