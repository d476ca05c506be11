// The phase countdown on the player's page (beyond SPEC.md): the time left while a deadline is set, and at zero the
// page reads its contest (which makes the server apply the deadline) and switches phase with a notice that says
// time was up, not that the organizer moved it. The clock is moved with fake dates, never waited for.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerClient } from '@/lib/pocketbase';
import {
  alice,
  authRefreshHandler,
  contestRecord,
  listBody,
  recordsUrl,
  recordUrl,
  renderPlayerPage,
  setupPocketBaseMock,
  viewHandler,
  memesToScoreUrl,
  myVotesUrl,
} from './support/player-page';

const server = setupPocketBaseMock();
afterEach(() => {
  playerClient.authStore.clear();
  vi.useRealTimers();
});

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
      http.get(memesToScoreUrl, () => HttpResponse.json([])),
      http.get(myVotesUrl, () => HttpResponse.json([])),
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
