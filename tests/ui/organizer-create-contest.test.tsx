import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  contestPanelHandlers,
  contestRecord,
  listHandler,
  pbError,
  recordsUrl,
  renderOrganizerApp,
  setupPocketBaseMock,
  signInOrganizerForTest,
} from './support/organizer';

const server = setupPocketBaseMock();

function renderCreateForm() {
  signInOrganizerForTest();
  const app = renderOrganizerApp('/create-contest');
  return { ...app, user: userEvent.setup() };
}

async function form() {
  return within((await screen.findByRole('button', { name: 'Create contest' })).closest('form')!);
}

describe('create contest form', () => {
  it('validates every field with the product messages and sends nothing', async () => {
    const posts: string[] = [];
    server.use(
      listHandler('contests', []),
      http.post(recordsUrl('contests'), () => {
        posts.push('contest');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderCreateForm();
    const fields = await form();

    await user.type(fields.getByLabelText('Contest name'), '  ab  ');
    fireEvent.change(fields.getByLabelText('Description'), { target: { value: 'x'.repeat(401) } });
    await user.clear(fields.getByLabelText('Max memes per player'));
    await user.type(fields.getByLabelText('Max memes per player'), '11');
    await user.type(fields.getByPlaceholderText('Player 1'), 'Al{Enter}');
    await user.click(fields.getByRole('button', { name: 'Create contest' }));

    // Each message sits under its field, which is marked invalid and described by it; the first one takes the focus.
    const name = fields.getByLabelText('Contest name');
    const description = fields.getByLabelText('Description');
    const maxMemes = fields.getByLabelText('Max memes per player');
    const expectContestFieldsWrong = () => {
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Contest name must be between 3 and 100 characters.');
      expect(description).toHaveAttribute('aria-invalid', 'true');
      expect(description).toHaveAccessibleDescription(/^Contest description must be at most 400 characters\./);
      expect(maxMemes).toHaveAttribute('aria-invalid', 'true');
      expect(maxMemes).toHaveAccessibleDescription('Max memes per player must be between 1 and 10.');
    };
    expectContestFieldsWrong();
    await waitFor(() => expect(name).toHaveFocus());
    expect(fields.getByPlaceholderText('Player 1')).toHaveAccessibleDescription(
      'Player usernames must be between 3 and 100 characters.',
    );
    // Nothing is left over for a list at the end of the form.
    expect(fields.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(fields.getByLabelText('Max memes per player'));
    await user.type(fields.getByLabelText('Max memes per player'), 'abc');
    await user.clear(fields.getByPlaceholderText('Player 1'));
    await user.type(fields.getByPlaceholderText('Player 1'), 'Ann Lee');
    await user.type(fields.getByPlaceholderText('Player 2'), ' ann_lee ');
    await user.click(fields.getByRole('button', { name: 'Create contest' }));
    expectContestFieldsWrong();
    // Only the row that repeats a name is marked.
    expect(fields.getByPlaceholderText('Player 1')).not.toHaveAttribute('aria-invalid');
    expect(fields.getByPlaceholderText('Player 2')).toHaveAttribute('aria-invalid', 'true');
    expect(fields.getByPlaceholderText('Player 2')).toHaveAccessibleDescription(
      'Player usernames must be unique within a contest.',
    );
    expect(posts).toEqual([]);
  });

  it('starts with one row; Enter on the last non-empty row adds a focused row; rows are removable only when more than one exists', async () => {
    server.use(listHandler('contests', []));
    const { user } = renderCreateForm();
    const fields = await form();

    expect(fields.getByLabelText('Max memes per player')).toHaveValue(1);
    const first = fields.getByPlaceholderText('Player 1');
    expect(fields.getByRole('button', { name: 'Remove player 1' })).toBeDisabled();

    await user.type(first, '{Enter}');
    expect(fields.queryByPlaceholderText('Player 2')).not.toBeInTheDocument();

    await user.type(first, 'alice{Enter}');
    const second = fields.getByPlaceholderText('Player 2');
    expect(second).toHaveFocus();
    await user.type(second, 'bob{Enter}');
    expect(fields.getByPlaceholderText('Player 3')).toHaveFocus();

    // Enter on a row that is not the last moves on instead of adding or submitting.
    await user.click(first);
    await user.keyboard('{Enter}');
    expect(second).toHaveFocus();
    expect(fields.getAllByRole('textbox', { name: /^Player \d username$/ })).toHaveLength(3);

    await user.click(fields.getByRole('button', { name: 'Add player' }));
    expect(fields.getByPlaceholderText('Player 4')).toHaveFocus();

    await user.click(fields.getByRole('button', { name: 'Remove player 1' }));
    expect(
      fields
        .getAllByRole('textbox', { name: /^Player \d username$/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['bob', '', '']);
    expect(fields.getByPlaceholderText('Player 1')).toHaveValue('bob');
    await user.click(fields.getByRole('button', { name: 'Remove player 3' }));
    await user.click(fields.getByRole('button', { name: 'Remove player 2' }));
    expect(fields.getByRole('button', { name: 'Remove player 1' })).toBeDisabled();
  });

  it('creates the contest, then one player per username in parallel, and opens it first in the list', async () => {
    const created = contestRecord({
      id: 'contestnew00001',
      name: 'Office memes',
      max_memes_per_player: 3,
      created: '2026-03-09 10:00:00.000Z',
    });
    const older = contestRecord({ id: 'contestold00001', name: 'Older one' });
    let contests = [older];
    const contestBodies: unknown[] = [];
    const playerBodies: Record<string, unknown>[] = [];
    let sendContestAnswer = () => {};
    const answerContest = new Promise<void>((resolve) => (sendContestAnswer = resolve));
    server.use(
      http.get(recordsUrl('contests'), () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: contests.length, totalPages: 1, items: contests }),
      ),
      http.post(recordsUrl('contests'), async ({ request }) => {
        contestBodies.push(await request.json());
        await answerContest; // the test sees the form while the request is on its way
        contests = [created, older];
        return HttpResponse.json(created);
      }),
      http.post(recordsUrl('players'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        playerBodies.push(body);
        return HttpResponse.json({ id: `player${playerBodies.length}`, ...body });
      }),
      ...contestPanelHandlers({ contest: created, contests: [created, older] }).slice(1),
    );
    const { user, router } = renderCreateForm();
    const fields = await form();

    await user.type(fields.getByLabelText('Contest name'), '  Office memes ');
    await user.type(fields.getByLabelText('Description'), 'Only the finest');
    await user.clear(fields.getByLabelText('Max memes per player'));
    await user.type(fields.getByLabelText('Max memes per player'), '3');
    await user.type(fields.getByPlaceholderText('Player 1'), 'Ann Lee{Enter}');
    await user.type(fields.getByPlaceholderText('Player 2'), 'bob{Enter}');
    await user.click(fields.getByRole('button', { name: 'Create contest' }));

    expect(fields.getByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect(fields.getByRole('status')).toHaveTextContent('Creating your contest…');
    sendContestAnswer();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/contestnew00001'));
    expect(await screen.findByText('Contest created successfully!')).toBeInTheDocument();
    expect(contestBodies).toEqual([
      {
        name: 'Office memes',
        description: 'Only the finest',
        status: 'participation',
        max_memes_per_player: 3,
        user: 'user123456789ab',
      },
    ]);
    expect(playerBodies.map((body) => body.username)).toEqual(['Ann Lee', 'bob']);
    const [ann] = playerBodies;
    expect(ann).toMatchObject({
      email: 'ann_lee@contestnew00001.com',
      emailVisibility: false,
      contest: 'contestnew00001',
    });
    expect(ann?.password).toMatch(/^[0-9a-f]{32}$/);
    expect(ann?.passwordConfirm).toBe(ann?.password);
    expect(playerBodies[1]?.password).not.toBe(ann?.password);

    const sidebar = screen.getByRole('navigation', { name: 'Your contests', hidden: true });
    await waitFor(() => {
      const [first] = within(sidebar).getAllByRole('link', { hidden: true });
      expect(first).toHaveTextContent('Office memes');
      expect(first).toHaveAttribute('aria-current', 'page');
    });
  });

  it('keeps the contest and the players that worked, and names the ones that failed', async () => {
    const created = contestRecord({ id: 'contestnew00002', name: 'Partial' });
    server.use(
      listHandler('contests', []),
      http.post(recordsUrl('contests'), () => HttpResponse.json(created)),
      http.post(recordsUrl('players'), async ({ request }) => {
        const body = (await request.json()) as { username: string };
        return body.username === 'carol'
          ? pbError(400, 'Failed to create record.')
          : HttpResponse.json({ id: 'playerok', ...body });
      }),
      ...contestPanelHandlers({ contest: created }).slice(1),
    );
    const { user, router } = renderCreateForm();
    const fields = await form();
    await user.type(fields.getByLabelText('Contest name'), 'Partial');
    await user.type(fields.getByPlaceholderText('Player 1'), 'alice{Enter}');
    await user.type(fields.getByPlaceholderText('Player 2'), 'carol');
    await user.click(fields.getByRole('button', { name: 'Create contest' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/contestnew00002'));
    expect(await screen.findByRole('heading', { name: 'Partial' })).toBeInTheDocument();
    expect(
      await screen.findByText('Contest created, but these players could not be added: carol. Failed to create record.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Contest created successfully!')).toBeInTheDocument();
  });

  it('shows the server refusal and keeps everything typed when creation fails', async () => {
    server.use(
      listHandler('contests', []),
      http.post(recordsUrl('contests'), () =>
        pbError(400, 'You can create up to 3 contests. Delete an existing contest before starting a new one.'),
      ),
    );
    const { user, router } = renderCreateForm();
    const fields = await form();
    await user.type(fields.getByLabelText('Contest name'), 'Fourth contest');
    await user.type(fields.getByPlaceholderText('Player 1'), 'alice');
    await user.click(fields.getByRole('button', { name: 'Create contest' }));

    expect(
      await screen.findByText('You can create up to 3 contests. Delete an existing contest before starting a new one.'),
    ).toBeInTheDocument();
    expect(fields.getByRole('button', { name: 'Create contest' })).toBeEnabled();
    expect(fields.getByRole('status')).toHaveTextContent('');
    expect(fields.getByLabelText('Contest name')).toHaveValue('Fourth contest');
    expect(fields.getByPlaceholderText('Player 1')).toHaveValue('alice');
    expect(router.state.location.pathname).toBe('/create-contest');
  });

  it('uses the fallback text when the server gives no reason', async () => {
    server.use(
      listHandler('contests', []),
      http.post(recordsUrl('contests'), () => HttpResponse.error()),
    );
    const { user } = renderCreateForm();
    const fields = await form();
    await user.type(fields.getByLabelText('Contest name'), 'Network down');
    await user.click(fields.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Unable to create contest.')).toBeInTheDocument();
  });

  it('Cancel goes back to the dashboard', async () => {
    server.use(listHandler('contests', []));
    const { user, router } = renderCreateForm();
    await user.click((await form()).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
