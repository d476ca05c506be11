import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOverride } from './support/host-session-override';
import {
  listHandler,
  PB_URL,
  renderOrganizerApp,
  setupPocketBaseMock,
  signInOrganizerForTest,
} from './support/organizer';

vi.mock('@/lib/session/host-session', async (importOriginal) =>
  (await import('./support/host-session-override')).withSessionOverride(importOriginal),
);

const server = setupPocketBaseMock();
const FAILURE =
  'Unable to sign in. Registrations may be closed, or there was a connection issue. If you already have an account, please try again.';

function authMethods(providers: string[]) {
  return http.get(`${PB_URL}/api/collections/users/auth-methods`, async () => {
    await delay(30);
    return HttpResponse.json({
      password: { enabled: false, identityFields: [] },
      oauth2: {
        enabled: providers.length > 0,
        providers: providers.map((name) => ({
          name,
          displayName: name,
          state: 'state',
          authURL: 'https://discord.example/oauth2/authorize?state=state&redirect_uri=',
          codeVerifier: 'verifier',
          codeChallenge: 'challenge',
          codeChallengeMethod: 'S256',
        })),
      },
      mfa: { enabled: false, duration: 0 },
      otp: { enabled: false, duration: 0 },
    });
  });
}

const openSpy = vi.fn<typeof window.open>();

beforeEach(() => {
  openSpy.mockReset().mockReturnValue(null);
  vi.spyOn(window, 'open').mockImplementation(openSpy);
  // The screen logs the underlying error for debugging; the person sees the red box.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('login page', () => {
  it('offers Discord sign-in, disabled until auth state is ready', () => {
    sessionOverride.ready = false;
    renderOrganizerApp('/login');
    expect(screen.getByRole('heading', { name: 'Enter the Meme Arena' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Discord' })).toBeDisabled();
    expect(document.title).toBe('Sign in · Meme Arena');
  });

  it('opens the popup within the click, shows the busy text, and fails in the red box when Discord is not offered', async () => {
    server.use(authMethods([]));
    renderOrganizerApp('/login');
    const button = screen.getByRole('button', { name: 'Continue with Discord' });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    // The popup must open synchronously in the click, or browsers block it.
    expect(openSpy).toHaveBeenCalledTimes(1);
    const features = String(openSpy.mock.calls[0]?.[2]);
    const width = Number(/width=(\d+)/.exec(features)?.[1]);
    const height = Number(/height=(\d+)/.exec(features)?.[1]);
    expect(width).toBeLessThanOrEqual(1024);
    expect(height).toBeLessThanOrEqual(768);

    const busy = screen.getByRole('button', { name: 'Connecting to Discord…' });
    expect(busy).toBeDisabled();

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByRole('button', { name: 'Continue with Discord' })).toBeEnabled();
  });

  it('shows the failure when the server cannot be reached', async () => {
    server.use(http.get(`${PB_URL}/api/collections/users/auth-methods`, () => HttpResponse.error()));
    renderOrganizerApp('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
  });

  it('sends a signed-in organizer to the dashboard, replacing the login entry', async () => {
    server.use(listHandler('contests', []));
    signInOrganizerForTest();
    const { router } = renderOrganizerApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
