import { queryOptions } from '@tanstack/react-query';
import { playerScope } from '@/lib/player-query-keys';
import { playerClient } from '@/lib/pocketbase';
import { collections, type PlayerRecord } from '@/lib/records';
import {
  clearPlayerSession,
  readStoredPlayerSession,
  readValidPlayerSession,
  restorePlayerSession,
  savePlayerSession,
} from '@/features/players/session-storage';

export type PlayerAuthOutcome = 'authenticated' | 'auth-missing' | 'auth-mismatch';

/**
 * Signs the player of a link in (SPEC.md §4 'Player page states'). With the link's token: save it, refresh it
 * through the players collection, and check the returned id is the link's player. Without one: reuse a stored
 * session of this player that has not expired. Throws when the token is refused (the caller shows auth-error).
 */
export async function authenticatePlayer(playerId: string, token: string | null): Promise<PlayerAuthOutcome> {
  if (!token) {
    const stored = readValidPlayerSession();
    if (stored?.player.id === playerId) {
      restorePlayerSession(stored);
      return 'authenticated';
    }
    // An expired session is dropped; a live one of another player may belong to another open tab.
    if (!stored && readStoredPlayerSession()) clearPlayerSession();
    return 'auth-missing';
  }

  playerClient.authStore.save(token, null);
  let record: PlayerRecord;
  try {
    ({ record } = await playerClient.collection(collections.players).authRefresh<PlayerRecord>());
  } catch (error) {
    clearPlayerSession();
    throw error;
  }
  if (record.id !== playerId) {
    clearPlayerSession();
    return 'auth-mismatch';
  }
  savePlayerSession(record, playerClient.authStore.token);
  return 'authenticated';
}

export const playerAuthQueryOptions = (playerId: string, token: string | null) =>
  queryOptions({
    queryKey: [...playerScope(playerId), 'auth', token],
    queryFn: () => authenticatePlayer(playerId, token),
    // Signing in has side effects (it stores the session): it runs once per page, never on its own again.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
