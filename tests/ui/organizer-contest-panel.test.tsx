// The organizer's contest panel: loading, the header, what each request asks for, and the advance button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  bob,
  carol,
  players,
  aliceMeme,
  bobMeme,
  orphanMeme,
  header,
  playerRow,
  findPlayer,
  setupContestPanel,
  answerConfirmation,
} from './support/contest-panel';
import {
  contestPanelHandlers,
  contestRecord,
  memeRecord,
  panelListUrl,
  pbError,
  playerRecord,
  recordsUrl,
  recordUrl,
  renderOrganizerApp,
  signInOrganizerForTest,
  voteRecord,
} from './support/organizer';

const { server, openContest } = setupContestPanel();

describe('contest detail panel', () => {
  it('shows loading, then the header with name, created date, phase badge and the edit form', async () => {
    const contest = contestRecord();
    openContest(contest);
    expect(screen.getByText('Loading contest…')).toBeInTheDocument();

    const top = await header();
    expect(within(top).getByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(document.title).toBe('Friday memes · Meme Arena');
    expect(within(top).getByText(/^Created on /)).toHaveTextContent(/Created on Mar \d+, 2026/);
    expect(within(top).getByText('Participation')).toBeInTheDocument();

    expect(screen.getByLabelText('Name')).toHaveValue('Friday memes');
    expect(screen.getByLabelText('Description')).toHaveValue('Best office memes of the week');
    const max = screen.getByLabelText('Max memes per player');
    expect(max).toHaveValue('2');
    expect(max).toHaveAttribute('readonly');
  });

  it('says what comes next when a new contest has no players and no memes', async () => {
    openContest(contestRecord(), { players: [], memes: [] });
    const playersRegion = await screen.findByRole('region', { name: /Players/ });
    await within(playersRegion).findByText('No players yet.');
    expect(within(playersRegion).getByText(/open the join link and post it in your channel/)).toBeVisible();
    fireEvent.click(within(playersRegion).getByRole('button', { name: 'Add the first player' }));
    expect(within(playersRegion).getByPlaceholderText('Player username')).toHaveFocus();
    const memesRegion = screen.getByRole('region', { name: 'Memes' });
    expect(await within(memesRegion).findByText('No memes uploaded yet.')).toBeVisible();
    expect(
      within(memesRegion).getByText('Memes show up here as players upload them. Add players first.'),
    ).toBeVisible();
  });

  it('falls back to Unknown date and N/A', async () => {
    openContest(contestRecord({ created: '', max_memes_per_player: 0 }));
    expect(within(await header()).getByText('Created on Unknown date')).toBeInTheDocument();
    expect(screen.getByLabelText('Max memes per player')).toHaveValue('N/A');
  });

  it('says the contest is unavailable when it cannot be found', async () => {
    server.use(...contestPanelHandlers({ contest: contestRecord({ id: 'someotherid0001' }) }));
    signInOrganizerForTest();
    renderOrganizerApp('/dashboard/missingcontest1');
    expect(await screen.findByRole('heading', { name: 'Contest unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find this contest. It may have been deleted or you might not have access."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your contests' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['a server error', () => pbError(500, 'Something went wrong while processing your request.')],
    ['a network failure', () => HttpResponse.error()],
  ])('reports a contest that fails to load with %s and loads it on retry', async (_case, failure) => {
    const contest = contestRecord();
    let fail = true;
    openContest(
      contest,
      {},
      http.get(recordUrl('contests'), () => (fail ? failure() : HttpResponse.json(contest))),
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'Unable to load contests right now.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contest unavailable' })).not.toBeInTheDocument();
    expect(screen.queryByText(/We couldn't find this contest/)).not.toBeInTheDocument();
    // The toast carries the same fallback: the failure gave no message of its own. It comes a moment after the panel,
    // so the test waits for both (findAllByText would settle for the first).
    await waitFor(() => expect(screen.getAllByText('Unable to load contests right now.')).toHaveLength(2));
    expect(within(alert).getByRole('link', { name: 'Back to your contests' })).toHaveAttribute('href', '/dashboard');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
  });

  it('says the contest is unavailable, without a toast or a retry, when access is refused', async () => {
    openContest(
      contestRecord(),
      {},
      http.get(recordUrl('contests'), () => pbError(403, 'Only the owner can view it.')),
    );
    expect(await screen.findByRole('heading', { name: 'Contest unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Only the owner can view it.')).not.toBeInTheDocument();
  });

  it('costs the same few requests whatever the number of players, memes and votes', async () => {
    const manyPlayers = Array.from({ length: 12 }, (_, index) =>
      playerRecord({ id: `player${String(index).padStart(9, '0')}`, username: `player_${index}` }),
    );
    const manyMemes = manyPlayers.flatMap((player, index) => [
      memeRecord({ id: `meme_a${String(index).padStart(9, '0')}`, player: player.id }),
      memeRecord({ id: `meme_b${String(index).padStart(9, '0')}`, player: player.id }),
    ]);
    const manyVotes = manyMemes.flatMap((meme, index) =>
      [0, 1, 2].map((offset) =>
        voteRecord(`vote${index}_${offset}`, meme.id, manyPlayers[(index + offset + 1) % 12]!.id),
      ),
    );
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}`);
    });
    openContest(contestRecord({ status: 'vote' }), { players: manyPlayers, memes: manyMemes, votes: manyVotes });

    await findPlayer('player_11');
    await waitFor(() => expect(screen.getAllByText('3 votes')).toHaveLength(24));
    expect([...requests].sort()).toEqual(
      [
        'GET /api/collections/contests/records',
        'GET /api/collections/contests/records/contest00000001',
        'GET /api/contests/contest00000001/panel/memes',
        'GET /api/contests/contest00000001/panel/players',
        'GET /api/contests/contest00000001/turnout',
        'GET /api/collections/meme_vote_counts/records',
        'GET /api/collections/player_vote_counts/records',
        'POST /api/collections/users/auth-refresh',
      ].sort(),
    );
    server.events.removeAllListeners();
  });

  it('shows every row of a big room, the rows beyond the first screen right after it', async () => {
    const roomPlayers = Array.from({ length: 30 }, (_, index) =>
      playerRecord({
        id: `roomplayer${String(index).padStart(5, '0')}`,
        username: `room_${String(index).padStart(2, '0')}`,
      }),
    );
    const roomMemes = roomPlayers.map((player, index) =>
      memeRecord({ id: `roommeme${String(index).padStart(7, '0')}`, player: player.id }),
    );
    openContest(contestRecord(), { players: roomPlayers, memes: roomMemes });

    const playerList = within(await screen.findByRole('region', { name: /Players/ }));
    const memeList = within(screen.getByRole('region', { name: 'Memes' }));
    await waitFor(() => expect(playerList.getAllByRole('listitem')).toHaveLength(30));
    await waitFor(() => expect(memeList.getAllByRole('listitem')).toHaveLength(30));
    // The last row, with its figures and controls, as any other.
    expect(within(playerRow('room_29')).getByText('1/2 memes')).toBeInTheDocument();
    expect(within(playerRow('room_29')).getByRole('button', { name: 'Remove room_29' })).toBeEnabled();
    expect(memeList.getByRole('button', { name: 'Preview meme by room_29' })).toBeInTheDocument();
  });

  it('asks for the players, memes and vote counts of this contest only, the counts with the documented fields', async () => {
    const seen = new Map<string, URLSearchParams>();
    openContest(
      contestRecord(),
      {},
      ...(['players', 'memes'] as const).map((list) =>
        http.get(panelListUrl(list), ({ request, params }) => {
          seen.set(list, new URL(request.url).searchParams);
          return params.contest === 'contest00000001' ? HttpResponse.json([]) : pbError(404, 'Not found.');
        }),
      ),
      ...['meme_vote_counts', 'player_vote_counts'].map((collection) =>
        http.get(recordsUrl(collection), ({ request }) => {
          seen.set(collection, new URL(request.url).searchParams);
          return HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] });
        }),
      ),
    );
    await waitFor(() => expect(seen.size).toBe(4));
    // The panel's own routes take the contest from their address, and nothing else.
    expect([...seen.get('players')!.keys()]).toEqual([]);
    expect([...seen.get('memes')!.keys()]).toEqual([]);
    for (const counts of ['meme_vote_counts', 'player_vote_counts']) {
      expect(seen.get(counts)?.get('filter')).toBe('contest = "contest00000001"');
      expect(seen.get(counts)?.get('fields')).toBe('id,votes');
    }
  });

  describe('advance button', () => {
    it('stays disabled in participation until a meme exists', async () => {
      openContest(contestRecord(), { players });
      const button = within(await header()).getByRole('button', { name: 'Advance to Vote' });
      await findPlayer('alice');
      expect(button).toBeDisabled();
      expect(screen.getByText('Waiting for the first meme.')).toBeInTheDocument();
    });

    it('moves participation to vote after the confirmation, sending only the status', async () => {
      const contest = contestRecord();
      const patches: unknown[] = [];
      openContest(contest, { players, memes: [aliceMeme] });
      server.use(
        http.patch(recordUrl('contests'), async ({ request }) => {
          patches.push(await request.json());
          await delay(40);
          return HttpResponse.json({ ...contest, status: 'vote' });
        }),
      );
      const top = await header();
      const button = within(top).getByRole('button', { name: 'Advance to Vote' });
      await waitFor(() => expect(button).toBeEnabled());

      const question = 'Move this contest to the "Vote" phase? This change is permanent and cannot be undone.';
      fireEvent.click(button);
      await answerConfirmation(question, 'cancel');
      expect(patches).toEqual([]);

      fireEvent.click(button);
      await answerConfirmation(question, 'confirm');
      expect(await within(top).findByRole('button', { name: 'Advancing…' })).toBeDisabled();
      expect(await screen.findByText('Contest moved to Vote phase.')).toBeInTheDocument();
      expect(patches).toEqual([{ status: 'vote' }]);
    });

    it('stays disabled in vote while any meme has no vote, and shows votes done per player', async () => {
      openContest(contestRecord({ status: 'vote' }), {
        players,
        memes: [aliceMeme, bobMeme],
        votes: [voteRecord('vote1', aliceMeme.id, bob.id), voteRecord('vote2', aliceMeme.id, carol.id)],
      });
      const button = within(await header()).getByRole('button', { name: 'Advance to Results' });
      await findPlayer('alice');
      expect(button).toBeDisabled();
      expect(screen.getByText('Every meme needs at least one vote.')).toBeInTheDocument();
      expect(within(playerRow('alice')).getByText('0/1 votes')).toBeInTheDocument();
      expect(within(playerRow('bob')).getByText('1/1 votes')).toBeInTheDocument();
      expect(within(playerRow('carol')).getByText('1/2 votes')).toBeInTheDocument();
      const memes = screen.getByRole('region', { name: 'Memes' });
      expect(within(memes).getByText('Without votes').nextElementSibling).toHaveTextContent('1');
      expect(within(memes).getByText('Uploaded').nextElementSibling).toHaveTextContent('2');
    });

    it('is enabled in vote once every meme has a vote', async () => {
      openContest(contestRecord({ status: 'vote' }), {
        players,
        memes: [aliceMeme, bobMeme],
        votes: [voteRecord('vote1', aliceMeme.id, bob.id), voteRecord('vote2', bobMeme.id, carol.id)],
      });
      const button = within(await header()).getByRole('button', { name: 'Advance to Results' });
      await waitFor(() => expect(button).toBeEnabled());
    });

    it('is replaced by a disabled Final phase reached in results', async () => {
      openContest(contestRecord({ status: 'results' }), { players, memes: [aliceMeme, bobMeme, orphanMeme] });
      const top = await header();
      expect(within(top).getByRole('button', { name: 'Final phase reached' })).toBeDisabled();
      expect(within(top).queryByRole('button', { name: /Advance/ })).not.toBeInTheDocument();
      expect(within(top).getByText('Results phase')).toBeInTheDocument();
    });

    it('reports the server refusal', async () => {
      openContest(contestRecord(), { players, memes: [aliceMeme] });
      server.use(http.patch(recordUrl('contests'), () => pbError(400, 'The contest needs at least one meme first.')));
      const button = within(await header()).getByRole('button', { name: 'Advance to Vote' });
      await waitFor(() => expect(button).toBeEnabled());
      fireEvent.click(button);
      await answerConfirmation(
        'Move this contest to the "Vote" phase? This change is permanent and cannot be undone.',
        'confirm',
      );
      expect(await screen.findByText('The contest needs at least one meme first.')).toBeInTheDocument();
      expect(button).toHaveTextContent('Advance to Vote');
    });
  });
});
