// The organizer's (host's) session (docs/product/organizer.md#organizer-session): loaded from its own local storage
// entry, else from the
// SDK's stored auth (pb_users_auth); logout clears both, in every tab.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserRecord } from '@/lib/data/records';
import { clearHostAuth, readHostAuth, storedHostToken, writeHostAuth } from '@/lib/session/host-auth-storage';

export const HOST_SESSION_STORAGE_KEY = 'meme-arena.host-session';

interface StoredHostSession {
  user: UserRecord;
  token: string;
}

export interface HostSession {
  /** False until the stored session has been read; the UI shows no account control before that. */
  ready: boolean;
  user: UserRecord | null;
  /** Stores the session after a successful sign-in. */
  saveSession: (user: UserRecord, token: string) => void;
  logout: () => void;
}

const HostSessionContext = createContext<HostSession | null>(null);

function readStoredSession(): StoredHostSession | null {
  try {
    const raw = localStorage.getItem(HOST_SESSION_STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredHostSession>;
      if (parsed.user?.id && parsed.token) return parsed as StoredHostSession;
    }
  } catch {
    // A corrupt entry counts as none.
  }
  const sdkAuth = readHostAuth();
  return sdkAuth && { user: sdkAuth.record, token: sdkAuth.token };
}

function restoreSession(): UserRecord | null {
  const stored = readStoredSession();
  if (!stored) return null;
  if (storedHostToken() !== stored.token) writeHostAuth(stored.token, stored.user);
  return stored.user;
}

export function HostSessionProvider({ children }: { children: ReactNode }) {
  // Local storage is read synchronously on the first render, so the session is ready at once in a browser;
  // `ready` stays part of the contract for the screens that must wait for it.
  const [user, setUser] = useState<UserRecord | null>(restoreSession);
  const ready = true;

  const saveSession = useCallback((nextUser: UserRecord, token: string) => {
    localStorage.setItem(HOST_SESSION_STORAGE_KEY, JSON.stringify({ user: nextUser, token }));
    if (storedHostToken() !== token) writeHostAuth(token, nextUser);
    setUser(nextUser);
  }, []);

  const logout = useCallback(() => {
    localStorage.removeItem(HOST_SESSION_STORAGE_KEY);
    clearHostAuth();
    setUser(null);
  }, []);

  // A restored session may have expired or been revoked while the app was closed: renew it once in the
  // background, and sign out when the server no longer accepts it (a network failure keeps the session).
  const restoredUserId = useRef(user?.id);
  useEffect(() => {
    if (!restoredUserId.current) return;
    let cancelled = false;
    // The SDK loads for it after the first paint.
    import('@/lib/session/pocketbase')
      .then(({ hostClient }) => hostClient.collection('users').authRefresh<UserRecord>({ requestKey: null }))
      .then(({ record, token }) => {
        if (!cancelled) saveSession(record, token);
      })
      .catch((error: { status?: number }) => {
        if (!cancelled && (error.status === 401 || error.status === 403 || error.status === 404)) logout();
      });
    return () => {
      cancelled = true;
    };
  }, [saveSession, logout]);

  useEffect(() => {
    // Another tab signed in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== HOST_SESSION_STORAGE_KEY && event.key !== null) return;
      const next = readStoredSession();
      setUser(next?.user ?? null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ ready, user, saveSession, logout }), [ready, user, saveSession, logout]);
  return <HostSessionContext.Provider value={value}>{children}</HostSessionContext.Provider>;
}

export function useHostSession(): HostSession {
  const session = useContext(HostSessionContext);
  if (!session) throw new Error('useHostSession must be used inside HostSessionProvider');
  return session;
}

const notReadySession: HostSession = { ready: false, user: null, saveSession: () => {}, logout: () => {} };

/** The session as it is before the browser has read it: used to render the static page shell at build time. */
export function NotReadyHostSessionProvider({ children }: { children: ReactNode }) {
  return <HostSessionContext.Provider value={notReadySession}>{children}</HostSessionContext.Provider>;
}
