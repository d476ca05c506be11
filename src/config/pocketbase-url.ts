// Where the app finds PocketBase when VITE_POCKETBASE_URL is not set: the local stack of `npm run dev`.
// Its own module, free of import.meta.env, so the build plugins in scripts/vite can read it too.
export const DEFAULT_POCKETBASE_URL = 'http://127.0.0.1:8090';

/** The PocketBase base URL the app uses, given VITE_POCKETBASE_URL (absolute, or relative to the page). */
export const pocketbaseUrlFrom = (configured: string | undefined) => configured || DEFAULT_POCKETBASE_URL;
