// Where each SDK client keeps its session in localStorage (the SDK's LocalAuthStore: `{ token, record }`). Apart from
// the clients, so that index.html's early requests (src/first-paint/early-requests.ts) read the same key without the
// SDK.

export const HOST_AUTH_STORE_KEY = 'pb_users_auth';
export const PLAYER_AUTH_STORE_KEY = 'pb_players_auth';
