// Build-time configuration, read once. Every variable is documented in the README.
export const env = {
  /** Base URL of the PocketBase backend. */
  pocketbaseUrl: import.meta.env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090',
  /** Invite link of the community chat shown in the navigation bar and the FAQ. */
  communityUrl: import.meta.env.VITE_COMMUNITY_URL || 'https://discord.com',
} as const;
