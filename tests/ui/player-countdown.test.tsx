// The phase countdown on the player's page: the time left while a deadline is set, and at zero the
// page reads its contest (which makes the server apply the deadline) and switches phase with a notice that says
// time was up, not that the organizer moved it; its first frame is right whenever the deadline arrives, and it says
// why it stopped when the server could not move the contest on. The clock is moved with fake dates, never waited for.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContestRecord } from '@/lib/data/records';
import {
  alice,
  authRefreshHandler,
  contestRecord,
  listBody,
  recordsUrl,
  recordUrl,
  renderPlayerPage,
  setupPlayerPageMock,
  viewHandler,
  voteBoardUrl,
} from './support/player-page';

const server = setupPlayerPageMock();
afterEach(() => vi.useRealTimers());

const serverDate = (ms: number) => new Date(Date.now() + ms).toISOString().replace('T', ' ');

describe('the phase countdown', () => {
  it('counts down, and at zero the page reads its contest and moves to the vote', async () => {
    // Dates only, and they stand still until the test moves them: the page's own timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const ends = serverDate(1_500);
    const participation = contestRecord({ status: 'participation', participation_ends: ends });
    const vote = contestRecord({
      status: 'vote',
      participation_ends: ends,
      updated: '2026-03-06 19:30:00.000Z',
    });
    let reads = 0;
    server.use(
      authRefreshHandler(),
      viewHandler('players', alice()),
      http.get(recordUrl('contests'), () => {
        reads += 1;
        return HttpResponse.json(Date.now() >= new Date(ends.replace(' ', 'T')).getTime() ? vote : participation);
      }),
      http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))),
      http.get(voteBoardUrl, () => HttpResponse.json([])),
      http.get(recordsUrl('meme_removals'), () => HttpResponse.json(listBody([]))),
    );
    renderPlayerPage();

    expect(await screen.findByRole('timer')).toHaveTextContent(/^Uploads close in 0:0[12]/);
    const readsBefore = reads;
    vi.setSystemTime(Date.now() + 1_500);
    expect(await screen.findByText('Time is up: the contest moved to the Vote phase.')).toBeInTheDocument();
    expect(reads).toBeGreaterThan(readsBefore);
    expect(screen.queryByText(/Uploads close in/)).not.toBeInTheDocument();
  });

  /** The player page with a contest the test changes, and the query client that reloads it (as realtime would). */
  function renderWithContest(initial: ContestRecord) {
    let current = initial;
    server.use(
      authRefreshHandler(),
      viewHandler('players', alice()),
      http.get(recordUrl('contests'), () => HttpResponse.json(current)),
      http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))),
      http.get(voteBoardUrl, () => HttpResponse.json([])),
      http.get(recordsUrl('meme_removals'), () => HttpResponse.json(listBody([]))),
    );
    const { queryClient } = renderPlayerPage();
    return {
      queryClient,
      setContest: (next: ContestRecord) => {
        current = next;
      },
    };
  }

  it('is right from its first frame when the deadline is set after the page opened', async () => {
    // Dates only: the page's own timers keep running, so the first frame is seen before the countdown's first tick.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { queryClient, setContest } = renderWithContest(contestRecord({ status: 'participation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();

    // Half a minute later the organizer sets a deadline 87 s ahead, and the page hears of it.
    vi.setSystemTime(Date.now() + 30_000);
    setContest(contestRecord({ status: 'participation', participation_ends: serverDate(87_400) }));
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Uploads close in 1:2[78] /);
  });

  it('says why it stopped when the voting deadline passed and the contest stayed in the vote', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { queryClient, setContest } = renderWithContest(
      contestRecord({ status: 'vote', vote_ends: serverDate(60_000) }),
    );
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Voting closes in (1:00|0:59)/);

    // The deadline passes; a meme has no vote, so the server keeps the vote open and clears the deadline.
    setContest(contestRecord({ status: 'vote', vote_ends: '', updated: '2026-03-06 19:30:00.000Z' }));
    vi.setSystemTime(Date.now() + 61_000);
    expect(
      await screen.findByText(
        'The voting deadline passed, but some memes have no vote yet, so voting stays open until the organizer shows the results.',
        {},
        { timeout: 4_000 },
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Voting phase')).toBeInTheDocument();

    // The organizer sets a new deadline, then clears it while it is still ahead: the note does not come back.
    setContest(
      contestRecord({ status: 'vote', vote_ends: serverDate(3_600_000), updated: '2026-03-06 19:31:00.000Z' }),
    );
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Voting closes in/);
    expect(screen.queryByText(/The voting deadline passed/)).not.toBeInTheDocument();
    setContest(contestRecord({ status: 'vote', vote_ends: '', updated: '2026-03-06 19:32:00.000Z' }));
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
    expect(screen.queryByText(/The voting deadline passed/)).not.toBeInTheDocument();
  });

  it('goes away without a word when the organizer clears a deadline that is still ahead', async () => {
    const { queryClient, setContest } = renderWithContest(
      contestRecord({ status: 'vote', vote_ends: serverDate(3_600_000) }),
    );
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Voting closes in 1 h 00 min|^Voting closes in 59:/);
    setContest(contestRecord({ status: 'vote', vote_ends: '', updated: '2026-03-06 19:30:00.000Z' }));
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
    expect(screen.queryByText(/The voting deadline passed/)).not.toBeInTheDocument();
  });

  it('is not shown without a deadline', async () => {
    server.use(
      authRefreshHandler(),
      viewHandler('players', alice()),
      viewHandler('contests', contestRecord({ status: 'participation' })),
      http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))),
      http.get(recordsUrl('meme_removals'), () => HttpResponse.json(listBody([]))),
    );
    renderPlayerPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
