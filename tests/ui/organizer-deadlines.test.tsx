// Phase deadlines on the organizer's side: set in the organizer's time zone, checked before sending
// (in the future, voting after participation), saved on their own, shown with the time left, and a deadline that
// could not move the contest explained. The create form sends them only when set.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogAreas } from '@/i18n/i18n';
import type { ContestRecord } from '@/lib/data/records';
import { players, setupContestPanel } from './support/contest-panel';
import {
  contestRecord,
  listHandler,
  recordsUrl,
  recordUrl,
  renderOrganizerApp,
  signInOrganizerForTest,
} from './support/organizer';

const { server, openContest } = setupContestPanel();

/** A datetime-local value `ms` from now, in the test's (the browser's) time zone. */
function localInput(ms: number): string {
  const date = new Date(Date.now() + ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const toServerDate = (local: string) => new Date(local).toISOString().replace('T', ' ');

const deadlinesSection = async () =>
  within((await screen.findByRole('heading', { name: 'Deadlines', level: 2 })).closest('section')!);

function recordPatches(contest: ContestRecord) {
  const patches: Record<string, unknown>[] = [];
  server.use(
    http.patch(recordUrl('contests'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      const stored = Object.fromEntries(
        Object.entries(body).map(([key, value]) => [
          key,
          typeof value === 'string' && value ? value.replace('T', ' ') : value,
        ]),
      );
      return HttpResponse.json({ ...contest, ...stored });
    }),
  );
  return patches;
}

describe('deadlines on the contest panel', () => {
  it('refuses a past or backwards deadline before sending, then saves both in UTC', async () => {
    const contest = contestRecord({ status: 'participation' });
    openContest(contest, { players });
    const patches = recordPatches(contest);
    const section = await deadlinesSection();
    expect(section.getAllByText(/Your time zone: /).length).toBeGreaterThan(0);

    const participation = section.getByLabelText('Participation ends');
    const vote = section.getByLabelText('Voting ends');
    fireEvent.change(participation, { target: { value: localInput(-3_600_000) } });
    fireEvent.click(section.getByRole('button', { name: 'Save deadlines' }));
    expect(await section.findByText('A deadline must be in the future.')).toBeInTheDocument();

    const ends = localInput(2 * 3_600_000);
    fireEvent.change(participation, { target: { value: ends } });
    fireEvent.change(vote, { target: { value: localInput(3_600_000) } });
    fireEvent.click(section.getByRole('button', { name: 'Save deadlines' }));
    expect(await section.findByText('Voting must end after participation ends.')).toBeInTheDocument();
    expect(patches).toEqual([]);

    const voteEnds = localInput(26 * 3_600_000);
    fireEvent.change(vote, { target: { value: voteEnds } });
    fireEvent.click(section.getByRole('button', { name: 'Save deadlines' }));
    expect(await screen.findByText('Deadlines saved.')).toBeInTheDocument();
    expect(patches).toEqual([
      { participation_ends: new Date(ends).toISOString(), vote_ends: new Date(voteEnds).toISOString() },
    ]);
  });

  it('shows the time left, and why a passed deadline did not move the contest', async () => {
    openContest(
      contestRecord({
        status: 'participation',
        participation_ends: toServerDate(localInput(2 * 3_600_000 + 60_000)),
        deadline_blocked:
          'The deadline passed, but the contest stayed in this phase: Upload at least one meme before moving to the vote phase.',
      }),
      { players },
    );
    const section = await deadlinesSection();
    expect(section.getByRole('alert')).toHaveTextContent(
      'The deadline passed, but the contest stayed in this phase: Upload at least one meme before moving to the vote phase.',
    );
    expect(
      section.getByText(/^Participation ends .* \(in 2 h 0\d min\)\. The contest then moves on by itself\.$/),
    ).toBeInTheDocument();
  });

  it("says why a deadline did not move the contest in the organizer's language, from the server's code", async () => {
    await activateLocale('fr');
    // Rendered without the route that loads the panel's texts: loaded here, as its loader would.
    await loadCatalogAreas(['contest', 'organizer']);
    try {
      openContest(
        contestRecord({
          status: 'participation',
          deadline_blocked:
            'The deadline passed, but the contest stayed in this phase: Upload at least one meme before moving to the vote phase.',
          deadline_blocked_code: { messageCode: 'needMeme' },
        }),
        { players },
      );
      const section = within((await screen.findByRole('heading', { name: 'Échéances', level: 2 })).closest('section')!);
      expect(section.getByRole('alert')).toHaveTextContent(
        'L’échéance est passée, mais le concours est resté dans cette phase : Il faut au moins un mème avant de passer au vote.',
      );
    } finally {
      // Unmounted first: the switch back to English would otherwise re-render the page outside act.
      cleanup();
      await activateLocale('en');
    }
  });

  it('during the vote, keeps the participation deadline read-only and sends only the vote deadline', async () => {
    const contest = contestRecord({ status: 'vote', participation_ends: '2026-03-06 19:00:00.000Z' });
    openContest(contest, { players });
    const patches = recordPatches(contest);
    const section = await deadlinesSection();
    expect(section.getByLabelText('Participation ends')).toHaveAttribute('readonly');
    const voteEnds = localInput(3_600_000);
    fireEvent.change(section.getByLabelText('Voting ends'), { target: { value: voteEnds } });
    fireEvent.click(section.getByRole('button', { name: 'Save deadlines' }));
    expect(await screen.findByText('Deadlines saved.')).toBeInTheDocument();
    expect(patches).toEqual([{ vote_ends: new Date(voteEnds).toISOString() }]);
  });

  it('follows the server: a deadline it cleared leaves the field empty, and saving sends nothing past', async () => {
    // The panel loaded while the deadline was still ahead; it has passed since, with no meme uploaded.
    const passed = toServerDate(localInput(-60_000));
    let current = contestRecord({ status: 'participation', participation_ends: passed });
    const { queryClient } = openContest(
      current,
      { players },
      http.get(recordUrl('contests'), () => HttpResponse.json(current)),
    );
    const section = await deadlinesSection();
    expect(section.getByLabelText('Participation ends')).not.toHaveValue('');

    // The server could not move the contest on: it cleared the deadline and says why (a realtime event reloads it).
    const blocked =
      'The deadline passed, but the contest stayed in this phase: Upload at least one meme before moving to the vote phase.';
    current = { ...current, participation_ends: '', deadline_blocked: blocked };
    await queryClient.invalidateQueries();
    expect(await section.findByRole('alert')).toHaveTextContent(blocked);
    expect(section.getByLabelText('Participation ends')).toHaveValue('');

    // A field the organizer is editing keeps what they typed.
    const voteEnds = localInput(3_600_000);
    fireEvent.change(section.getByLabelText('Voting ends'), { target: { value: voteEnds } });
    current = { ...current, updated: '2026-03-06 20:00:00.000Z' };
    await queryClient.invalidateQueries();
    expect(section.getByLabelText('Voting ends')).toHaveValue(voteEnds);

    const patches = recordPatches(current);
    fireEvent.click(section.getByRole('button', { name: 'Save deadlines' }));
    expect(await screen.findByText('Deadlines saved.')).toBeInTheDocument();
    expect(section.queryByText('A deadline must be in the future.')).not.toBeInTheDocument();
    expect(patches).toEqual([{ participation_ends: '', vote_ends: new Date(voteEnds).toISOString() }]);
  });

  it('is gone once results are open', async () => {
    openContest(contestRecord({ status: 'results' }), { players });
    expect(await screen.findByRole('heading', { name: 'Contest settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deadlines', level: 2 })).not.toBeInTheDocument();
  });
});

describe('deadlines on the create form', () => {
  it('sends them with the contest when set, in UTC', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      listHandler('contests', []),
      http.post(recordsUrl('contests'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json(contestRecord({ id: 'newcontest00001', name: String(body['name']) }));
      }),
    );
    signInOrganizerForTest();
    renderOrganizerApp('/create-contest');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Contest name'), 'Timed cup');
    const ends = localInput(3_600_000);
    fireEvent.change(screen.getByLabelText('Participation ends'), { target: { value: ends } });
    fireEvent.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Contest created successfully!')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ name: 'Timed cup', participation_ends: new Date(ends).toISOString() });
    expect(posted[0]).not.toHaveProperty('vote_ends');
  });
});
