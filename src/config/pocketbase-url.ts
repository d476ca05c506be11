// Where the app finds PocketBase when VITE_POCKETBASE_URL is not set: the local stack of `npm run dev`. The build
// (scripts/vite/first-paint.ts) applies the same rule to the value it builds with.
export const DEFAULT_POCKETBASE_URL = 'http://127.0.0.1:8090';

/** The PocketBase base URL the app uses, given VITE_POCKETBASE_URL (absolute, or relative to the page). */
export const pocketbaseUrlFrom = (configured: string | undefined) => configured || DEFAULT_POCKETBASE_URL;
