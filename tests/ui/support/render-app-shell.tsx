// Renders the real route table (app shell, lazy screens) in memory, with the real host session provider.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/route-list';
import type { UserRecord } from '@/lib/data/records';
import { HOST_SESSION_STORAGE_KEY, HostSessionProvider } from '@/lib/session/host-session';

// The app loads each screen's code, and the toaster's, when first shown. Here it is all loaded up front, so a screen
// shows as soon as the router asks for it: a test never ends with a screen's code still on its way, whose arrival
// would change the page outside act(...) (React then warns, against whichever test is running).
await Promise.all([
  ...Object.values(import.meta.glob('/src/app/routes/*.tsx')).map((load) => load()),
  import('@/app/data-layout'),
  import('@/app/toaster'),
]);

/** Stores an organizer session the way a successful sign-in does, before the app renders. */
export function seedSignedInOrganizer(user: Partial<UserRecord> = {}): UserRecord {
  const record: UserRecord = {
    id: 'user123456789ab',
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    username: 'memequeen',
    name: 'Meme Queen',
    avatar: '',
    verified: true,
    ...user,
  };
  localStorage.setItem(HOST_SESSION_STORAGE_KEY, JSON.stringify({ user: record, token: 'organizer-token' }));
  return record;
}

export function renderAppShell(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <HostSessionProvider>
      <RouterProvider router={router} />
    </HostSessionProvider>,
  );
  return { ...result, router };
}
