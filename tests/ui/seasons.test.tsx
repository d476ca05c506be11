// The season screens (docs/product/organizer.md#seasons, docs/product/overview.md#public-season-page): the organizer's seasons on
// the dashboard and a season's screen, and the public season page, with PocketBase answered by msw.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PublicSeasonRoute } from '@/app/routes/public-season';
import type { SeasonRecord } from '@/lib/data/records';
import type { SeasonAnswer } from '@contract/answers.js';
import { APP_PATHS } from '@contract/routes.js';
import { answerConfirmation } from './support/contest-panel';
import {
  listBody,
  PB_URL,
  pbError,
  recordsUrl,
  recordUrl,
  renderOrganizerApp,
  setupPocketBaseMock,
  signInOrganizerForTest,
} from './support/organizer';

const server = setupPocketBaseMock();
const SEASON_ID = 'season000000001';
const SEASON_URL = `${PB_URL}/api/seasons/:season`;

const answer: SeasonAnswer = {
  season: { id: SEASON_ID, name: 'Autumn league', ends: '2026-12-31 12:00:00.000Z', shared: false },
  standings: [
    { rank: 1, username: 'carol', points: 17, contests: 2, best_average: '8.5' },
    { rank: 2, username: 'a_really_long_username_that_keeps_going', points: 8, contests: 2, best_average: '7' },
  ],
  podiums: [
    {
      contest_name: 'Week 2',
      held: '2026-11-20 18:00:00.000Z',
      players: 5,
      votes: 18,
      places: [{ place: 1, username: 'carol', score: 8.46, image: '/api/files/pbc_memes/meme1/a.png' }],
    },
    {
      contest_name: 'Week 1 (deleted)',
      held: '2026-11-13 18:00:00.000Z',
      players: 4,
      votes: 1,
      places: [
        { place: 1, username: 'bob', score: 7, image: '/api/files/pbc_podium_memes/kept1/b.png' },
        // Its uploader was removed from the contest: no name left.
        { place: 2, username: '', score: 6, image: '/api/files/pbc_podium_memes/kept2/c.png' },
      ],
    },
  ],
  contests: [{ id: 'contest00000002', name: 'Week 3', status: 'participation' }],
};

function season(overrides: Partial<SeasonRecord> = {}): SeasonRecord {
  return {
    id: SEASON_ID,
    collectionId: 'pbc_seasons',
    collectionName: 'seasons',
    name: 'Autumn league',
    ends: '',
    shared: false,
    user: 'user123456789ab',
    created: '2026-11-01 10:00:00.000Z',
    updated: '2026-11-01 10:00:00.000Z',
    ...overrides,
  };
}

function renderPublicSeason() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter([{ path: APP_PATHS.publicSeason, Component: PublicSeasonRoute }], {
    initialEntries: [`/seasons/${SEASON_ID}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the public season page', () => {
  it('shows the leaderboard and every past podium to anyone, without a session', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(SEASON_URL, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ ...answer, season: { ...answer.season, shared: true }, contests: undefined });
      }),
    );
    renderPublicSeason();

    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn league' })).toBeInTheDocument();
    expect(document.title).toBe('Autumn league: season leaderboard · Meme Arena');
    expect(screen.getByText('Ends Dec 31, 2026 · 2 contests · 2 players')).toBeInTheDocument();
    const leaderboard = screen.getByRole('region', { name: 'Leaderboard' });
    const rows = within(leaderboard).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Place 1', 'carol2 contests · best average 8.5', '17 pts', '2', '8.5'],
      ['Place 2', 'a_really_long_username_that_keeps_going2 contests · best average 7', '8 pts', '2', '7'],
    ]);
    const hall = screen.getByRole('region', { name: 'Hall of fame' });
    expect(within(hall).getByRole('heading', { name: 'Week 2' })).toBeInTheDocument();
    expect(within(hall).getByText('Nov 20, 2026 · 5 players · 18 votes')).toBeInTheDocument();
    // A kept podium (its contest deleted) reads as any other.
    expect(within(hall).getByRole('heading', { name: 'Week 1 (deleted)' })).toBeInTheDocument();
    expect(within(hall).getByText('Nov 13, 2026 · 4 players · 1 vote')).toBeInTheDocument();
    const images = within(hall).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Meme by carol',
      'Meme by bob',
      'Meme by Unknown player',
    ]);
    expect(images[0]!.getAttribute('src')).toBe(`${PB_URL}/api/files/pbc_memes/meme1/a.png?thumb=150x150`);
    // Only the first podium's winner loads at once; the rest as they scroll into view.
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(within(hall).getByText('8.5 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Host your own' })).toHaveAttribute('href', '/login');
    expect(authorizations).toEqual([null]);
  });

  it('reads the same for a season that is missing or not shared', async () => {
    server.use(http.get(SEASON_URL, () => pbError(404, "The requested resource wasn't found.")));
    renderPublicSeason();
    expect(await screen.findByRole('heading', { level: 1, name: 'This season is not shared' })).toBeInTheDocument();
    expect(
      screen.getByText('Its organizer has not shared it, or this link is mistyped. Ask them for the public link.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again after a server error, and loads the season then', async () => {
    let calls = 0;
    server.use(
      http.get(SEASON_URL, () => {
        calls += 1;
        // The first load and its one automatic retry fail.
        return calls <= 2 ? pbError(503, 'Service Unavailable') : HttpResponse.json(answer);
      }),
    );
    renderPublicSeason();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season unavailable' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn league' })).toBeInTheDocument();
  });
});

describe("the organizer's seasons", () => {
  it('lists the seasons on the dashboard and creates one with a name and an end date', async () => {
    const created: unknown[] = [];
    server.use(
      http.get(recordsUrl('contests'), () => HttpResponse.json(listBody([]))),
      http.get(recordsUrl('seasons'), () =>
        HttpResponse.json(listBody([season({ ends: '2026-12-31 12:00:00.000Z' })])),
      ),
      http.post(recordsUrl('seasons'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        return HttpResponse.json(season({ id: 'season000000002', name: String(body['name']) }));
      }),
    );
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Seasons' });
    const link = await within(card).findByRole('link', { name: /Autumn league/ });
    expect(link).toHaveAttribute('href', `/dashboard/seasons/${SEASON_ID}`);
    expect(link).toHaveTextContent('Ends Dec 31, 2026 · Private');

    // Too short: the server's words, and nothing sent.
    fireEvent.change(within(card).getByLabelText('Season name'), { target: { value: 'ab' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Create season' }));
    expect(await within(card).findByText('Season name must be between 3 and 100 characters.')).toBeInTheDocument();
    expect(created).toEqual([]);

    fireEvent.change(within(card).getByLabelText('Season name'), { target: { value: '  Winter cup ' } });
    fireEvent.change(within(card).getByLabelText('End date (optional)'), { target: { value: '2027-02-28' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Create season' }));
    await waitFor(() =>
      expect(created).toEqual([
        { user: 'user123456789ab', name: 'Winter cup', shared: false, ends: '2027-02-28 12:00:00.000Z' },
      ]),
    );
    expect(await screen.findByText("Season created. Pick it in a contest's settings.")).toBeInTheDocument();
  });

  it("shows a season's leaderboard, contests and podiums, shares it and deletes it after a clear warning", async () => {
    let current = answer;
    const updates: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.get(recordsUrl('contests'), () => HttpResponse.json(listBody([]))),
      http.get(SEASON_URL, () => HttpResponse.json(current)),
      http.patch(recordUrl('seasons'), async ({ request }) => {
        const body = (await request.json()) as { shared: boolean };
        updates.push(body);
        current = { ...current, season: { ...current.season, shared: body.shared } };
        return HttpResponse.json(season({ shared: body.shared }));
      }),
      http.delete(recordUrl('seasons'), ({ params }) => {
        deleted.push(String(params['id']));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInOrganizerForTest();
    const { router } = renderOrganizerApp(`/dashboard/seasons/${SEASON_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn league' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leaderboard' })).toHaveTextContent('carol');
    expect(screen.getByRole('region', { name: 'Hall of fame' })).toHaveTextContent('Week 1 (deleted)');
    const contests = screen.getByRole('region', { name: 'Contests in this season' });
    expect(within(contests).getByRole('link', { name: /Week 3/ })).toHaveAttribute(
      'href',
      '/dashboard/contest00000002',
    );
    expect(within(contests).getByRole('link', { name: 'New contest in this season' })).toHaveAttribute(
      'href',
      `/create-contest?season=${SEASON_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    const sharing = screen.getByRole('region', { name: 'Public season page' });
    expect(within(sharing).queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(within(sharing).getByRole('checkbox', { name: 'Share the season page' }));
    expect(await within(sharing).findByRole('textbox', { name: 'Public season link' })).toHaveValue(
      `${window.location.origin}/seasons/${SEASON_ID}`,
    );
    expect(updates).toEqual([{ shared: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete season' }));
    await answerConfirmation(
      'Delete “Autumn league”? Its leaderboard and its hall of fame go too, kept podiums and their memes included. Its contests stay, in no season.',
      'confirm',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(deleted).toEqual([SEASON_ID]);
  });

  it('downloads an export with the organizer token and saves it under the name the server gives', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(recordsUrl('contests'), () => HttpResponse.json(listBody([]))),
      http.get(SEASON_URL, () => HttpResponse.json(answer)),
      http.get(`${PB_URL}/api/seasons/:season/export`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        const format = new URL(request.url).searchParams.get('format');
        // The JSON download meets a dropped connection.
        if (format === 'json') return HttpResponse.error();
        return new HttpResponse('rank,username,points\n1,carol,17\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="autumn.csv"; filename*=UTF-8''Autumn%20league.csv`,
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    signInOrganizerForTest();
    renderOrganizerApp(`/dashboard/seasons/${SEASON_ID}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded Autumn league.csv.')).toBeInTheDocument();
    expect(saved).toEqual(['Autumn league.csv']);
    // The organizer's session token, as the SDK sends it.
    expect(authorizations).toEqual(['organizer-token']);

    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(
      await screen.findByText('Unable to download the file. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(saved).toEqual(['Autumn league.csv']);
  });
});
