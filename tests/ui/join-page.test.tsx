// The join page, in the states a member's phone can meet: a link that no longer works, a contest
// that stopped taking players, a connection that drops, a flood limit, a taken name, and the joined state, which
// stays on a second visit so nobody signs up twice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as JoinRoute } from '@/app/routes/join';
import { APP_PATHS } from '@contract/routes.js';
import { PB_URL, pbError, setupPocketBaseMock } from './support/organizer';

const server = setupPocketBaseMock();
afterEach(() => localStorage.clear());

const CONTEST = { id: 'contest00000001', name: 'Friday memes', description: 'Cats only', max_memes_per_player: 3 };
const JOIN_URL = `${PB_URL}/api/join/${CONTEST.id}/:secret`;
const CLOSED = 'This join link does not work anymore. Ask the organizer for the current one.';

function renderJoinPage(secret = 'thesecret') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retryDelay: 0 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: APP_PATHS.join, Component: JoinRoute },
      { path: APP_PATHS.player, Component: () => <h1>Player page</h1> },
    ],
    { initialEntries: [`/join/${CONTEST.id}/${secret}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const usernameBox = () => screen.findByRole('textbox', { name: 'Your username' });
const joinButton = () => screen.getByRole('button', { name: 'Join the contest' });

describe('opening a join link', () => {
  it('that was closed or replaced says so in the server’s words, with no form', async () => {
    server.use(http.get(JOIN_URL, () => pbError(404, CLOSED)));
    renderJoinPage();
    expect(await screen.findByRole('heading', { level: 1, name: "You can't join this contest" })).toBeInTheDocument();
    expect(screen.getByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each([
    ['the contest moved on', 'This contest is no longer taking new players.'],
    ['the contest is full', 'This contest is full: it has 300 players already.'],
  ])('when %s, says why', async (_, message) => {
    server.use(http.get(JOIN_URL, () => pbError(400, message)));
    renderJoinPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('on a dropped connection, offers Try again and then shows the contest', async () => {
    let failing = true;
    server.use(http.get(JOIN_URL, () => (failing ? HttpResponse.error() : HttpResponse.json(CONTEST))));
    renderJoinPage();
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't reach the server" })).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(screen.getByText('Cats only')).toBeInTheDocument();
    expect(screen.getByText("Upload up to 3 memes, then rate everyone else's from 1 to 10.")).toBeInTheDocument();
  });
});

describe('joining', () => {
  it('keeps the typed name through a refusal, a flood limit and a dropped request, then shows the personal link', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const answers = [
      () => pbError(400, 'Player usernames must be unique within a contest.'),
      () => pbError(429, 'Too Many Requests.'),
      () => HttpResponse.error(),
      () =>
        HttpResponse.json({
          token: 'token-of-newcomer',
          player: { id: 'newcomer0000001', username: 'Newcomer', contest: CONTEST.id },
        }),
    ];
    server.use(
      http.get(JOIN_URL, () => HttpResponse.json(CONTEST)),
      http.post(JOIN_URL, async ({ request }) => {
        sent.push(((await request.json()) as { username: string }).username);
        return answers[sent.length - 1]!();
      }),
    );
    const router = renderJoinPage();

    await user.type(await usernameBox(), 'ab');
    await user.click(joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Player usernames must be between 3 and 100 characters.',
    );
    expect(sent).toEqual([]);

    await user.clear(await usernameBox());
    await user.type(await usernameBox(), '  Newcomer ');
    await user.click(joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Player usernames must be unique within a contest.');
    await user.click(joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    await user.click(joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to join right now. Check your connection and try again.',
    );
    expect(await usernameBox()).toHaveValue('  Newcomer ');
    await user.click(joinButton());

    expect(await screen.findByRole('heading', { level: 1, name: "You're in, Newcomer!" })).toBeInTheDocument();
    expect(sent).toEqual(['Newcomer', 'Newcomer', 'Newcomer', 'Newcomer']);
    const link = `${window.location.origin}/player/newcomer0000001?token=token-of-newcomer`;
    expect(screen.getByRole('textbox', { name: 'Your personal link' })).toHaveValue(link);
    expect(
      screen.getByText('This is your personal link. Save it: it is your only way back to your memes and votes.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to my page' }));
    expect(router.state.location.pathname).toBe('/player/newcomer0000001');
    expect(router.state.location.search).toBe('?token=token-of-newcomer');
  });

  it('says when participation ended at its deadline before the name was sent', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(JOIN_URL, () => HttpResponse.json(CONTEST)),
      http.post(JOIN_URL, () => pbError(400, 'Time is up: participation ended at its deadline.')),
    );
    renderJoinPage();
    await user.type(await usernameBox(), 'Latecomer');
    await user.click(joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Time is up: participation ended at its deadline.');
    expect(await usernameBox()).toHaveValue('Latecomer');
  });

  it('says at the field, as the server would, that a name with an invisible character is refused', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.use(
      http.get(JOIN_URL, () => HttpResponse.json(CONTEST)),
      http.post(JOIN_URL, async ({ request }) => {
        sent.push(((await request.json()) as { username: string }).username);
        return HttpResponse.json({ token: 't', player: { id: 'p', username: 'x', contest: CONTEST.id } });
      }),
    );
    renderJoinPage();
    const box = await usernameBox();
    fireEvent.change(box, { target: { value: 'al\u200dice' } });
    await user.click(joinButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Player usernames cannot contain invisible, control or text-direction characters.');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(alert.textContent!));
    expect(box).toHaveValue('al\u200dice');
    expect(sent).toEqual([]);
  });

  it('shows the same link, not the form, when the join link is opened again on that device', async () => {
    localStorage.setItem(
      'meme-arena.joined-contests',
      JSON.stringify({ [CONTEST.id]: { username: 'Newcomer', link: 'http://localhost/player/p1?token=t1' } }),
    );
    let asked = 0;
    server.use(
      http.get(JOIN_URL, () => {
        asked += 1;
        return HttpResponse.json(CONTEST);
      }),
    );
    renderJoinPage();
    expect(await screen.findByRole('heading', { level: 1, name: "You're in, Newcomer!" })).toBeInTheDocument();
    expect(screen.getByText('You already joined this contest from this device.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your personal link' })).toHaveValue(
      'http://localhost/player/p1?token=t1',
    );
    expect(asked).toBe(0);
  });
});
