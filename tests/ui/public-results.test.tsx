// The public results page: a shared contest's podium and rankings for anyone, with no session sent;
// a contest that is not shared (or missing) says so without naming it; a dropped connection and a 5xx offer Try again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as PublicResultsRoute } from '@/app/routes/public-results';
import { PLAYER_AUTH_STORE_KEY } from '@/lib/session/pocketbase';
import { APP_PATHS } from '@contract/routes.js';
import { memeRecord, PB_URL, pbError, setupPocketBaseMock } from './support/organizer';

const server = setupPocketBaseMock();
const CONTEST_ID = 'contestpublic01';
const RESULTS_URL = `${PB_URL}/api/contests/${CONTEST_ID}/results`;

const results = {
  contest: {
    id: CONTEST_ID,
    name: 'Friday cup',
    description: 'Best of the week',
    vote_count: 1,
    last_vote: '2026-11-20 18:00:00.000Z',
  },
  memes: [
    memeRecord({
      id: 'memealice000001',
      player: '',
      media: 'a.png',
      average_score: 8.46,
      expand: { player: { username: 'alice' } },
    }),
    memeRecord({
      id: 'memebob00000001',
      player: '',
      media: 'b.png',
      average_score: 7,
      expand: { player: { username: 'bob' } },
    }),
    memeRecord({ id: 'memecarol000001', player: '', media: 'c.png', average_score: 7, expand: {} }),
  ],
  players: [
    { id: 'playeralice0001', username: 'alice', average_score: 8.46 },
    { id: 'playerbob000001', username: 'bob', average_score: 7 },
  ],
};

function renderPublicResults() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter([{ path: APP_PATHS.publicResults, Component: PublicResultsRoute }], {
    initialEntries: [`/results/${CONTEST_ID}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the public results page', () => {
  it('shows the podium and both rankings to anyone, without sending a session', async () => {
    // A player session in this browser is not sent: the public page shows everyone the same.
    localStorage.setItem(PLAYER_AUTH_STORE_KEY, JSON.stringify({ token: 'a-player-token', record: { id: 'p' } }));
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(RESULTS_URL, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json(results);
      }),
    );
    renderPublicResults();

    expect(await screen.findByRole('heading', { level: 1, name: 'Friday cup' })).toBeInTheDocument();
    expect(document.title).toBe('Friday cup: results · Meme Arena');
    const podium = screen.getByRole('region', { name: 'Podium' });
    expect(within(podium).getByText('alice')).toBeInTheDocument();
    expect(within(podium).getByText('8.5 points')).toBeInTheDocument();
    expect(within(podium).getByText('Unknown player')).toBeInTheDocument();
    // Who won, and the totals: players, votes (one, so singular) and the day of the last vote.
    expect(screen.getByText('wins with the top meme, 8.5 points').parentElement).toHaveTextContent(
      'Winneralice wins with the top meme, 8.5 points',
    );
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date('2026-11-20T18:00:00Z'));
    expect(screen.getByText(`2 players · 1 vote · ${day}`)).toBeInTheDocument();
    const players = within(screen.getByRole('region', { name: 'Player rankings' })).getAllByRole('listitem');
    expect(players.map((row) => row.textContent)).toEqual(['Rank 1alice8.5 points', 'Rank 2bob7 points']);
    expect(screen.queryByText('(you)')).not.toBeInTheDocument();
    // Hosting one's own contest starts with signing in.
    expect(screen.getByRole('link', { name: 'Host your own meme contest' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Share the results' })).toBeInTheDocument();
    expect(authorizations).toEqual([null]);
    localStorage.removeItem(PLAYER_AUTH_STORE_KEY);
  });

  it('says the results are not shared, without naming the contest', async () => {
    server.use(http.get(RESULTS_URL, () => pbError(404, 'These results are not shared.')));
    renderPublicResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'These results are not shared' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The contest's organizer has not shared its results, or this link is mistyped. Ask them for the public link.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toBe('These results are not shared · Meme Arena');
  });

  it('offers Try again after a dropped connection or a server error, and then shows the results', async () => {
    let answers = 0;
    server.use(
      http.get(RESULTS_URL, () => {
        answers += 1;
        if (answers <= 2) return answers % 2 ? HttpResponse.error() : pbError(503, 'Service Unavailable');
        return HttpResponse.json(results);
      }),
    );
    renderPublicResults();
    const alert = await screen.findByRole('alert');
    expect(answers).toBe(2); // one automatic retry, then the error
    expect(within(alert).getByRole('heading', { name: 'Results unavailable' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday cup' })).toBeInTheDocument();
    expect(answers).toBe(3);
  });
});
