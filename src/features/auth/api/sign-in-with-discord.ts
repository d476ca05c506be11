// Organizer sign-in (docs/product/requests.md#organizer-sign-in): the SDK's OAuth2 popup flow against the users
// collection.
import { collections, type UserRecord } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';

export const OAUTH_PROVIDER = { name: 'discord', label: 'Discord' } as const;

export interface SignedInOrganizer {
  record: UserRecord;
  token: string;
}

/**
 * Must be called synchronously from the click handler: authWithOAuth2 opens its popup (at most 1024x768,
 * clamped to the window) before its first await, because browsers block popups opened later. It then lists
 * the sign-in methods (GET auth-methods) and fails with 'Missing or invalid provider' when Discord is not
 * among them, points the popup at Discord, waits for the code over realtime and exchanges it
 * (POST auth-with-oauth2). The SDK saves the token in the host client's auth store.
 */
export async function signInWithDiscord(): Promise<SignedInOrganizer> {
  const auth = await hostClient
    .collection(collections.users)
    .authWithOAuth2<UserRecord>({ provider: OAUTH_PROVIDER.name });
  return { record: auth.record, token: auth.token };
}
