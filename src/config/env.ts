// Build-time configuration, read once. Every variable is documented in the README.
import { pocketbaseUrlFrom } from './pocketbase-url';

export const env = {
  /** Base URL of the PocketBase backend. */
  pocketbaseUrl: pocketbaseUrlFrom(import.meta.env.VITE_POCKETBASE_URL),
  /** Invite link of the community chat shown in the navigation bar and the FAQ. */
  communityUrl: import.meta.env.VITE_COMMUNITY_URL || 'https://discord.com',
} as const;
