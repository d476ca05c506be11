// The contest address (/c/{contestId}) in the states a phone meets: a browser that holds the player goes to their
// page, joining open shows the join form (with Continue with Discord) and joins without a secret, joining closed
// shows the way back in, an unknown contest says so, and a dropped connection or a 5xx offers Try again. The
// Discord popup itself runs end to end (tests/e2e/player-discord-identity.spec.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as ContestAddressRoute } from '@/app/routes/contest-address';
import { rememberJoinedContest } from '@/lib/session/joined-links';
import { APP_PATHS } from '@contract/routes.js';
import { PB_URL, pbError, setupPocketBaseMock } from './support/organizer';

const server = setupPocketBaseMock();
afterEach(() => localStorage.clear());

const CONTEST = {
  id: 'contest00000001',
  name: 'Friday memes',
  description: 'Cats only',
  status: 'participation',
  joining_open: true,
  max_memes_per_player: 3,
  language: '',
};
const ADDRESS_URL = `${PB_URL}/api/join/${CONTEST.id}`;

function renderAddress() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retryDelay: 0 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: APP_PATHS.contestAddress, Component: ContestAddressRoute },
      { path: APP_PATHS.player, Component: () => <h1>Player page</h1> },
    ],
    { initialEntries: [`/c/${CONTEST.id}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('the contest address', () => {
  it("opens the player's page on a browser that holds one, without asking the server", async () => {
    let asked = false;
    server.use(
      http.get(ADDRESS_URL, () => {
        asked = true;
        return HttpResponse.json(CONTEST);
      }),
    );
    rememberJoinedContest(CONTEST.id, {
      username: 'Newcomer',
      link: `${window.location.origin}/player/newcomer0000001?token=token-of-newcomer`,
    });
    const router = renderAddress();
    expect(await screen.findByRole('heading', { level: 1, name: 'Player page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/player/newcomer0000001');
    expect(router.state.location.search).toBe('?token=token-of-newcomer');
    expect(asked).toBe(false);
  });

  it('while joining is open, shows the join form with Discord and joins without a secret', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get(ADDRESS_URL, () => HttpResponse.json(CONTEST)),
      http.post(ADDRESS_URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          token: 'token-of-newcomer',
          player: { id: 'newcomer0000001', username: 'Newcomer', contest: CONTEST.id },
        });
      }),
    );
    renderAddress();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Discord' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Your username' }), 'Newcomer');
    await user.click(screen.getByRole('button', { name: 'Join the contest' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're in, Newcomer!" })).toBeInTheDocument();
    expect(sent).toEqual([{ username: 'Newcomer' }]);
  });

  it('once joining is closed, offers the way back in with Discord and no form', async () => {
    server.use(http.get(ADDRESS_URL, () => HttpResponse.json({ ...CONTEST, status: 'vote', joining_open: false })));
    renderAddress();
    expect(await screen.findByRole('heading', { level: 1, name: 'Get back in' })).toBeInTheDocument();
    expect(screen.getByText('Friday memes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Discord' })).toBeEnabled();
    expect(screen.getByText('No Discord? Ask the organizer for your personal link.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the contest does not exist', async () => {
    server.use(http.get(ADDRESS_URL, () => pbError(404, 'The contest was not found.')));
    renderAddress();
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this contest" })).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted. Check the address with the organizer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeInTheDocument();
  });

  it('on a server error, offers Try again, then shows the contest', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      http.get(ADDRESS_URL, () => (failing ? pbError(503, 'Service Unavailable.') : HttpResponse.json(CONTEST))),
    );
    renderAddress();
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't reach the server" })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
  });
});
