// The player page's state machine (docs/product/player.md#page-states): sign in with the link, load the player,
// then the contest; and keep the stored session alive while the page is open.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { PLAYER_SESSION_REFRESH_MS } from '@/config/app-settings';
import { playerAuthQueryOptions } from '@/features/player/api/authenticate-player';
import { isAuthFailure, playerContestQueryOptions, playerQueryOptions } from '@/features/player/api/get-player';
import { useFirstScreenSettled } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, PlayerRecord } from '@/lib/data/records';
import { isTransientFailure } from '@/lib/errors/errors';
import { useReportPlayerError } from '@/lib/errors/player-errors';
import {
  clearPlayerSession,
  extendPlayerSession,
  PLAYER_SESSION_STORAGE_KEY,
  readStoredPlayerSession,
} from '@/lib/session/player-session';

export type PlayerPageState =
  | {
      status:
        | 'idle'
        | 'auth-loading'
        | 'authenticating'
        | 'loading'
        | 'auth-missing'
        | 'auth-error'
        | 'auth-mismatch'
        | 'error'
        | 'contest-error'
        // A request failed on the way (no response, timeout, 5xx, 429). The session is kept.
        | 'connection-error';
    }
  | { status: 'contest-missing'; player: PlayerRecord }
  | { status: 'success'; player: PlayerRecord; contest: ContestRecord };

export type PlayerSession = PlayerPageState & {
  /** Loads the player and contest again after a failure. */
  retry: () => void;
  /** Signs in again with the link's token after the session ended. */
  signInAgain: () => void;
};

export function usePlayerSession(playerId: string | undefined, token: string | null): PlayerSession {
  const t = useT();
  const id = playerId ?? '';
  // Set when the session ends while the page is open: expired, or cleared or taken over by another tab.
  const [sessionEnded, setSessionEnded] = useState(false);

  const auth = useQuery({ ...playerAuthQueryOptions(id, token), enabled: Boolean(playerId) });
  const outcome = auth.data?.outcome;
  const authenticated = outcome === 'authenticated' && !sessionEnded;
  // What the sign-in returned shows at once, while the player and the contest load as docs/product/requests.md#players
  // describes: once that first screen is settled (painted, its images loaded), so that on a slow phone they do not
  // compete with it. Without it (a stored session), they load at once.
  const signInShows = authenticated && Boolean(auth.data?.player && auth.data.contest);
  const firstScreenShown = useFirstScreenSettled(signInShows);
  const load = authenticated && (!signInShows || firstScreenShown);
  const player = useQuery({ ...playerQueryOptions(id), enabled: load, placeholderData: auth.data?.player });
  const contestId = player.data?.contest ?? '';
  const signedInContest = auth.data?.contest;
  const contest = useQuery({
    ...playerContestQueryOptions(id, contestId),
    enabled: load && Boolean(contestId),
    placeholderData: signedInContest?.id === contestId ? signedInContest : undefined,
  });

  const playerAuthFailed = player.isError && isAuthFailure(player.error);
  const fallbackFor = (error: unknown, fallback: string) =>
    isTransientFailure(error) ? t('player.connectionFallback') : fallback;
  useReportPlayerError(auth.error, fallbackFor(auth.error, t('player.authErrorFallback')));
  useReportPlayerError(
    player.error,
    fallbackFor(player.error, playerAuthFailed ? t('player.authErrorFallback') : t('player.playerLoadFallback')),
  );
  useReportPlayerError(contest.error, fallbackFor(contest.error, t('player.contestLoadFallback')));

  const refetchAuth = auth.refetch;
  useEffect(() => {
    if (!authenticated) return;
    const endSession = () => setSessionEnded(true);
    const keepAlive = () => {
      const stored = readStoredPlayerSession();
      if (!stored || stored.player.id !== id) return endSession();
      if (stored.expiresAt > Date.now()) {
        extendPlayerSession();
      } else if (token) {
        // The page slept past expiry (a phone in a pocket): the link's token signs the player in again quietly.
        void refetchAuth();
      } else {
        clearPlayerSession();
        endSession();
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== PLAYER_SESSION_STORAGE_KEY && event.key !== null) return;
      // Another tab logged out, or signed in as someone else through the same shared auth store.
      if (readStoredPlayerSession()?.player.id !== id) endSession();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') keepAlive();
    };
    const interval = window.setInterval(keepAlive, PLAYER_SESSION_REFRESH_MS);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [authenticated, id, token, refetchAuth]);

  const refetchPlayer = player.refetch;
  const refetchContest = contest.refetch;
  const retry = useCallback(() => {
    if (auth.isError) void refetchAuth();
    else if (player.isError) void refetchPlayer();
    else void refetchContest();
  }, [auth.isError, player.isError, refetchAuth, refetchPlayer, refetchContest]);
  const signInAgain = useCallback(() => {
    setSessionEnded(false);
    void refetchAuth();
  }, [refetchAuth]);

  const actions = { retry, signInAgain };
  if (!playerId) return { status: 'idle', ...actions };
  if (sessionEnded) return { status: 'auth-missing', ...actions };
  if (auth.isPending || (auth.isError && auth.isFetching))
    return { status: token ? 'authenticating' : 'auth-loading', ...actions };
  // A quiet sign-in again (the page slept past expiry) that failed on the way keeps the page as it was.
  if (auth.isError && !(isTransientFailure(auth.error) && outcome === 'authenticated')) {
    return { status: isTransientFailure(auth.error) ? 'connection-error' : 'auth-error', ...actions };
  }
  if (outcome !== 'authenticated') return { status: outcome ?? 'auth-error', ...actions };
  // A retry after a failure shows the loading state again rather than the old failure.
  if (player.isPending || (player.isError && player.isFetching)) return { status: 'loading', ...actions };
  if (player.isError) {
    if (playerAuthFailed) return { status: 'auth-error', ...actions };
    return { status: isTransientFailure(player.error) ? 'connection-error' : 'error', ...actions };
  }
  if (!player.data.contest) return { status: 'contest-missing', player: player.data, ...actions };
  if (contest.isPending || (contest.isError && contest.isFetching)) return { status: 'loading', ...actions };
  if (contest.isError) {
    return { status: isTransientFailure(contest.error) ? 'connection-error' : 'contest-error', ...actions };
  }
  return { status: 'success', player: player.data, contest: contest.data, ...actions };
}
