import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HOST_SESSION_STORAGE_KEY } from '@/lib/session/host-session';
import { sessionOverride } from './support/host-session-override';
import {
  contestPanelHandlers,
  contestRecord,
  listBody,
  listHandler,
  pbError,
  recordsUrl,
  renderOrganizerApp,
  setupPocketBaseMock,
  signInOrganizerForTest,
} from './support/organizer';

vi.mock('@/lib/session/host-session', async (importOriginal) =>
  (await import('./support/host-session-override')).withSessionOverride(importOriginal),
);

const server = setupPocketBaseMock();
const LIMIT_MESSAGE = 'You can create up to 3 contests. Delete an existing contest before starting a new one.';

const threeContests = [
  contestRecord({ id: 'contest00000003', name: 'Newest', status: 'results', created: '2026-03-08 10:00:00.000Z' }),
  contestRecord({ id: 'contest00000002', name: '', status: 'vote', created: '2026-03-07 10:00:00.000Z' }),
  contestRecord({ id: 'contest00000001', name: 'Oldest', created: '2026-03-06 10:00:00.000Z' }),
];

describe('organizer dashboard', () => {
  it('says the session is loading until auth state is ready', () => {
    sessionOverride.ready = false;
    renderOrganizerApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session…');
  });

  it('welcomes a signed-out visitor with a sign-in link', () => {
    renderOrganizerApp('/dashboard/anything');
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("lists only the organizer's contests, newest first, with names, fallbacks and phase badges", async () => {
    const requests: URL[] = [];
    server.use(
      http.get(recordsUrl('contests'), ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(listBody(threeContests.slice(0, 2)));
      }),
    );
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');

    const sidebar = screen.getByRole('navigation', { name: 'Your contests' });
    expect(within(sidebar).getByRole('status')).toHaveTextContent('Loading your contests…');
    const links = await within(sidebar).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['NewestResults phase', 'Untitled contestVoting phase']);
    expect(links[0]).toHaveAttribute('href', '/dashboard/contest00000003');
    expect(within(sidebar).getByText('1 contest remaining')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'New' })).toBeEnabled();

    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('filter')).toBe('user = "user123456789ab"');
    expect(requests[0]?.searchParams.get('sort')).toBe('-created');

    expect(
      screen.getByText('Select a contest on the left to view its details, or create a new one to get started'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a contest' })).toHaveAttribute('href', '/create-contest');

    // Beyond the text: each contest with its phase and its next step, linking to its panel, from the same one request.
    const overview = screen.getByRole('region', { name: 'Your dashboard' });
    const cards = within(overview).getAllByRole('link', { name: /phase/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/dashboard/contest00000003',
      '/dashboard/contest00000002',
    ]);
    expect(cards[0]).toHaveTextContent('Results phase');
    expect(cards[0]).toHaveTextContent('Next: The winners are in. Share the results with your community.');
    expect(cards[1]).toHaveTextContent('Voting phase');
    expect(cards[1]).toHaveTextContent('Next: Players are voting. Open the results when everyone is done.');
    expect(requests).toHaveLength(1);
  });

  it('shows the empty text and three contests remaining when there are none', async () => {
    server.use(listHandler('contests', []));
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');
    expect(await screen.findByText('Your contests will appear here. Create one to get started.')).toBeInTheDocument();
    // The empty list offers its next step.
    expect(screen.getByRole('link', { name: 'Create your first contest' })).toHaveAttribute('href', '/create-contest');
    expect(screen.getByText('3 contests remaining')).toBeInTheDocument();
    expect(document.title).toBe('Your contests · Meme Arena');
  });

  it('disables New at the limit with the limit message as its tooltip, and shows the limit card on /create-contest', async () => {
    server.use(listHandler('contests', threeContests));
    signInOrganizerForTest();
    renderOrganizerApp('/create-contest');

    expect(await screen.findByText('Contest limit reached', { selector: 'p' })).toBeInTheDocument();
    expect(document.title).toBe('Create a contest · Meme Arena');
    const newButton = screen.getByRole('button', { name: 'New' });
    expect(newButton).toBeDisabled();
    expect(newButton).toHaveAttribute('title', LIMIT_MESSAGE);
    expect(newButton).toHaveAccessibleDescription(LIMIT_MESSAGE);

    expect(screen.getByRole('heading', { name: 'Contest limit reached' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create contest' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(await screen.findByRole('link', { name: 'Create a contest' })).toBeInTheDocument();
  });

  it('reports a failed load and recovers on retry', async () => {
    let fail = true;
    server.use(
      http.get(recordsUrl('contests'), () =>
        fail
          ? pbError(500, 'Something went wrong while processing your request.')
          : HttpResponse.json(listBody(threeContests.slice(2))),
      ),
    );
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load contests right now.');
    // The toast carries the same fallback, since the server gave only its generic text; it comes a moment after the
    // panel, so the test waits for both (findAllByText would settle for the first).
    await waitFor(() => expect(screen.getAllByText('Unable to load contests right now.')).toHaveLength(2));

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const sidebar = screen.getByRole('navigation', { name: 'Your contests', hidden: true });
    expect(await within(sidebar).findByRole('link', { name: /Oldest/ })).toBeInTheDocument();
  });

  it('keeps the New button disabled while the list loads', async () => {
    server.use(
      http.get(recordsUrl('contests'), async () => {
        await delay(50);
        return HttpResponse.json(listBody([]));
      }),
    );
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');
    expect(screen.getByRole('button', { name: 'New' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New' })).toBeEnabled());
  });

  it('toggles the narrow-screen slide-over and closes it after navigating', async () => {
    window.innerWidth = 390;
    server.use(listHandler('contests', threeContests.slice(2)));
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');
    const contestList = () => screen.queryByRole('navigation', { name: 'Your contests' });

    const toggle = screen.getByRole('button', { name: 'Show contests' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(contestList()).toBeNull();
    expect(screen.queryByRole('link', { name: /Oldest/ })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('Hide contests');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = contestList()!;
    expect(sidebar).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    expect(await within(sidebar).findByRole('link', { name: /Oldest/ })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('Show contests');
    expect(contestList()).toBeNull();

    fireEvent.click(toggle);
    server.use(...contestPanelHandlers({ contest: threeContests[2]! }));
    fireEvent.click(within(contestList()!).getByRole('link', { name: /Oldest/ }));
    await waitFor(() => expect(toggle).toHaveTextContent('Show contests'));
    expect(contestList()).toBeNull();
  });

  it('always shows the contest list on a wide screen', async () => {
    server.use(listHandler('contests', threeContests.slice(2)));
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');
    const sidebar = screen.getByRole('navigation', { name: 'Your contests' });
    expect(await within(sidebar).findByRole('link', { name: /Oldest/ })).toBeInTheDocument();
  });

  it('logs out: the session is cleared and the welcome screen shows', async () => {
    server.use(listHandler('contests', []));
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(localStorage.getItem(HOST_SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('pb_users_auth')).toBeNull();
  });
});
