// "Run it again" in the panel's header in results (docs/product/organizer.md#run-it-again): what the dialog says
// before the tap, what it sends, and the failures that are hard to reach for real: the contest limit with the contest
// to delete first, a dropped connection, a server error and a 429, each leaving the dialog open to try again. The
// journey on a phone and a desktop: tests/e2e/run-again.spec.ts; the server's rules: tests/api/run-again.test.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContestRecord } from '@/lib/data/records';
import { header, players, setupContestPanel } from './support/contest-panel';
import { contestRecord, PB_URL } from './support/organizer';

const { openContest } = setupContestPanel();

const LIMIT = 'You can create up to 3 contests. Delete an existing contest before starting a new one.';

function runAgainServer(contest: ContestRecord, answer: () => Response) {
  const bodies: unknown[] = [];
  const handler = http.post(`${PB_URL}/api/contests/${contest.id}/run-again`, async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { bodies, handler };
}

async function openDialog() {
  fireEvent.click(within(await header()).getByRole('button', { name: 'Run it again' }));
  return screen.findByRole('dialog', { name: 'Run it again' });
}

describe('Run it again', () => {
  it('shows the next name, the interval and the players, and sends whether they come along', async () => {
    const created = new Date(Date.now() - 6.5 * 24 * 3_600_000).toISOString();
    const contest = contestRecord({
      status: 'results',
      name: 'Meme of the week #7',
      created,
      participation_ends: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
      join_secret: 'abc',
    });
    const { bodies, handler } = runAgainServer(contest, () => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    openContest(contest, { players }, handler);
    const dialog = await openDialog();

    expect(within(dialog).getByText('Meme of the week #8')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The deadlines move by 7 days, so the series keeps its rhythm.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The join link opens again, with a new address.')).toBeInTheDocument();
    const bring = await within(dialog).findByRole('checkbox', { name: /Bring the 3 players along/ });
    expect(bring).toBeChecked();
    fireEvent.click(bring);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the next one' }));
    await waitFor(() => expect(bodies).toEqual([{ bring_players: false }]));
  });

  it('at the limit says which finished contest to delete first, with a button to it', async () => {
    const contest = contestRecord({ status: 'results', name: 'Friday memes' });
    const { handler } = runAgainServer(contest, () =>
      HttpResponse.json(
        {
          status: 400,
          message: LIMIT,
          data: {
            messageCode: 'contestLimit',
            messageParams: { contestsPerOrganizer: 3 },
            archive_first: { id: 'oldcontest00001', name: 'Spring memes' },
          },
        },
        { status: 400 },
      ),
    );
    openContest(contest, { players }, handler);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the next one' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(LIMIT);
    expect(alert).toHaveTextContent(
      "Make room by deleting your oldest finished contest, Spring memes. If it's in a season, its podium stays in the season's hall of fame.",
    );
    expect(within(alert).getByRole('button', { name: 'Open Spring memes' })).toBeInTheDocument();
    // The dialog stays open, its action ready for another try.
    expect(within(dialog).getByRole('button', { name: 'Start the next one' })).toBeEnabled();
  });

  it('at the limit with no other finished contest says the others are still running', async () => {
    const contest = contestRecord({ status: 'results', name: 'Friday memes' });
    const { handler } = runAgainServer(contest, () =>
      HttpResponse.json(
        { status: 400, message: LIMIT, data: { messageCode: 'contestLimit', archive_first: null } },
        { status: 400 },
      ),
    );
    openContest(contest, { players }, handler);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the next one' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(LIMIT);
    expect(alert).toHaveTextContent(
      'Your other contests are still running: delete one of them first, or run this one again once one has its results.',
    );
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ status: 500, message: 'Something went wrong.' }, { status: 500 })],
    ['too many requests', () => HttpResponse.json({ status: 429, message: 'Too Many Requests.' }, { status: 429 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('after %s says the next contest was not created, and stays open to try again', async (_label, answer) => {
    const contest = contestRecord({ status: 'results', name: 'Friday memes' });
    const { bodies, handler } = runAgainServer(contest, answer);
    openContest(contest, { players }, handler);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the next one' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The next contest was not created: check your connection and try again.',
    );
    expect(bodies).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Start the next one' })).toBeEnabled();
    expect(within(await header()).getByRole('heading', { level: 1 })).toHaveTextContent('Friday memes');
  });
});
