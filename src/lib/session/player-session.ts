// The player's session, and its one owner (docs/product/player.md#player-session): its own local storage entry (player,
// token, expiresAt) and the
// SDK's auth store (pb_players_auth) are read, written and cleared here and nowhere else. It lives 60 seconds from
// sign-in and is extended every 15 seconds while a player page is open (features/player/hooks/use-player-session.ts),
// so a reload keeps working without the token but an old session is never reused.
import { PLAYER_SESSION_LIFETIME_MS } from '@/config/app-settings';
import type { PlayerRecord } from '@/lib/data/records';
import { playerClient } from '@/lib/session/pocketbase';

export const PLAYER_SESSION_STORAGE_KEY = 'meme-arena.player-session';

export interface StoredPlayerSession {
  player: PlayerRecord;
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** The stored session whatever its age, or null when missing or unreadable. */
export function readStoredPlayerSession(): StoredPlayerSession | null {
  try {
    const raw = localStorage.getItem(PLAYER_SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredPlayerSession>;
    if (parsed.player?.id && typeof parsed.token === 'string' && parsed.token && typeof parsed.expiresAt === 'number') {
      return parsed as StoredPlayerSession;
    }
  } catch {
    // A corrupt entry counts as none.
  }
  return null;
}

/** The stored session if it has not expired yet. */
export function readValidPlayerSession(now = Date.now()): StoredPlayerSession | null {
  const stored = readStoredPlayerSession();
  return stored && stored.expiresAt > now ? stored : null;
}

/** Signing in with a link: the SDK sends the link's token with the sign-in request. */
export function beginPlayerSignIn(token: string): void {
  playerClient.authStore.save(token, null);
}

/** The id of the player the SDK is signed in as, if any. */
export function signedInPlayerId(): string | undefined {
  return playerClient.authStore.record?.id;
}

/** Stores the signed-in player with the token the sign-in returned (the SDK's auth store holds it). */
export function confirmPlayerSignIn(player: PlayerRecord, now = Date.now()): void {
  savePlayerSession(player, playerClient.authStore.token, now);
}

export function savePlayerSession(player: PlayerRecord, token: string, now = Date.now()): void {
  const session: StoredPlayerSession = { player, token, expiresAt: now + PLAYER_SESSION_LIFETIME_MS };
  localStorage.setItem(PLAYER_SESSION_STORAGE_KEY, JSON.stringify(session));
  if (playerClient.authStore.token !== token) playerClient.authStore.save(token, player);
}

/** Puts a stored session back into the SDK client (another tab may have replaced or cleared its auth store). */
export function restorePlayerSession(session: StoredPlayerSession): void {
  if (playerClient.authStore.token !== session.token) playerClient.authStore.save(session.token, session.player);
}

/** Pushes expiresAt 60 seconds ahead; false when there is no live session to extend. */
export function extendPlayerSession(now = Date.now()): boolean {
  const stored = readValidPlayerSession(now);
  if (!stored) return false;
  localStorage.setItem(
    PLAYER_SESSION_STORAGE_KEY,
    JSON.stringify({ ...stored, expiresAt: now + PLAYER_SESSION_LIFETIME_MS } satisfies StoredPlayerSession),
  );
  return true;
}

/** Logs the player out: both entries go, which other tabs notice through the storage event. */
export function clearPlayerSession(): void {
  localStorage.removeItem(PLAYER_SESSION_STORAGE_KEY);
  playerClient.authStore.clear();
}
