// Proving a Discord account for a player (docs/features/player-discord-identity.md): PocketBase's own Discord
// OAuth2 popup for the users collection, the organizers' app and redirect address, on an SDK client of its own
// whose session lives in memory only, so it never becomes this device's organizer session. Its token goes with one
// request to the player Discord routes, which read the Discord account from it on the server, then it is dropped.
import PocketBase, { BaseAuthStore } from 'pocketbase';
import { env } from '@/config/env';
import { collections, type UserRecord } from '@/lib/data/records';

export interface DiscordProof {
  /** The users session the Discord sign-in made: the Authorization of the player Discord routes. */
  token: string;
  /** The Discord display name, else the username: the name a player joins with. */
  name: string;
}

/**
 * Must be called synchronously from the click handler, like the organizer's sign-in: the SDK opens its popup before
 * its first await, since browsers block popups opened later.
 */
export async function proveDiscordAccount(): Promise<DiscordProof> {
  const client = new PocketBase(env.pocketbaseUrl, new BaseAuthStore());
  client.autoCancellation(false);
  const auth = await client.collection(collections.users).authWithOAuth2<UserRecord>({ provider: 'discord' });
  return { token: auth.token, name: auth.record.name || auth.record.username };
}
