import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { HOST_SESSION_STORAGE_KEY, HostSessionProvider, useHostSession } from '@/lib/session/host-session';
import { hostClient } from '@/lib/session/pocketbase';
import { resetHandlersAfterEach } from './support/organizer';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }) /* tests/setup/ui-setup.ts fails the test */);
resetHandlersAfterEach(server);
afterEach(() => {
  hostClient.authStore.clear();
});
afterAll(() => server.close());

const storedUser = {
  id: 'user1',
  collectionId: 'users',
  collectionName: 'users',
  username: 'old_name',
  name: '',
  avatar: '',
  verified: true,
};

function seedSession() {
  localStorage.setItem(HOST_SESSION_STORAGE_KEY, JSON.stringify({ user: storedUser, token: 'stored-token' }));
}

function SessionProbe() {
  const { user } = useHostSession();
  return <p>{user ? `signed in as ${user.username}` : 'signed out'}</p>;
}

const refreshUrl = `${env.pocketbaseUrl}/api/collections/users/auth-refresh`;

describe('host session', () => {
  it('restores the stored organizer at once, then renews the token and the profile', async () => {
    seedSession();
    server.use(
      http.post(refreshUrl, () =>
        HttpResponse.json({ token: 'renewed-token', record: { ...storedUser, username: 'new_name' } }),
      ),
    );
    render(
      <HostSessionProvider>
        <SessionProbe />
      </HostSessionProvider>,
    );

    expect(screen.getByText('signed in as old_name')).toBeInTheDocument();
    expect(await screen.findByText('signed in as new_name')).toBeInTheDocument();
    expect(hostClient.authStore.token).toBe('renewed-token');
    expect(JSON.parse(localStorage.getItem(HOST_SESSION_STORAGE_KEY) ?? '{}').token).toBe('renewed-token');
  });

  it('signs out when the server no longer accepts the stored token', async () => {
    seedSession();
    server.use(
      http.post(refreshUrl, () =>
        HttpResponse.json({ message: 'The request requires valid record authorization token.' }, { status: 401 }),
      ),
    );
    render(
      <HostSessionProvider>
        <SessionProbe />
      </HostSessionProvider>,
    );

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(HOST_SESSION_STORAGE_KEY)).toBeNull();
    expect(hostClient.authStore.token).toBe('');
  });

  it('keeps the session when the server cannot be reached', async () => {
    seedSession();
    let attempts = 0;
    server.use(
      http.post(refreshUrl, () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    render(
      <HostSessionProvider>
        <SessionProbe />
      </HostSessionProvider>,
    );

    await waitFor(() => expect(attempts).toBeGreaterThan(0));
    expect(screen.getByText('signed in as old_name')).toBeInTheDocument();
  });
});
