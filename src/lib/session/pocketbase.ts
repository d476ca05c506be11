// The two SDK clients (docs/architecture.md#sessions): one for the organizer (host), one for a player link,
// each with its own auth store so an organizer can open a player link without losing their session.
import PocketBase, { BaseAuthStore, LocalAuthStore } from 'pocketbase';
import { env } from '@/config/env';
import { HOST_AUTH_STORE_KEY, PLAYER_AUTH_STORE_KEY } from '@/lib/session/session-keys';

export { HOST_AUTH_STORE_KEY, PLAYER_AUTH_STORE_KEY };

function createClient(storageKey: string) {
  const client = new PocketBase(env.pocketbaseUrl, new LocalAuthStore(storageKey));
  // Screens fetch through TanStack Query, which already dedupes; the SDK's auto-cancellation
  // would abort legitimate parallel requests to the same endpoint (e.g. two list calls).
  client.autoCancellation(false);
  return client;
}

export const hostClient = createClient(HOST_AUTH_STORE_KEY);
export const playerClient = createClient(PLAYER_AUTH_STORE_KEY);

/**
 * Requests anyone may send, such as the public results page's. Never signed in (its session lives in
 * memory and stays empty), so a page that is public shows the same to everyone, a player of the contest included.
 */
export const publicClient = new PocketBase(env.pocketbaseUrl, new BaseAuthStore());
publicClient.autoCancellation(false);
