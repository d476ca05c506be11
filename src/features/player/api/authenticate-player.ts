import { queryOptions } from '@tanstack/react-query';
import { playerLink } from '@/config/routes';
import { earlySignInFetch } from '@/first-paint/early-requests';
import { playerKeys } from '@/lib/data/query-keys';
import { collections, type ContestRecord, type PlayerRecord } from '@/lib/data/records';
import { isSessionRefusal } from '@/lib/errors/errors';
import { retrySignInFailure } from '@/lib/errors/query-retry';
import { rememberJoinedContest } from '@/lib/session/joined-links';
import {
  beginPlayerSignIn,
  clearPlayerSession,
  confirmPlayerSignIn,
  readStoredPlayerSession,
  readValidPlayerSession,
  restorePlayerSession,
} from '@/lib/session/player-session';
import { playerClient } from '@/lib/session/pocketbase';

export type PlayerAuthOutcome = 'authenticated' | 'auth-missing' | 'auth-mismatch';

export interface PlayerAuthResult {
  outcome: PlayerAuthOutcome;
  /** The signed-in player and their contest, when signing in with the link's token returned them. */
  player?: PlayerRecord;
  contest?: ContestRecord;
}

/**
 * Signs the player of a link in (docs/product/player.md#page-states). With the link's token: save it, refresh it
 * through the players collection, and check the returned id is the link's player. Without one: reuse a stored
 * session of this player that has not expired. Throws when the token is refused (the caller shows auth-error) or the
 * request fails (the caller retries and shows the connection failure).
 */
export async function authenticatePlayer(playerId: string, token: string | null): Promise<PlayerAuthResult> {
  if (!token) {
    const stored = readValidPlayerSession();
    if (stored?.player.id === playerId) {
      restorePlayerSession(stored);
      return { outcome: 'authenticated' };
    }
    // An expired session is dropped; a live one of another player may belong to another open tab.
    if (!stored && readStoredPlayerSession()) clearPlayerSession();
    return { outcome: 'auth-missing' };
  }

  beginPlayerSignIn(token);
  let refreshed: PlayerRecord & { expand?: { contest?: ContestRecord } };
  try {
    // The contest comes along in the same request, saving two round trips before the page can show anything;
    // on a fresh page load index.html has usually sent this very request already (src/first-paint/early-requests.ts).
    ({ record: refreshed } = await playerClient
      .collection(collections.players)
      .authRefresh<PlayerRecord & { expand?: { contest?: ContestRecord } }>({
        expand: 'contest',
        fetch: earlySignInFetch(token),
      }));
  } catch (error) {
    // Only a refusal ends the session; a failed connection keeps it, and the page tries again.
    if (isSessionRefusal(error)) clearPlayerSession();
    throw error;
  }
  const { expand, ...player } = refreshed;
  if (player.id !== playerId) {
    clearPlayerSession();
    return { outcome: 'auth-mismatch' };
  }
  confirmPlayerSignIn(player);
  // The link as opened (not the renewed session token), kept per contest, so the contest address (/c/{contestId})
  // opens this page on this browser later, and the join page shows the same personal link.
  if (player.contest) {
    rememberJoinedContest(player.contest, {
      username: player.username,
      link: playerLink(window.location.origin, player.id, token),
    });
  }
  return { outcome: 'authenticated', player, contest: expand?.contest };
}

/**
 * Signs in once per page. The player and contest the sign-in returned stand in for their own queries while those load
 * (use-player-session.ts), so the page can show at once; both are still loaded as docs/product/requests.md#players
 * describes, and a refusal there (401/403) still ends in auth-error.
 */
export const playerAuthQueryOptions = (playerId: string, token: string | null) =>
  queryOptions({
    queryKey: playerKeys.signIn(playerId, token),
    queryFn: () => authenticatePlayer(playerId, token),
    // Signing in has side effects (it stores the session): it runs once per page, never on its own again, except
    // to try again after a failed connection (with backoff, and when the browser is back online).
    staleTime: Infinity,
    gcTime: 0,
    retry: retrySignInFailure,
    refetchOnWindowFocus: false,
    refetchOnReconnect: (query) => query.state.status === 'error',
  });
