// The organizer's SDK session as the SDK keeps it in local storage, read and written without the SDK: the navigation
// bar of every page needs to know who is signed in, and the SDK (about 10 KB gzipped) stays out of the first page's
// scripts. The SDK's LocalAuthStore (pocketbase 0.28) keeps `{ token, record }` as JSON under its key and reads that
// entry again on every access, so hostClient (src/lib/session/pocketbase.ts) sees at once what is written here.
import type { UserRecord } from '@/lib/data/records';
import { HOST_AUTH_STORE_KEY } from '@/lib/session/session-keys';

export { HOST_AUTH_STORE_KEY };

export interface StoredHostAuth {
  token: string;
  record: UserRecord;
}

/** Whether a JWT reads and has not expired, as the SDK's authStore.isValid decides it. */
function isValidToken(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    } | null;
    return !!payload && Object.keys(payload).length > 0 && (!payload.exp || payload.exp > Date.now() / 1000);
  } catch {
    return false;
  }
}

/** The SDK's stored session, if its token is valid. */
export function readHostAuth(): StoredHostAuth | null {
  try {
    const stored = JSON.parse(localStorage.getItem(HOST_AUTH_STORE_KEY) ?? 'null') as Partial<StoredHostAuth> | null;
    if (stored?.token && stored.record && isValidToken(stored.token)) return stored as StoredHostAuth;
  } catch {
    // A corrupt entry counts as none.
  }
  return null;
}

/** The stored token, valid or not. */
export function storedHostToken(): string {
  try {
    return (JSON.parse(localStorage.getItem(HOST_AUTH_STORE_KEY) ?? 'null') as { token?: string } | null)?.token ?? '';
  } catch {
    return '';
  }
}

export function writeHostAuth(token: string, record: UserRecord): void {
  localStorage.setItem(HOST_AUTH_STORE_KEY, JSON.stringify({ token, record }));
}

export function clearHostAuth(): void {
  localStorage.removeItem(HOST_AUTH_STORE_KEY);
}
