import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContestRecord } from '@/lib/records';
import {
  contestPanelHandlers,
  contestRecord,
  listHandler,
  memeRecord,
  pbError,
  PB_URL,
  playerRecord,
  recordsUrl,
  recordUrl,
  renderOrganizerApp,
  setupPocketBaseMock,
  signInOrganizerForTest,
  voteRecord,
} from './support/organizer';

const server = setupPocketBaseMock();

const alice = playerRecord({ id: 'playeralice0001', username: 'alice', average_score: 7.25 });
const bob = playerRecord({ id: 'playerbob000001', username: 'bob', average_score: 4 });
const carol = playerRecord({ id: 'playercarol0001', username: 'carol', average_score: 0 });
const players = [alice, bob, carol];
const aliceMeme = memeRecord({ id: 'memealice000001', player: alice.id, average_score: 8.5 });
const bobMeme = memeRecord({ id: 'memebob00000001', player: bob.id, average_score: 6 });
const orphanMeme = memeRecord({ id: 'memeorphan00001', player: '', average_score: 3 });

const confirmSpy = vi.fn<(message?: string) => boolean>();
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  confirmSpy.mockReset().mockReturnValue(true);
  vi.spyOn(window, 'confirm').mockImplementation(confirmSpy);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens the contest's panel; `overrides` answer before the default handlers. */
function openContest(
  contest: ContestRecord,
  data: Omit<Parameters<typeof contestPanelHandlers>[0], 'contest'> = {},
  ...overrides: HttpHandler[]
) {
  server.use(...overrides, ...contestPanelHandlers({ contest, ...data }));
  signInOrganizerForTest();
  return renderOrganizerApp(`/dashboard/${contest.id}`);
}

/** The panel's header: heading, created date, phase badge and the advance button. */
async function header() {
  return (await screen.findByRole('heading', { level: 1 })).closest('header')!;
}

function playerRow(username: string) {
  const list = screen.getByRole('region', { name: /Players/ });
  return within(list).getByText(username, { selector: 'p' }).closest('li')!;
}

/** Waits until the players column lists `username`. */
async function findPlayer(username: string) {
  const list = await screen.findByRole('region', { name: /Players/ });
  return within(list).findByText(username, { selector: 'p' });
}

describe('contest detail panel', () => {
  it('shows loading, then the header with name, created date, phase badge and the edit form', async () => {
    const contest = contestRecord();
    openContest(contest);
    expect(screen.getByText('Loading contest…')).toBeInTheDocument();

    const top = await header();
    expect(within(top).getByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(within(top).getByText(/^Created on /)).toHaveTextContent(/Created on Mar \d+, 2026/);
    expect(within(top).getByText('Participation')).toBeInTheDocument();

    expect(screen.getByLabelText('Name')).toHaveValue('Friday memes');
    expect(screen.getByLabelText('Description')).toHaveValue('Best office memes of the week');
    const max = screen.getByLabelText('Max memes per player');
    expect(max).toHaveValue('2');
    expect(max).toHaveAttribute('readonly');
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
    // The toast carries the same fallback: the failure gave no message of its own.
    expect(await screen.findAllByText('Unable to load contests right now.')).toHaveLength(2);
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
        'GET /api/collections/memes/records',
        'GET /api/collections/players/records',
        'GET /api/collections/meme_vote_counts/records',
        'GET /api/collections/player_vote_counts/records',
        'POST /api/collections/users/auth-refresh',
      ].sort(),
    );
    server.events.removeAllListeners();
  });

  it('asks for the players, memes and vote counts of this contest only, in the documented order and fields', async () => {
    const seen = new Map<string, URLSearchParams>();
    openContest(
      contestRecord(),
      {},
      ...['players', 'memes', 'meme_vote_counts', 'player_vote_counts'].map((collection) =>
        http.get(recordsUrl(collection), ({ request }) => {
          seen.set(collection, new URL(request.url).searchParams);
          return HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] });
        }),
      ),
    );
    await waitFor(() => expect(seen.size).toBe(4));
    expect(seen.get('players')?.get('filter')).toBe('contest = "contest00000001"');
    expect(seen.get('players')?.get('sort')).toBe('username');
    expect(seen.get('memes')?.get('filter')).toBe('contest = "contest00000001"');
    expect(seen.get('memes')?.get('sort')).toBe('-created');
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

      confirmSpy.mockReturnValueOnce(false);
      fireEvent.click(button);
      expect(confirmSpy).toHaveBeenCalledWith(
        'Move this contest to the "Vote" phase? This change is permanent and cannot be undone.',
      );
      expect(patches).toEqual([]);

      fireEvent.click(button);
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
      expect(await screen.findByText('The contest needs at least one meme first.')).toBeInTheDocument();
      expect(button).toHaveTextContent('Advance to Vote');
    });
  });

  describe('players column', () => {
    it('lists players with meme counts, and averages with two decimals in results', async () => {
      openContest(contestRecord({ status: 'results' }), {
        players,
        memes: [aliceMeme, memeRecord({ id: 'memealice000002', player: alice.id }), bobMeme],
        votes: [voteRecord('v1', bobMeme.id, alice.id)],
      });
      const column = await screen.findByRole('region', { name: /Players/ });
      expect(within(column).getByRole('heading', { name: 'Players 3 in total' })).toBeInTheDocument();
      await within(column).findByText('alice', { selector: 'p' });
      expect(within(playerRow('alice')).getByText('2/2 memes')).toBeInTheDocument();
      expect(within(playerRow('alice')).getByText('1/1 votes')).toBeInTheDocument();
      expect(within(playerRow('alice')).getByText('7.25')).toBeInTheDocument();
      expect(within(playerRow('bob')).getByText('1/2 memes')).toBeInTheDocument();
      expect(within(playerRow('bob')).getByText('4.00')).toBeInTheDocument();
      expect(within(playerRow('carol')).getByText('0/3 votes')).toBeInTheDocument();
      expect(within(column).queryByPlaceholderText('Player username')).not.toBeInTheDocument();
    });

    it('hides votes in participation and adds a player only with a username', async () => {
      const contest = contestRecord();
      const bodies: Record<string, unknown>[] = [];
      let current = [alice];
      server.use(
        http.post(recordsUrl('players'), async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          current = [...current, playerRecord({ id: 'playerdave00001', username: String(body.username) })];
          return HttpResponse.json(current.at(-1));
        }),
      );
      openContest(contest, { players: [alice] });
      server.use(listHandler('players', () => current));

      await findPlayer('alice');
      expect(within(playerRow('alice')).getByText('0/2 memes')).toBeInTheDocument();
      expect(within(playerRow('alice')).queryByText(/votes$/)).not.toBeInTheDocument();

      const input = screen.getByPlaceholderText('Player username');
      expect(input).toHaveAccessibleName('Player username');
      const add = screen.getByRole('button', { name: 'Add player' });
      expect(add).toBeDisabled();
      fireEvent.change(input, { target: { value: '   ' } });
      expect(add).toBeDisabled();

      fireEvent.change(input, { target: { value: 'Alice' } });
      fireEvent.click(add);
      expect(await screen.findByText('Player usernames must be unique within a contest.')).toBeInTheDocument();

      fireEvent.change(input, { target: { value: '  dave ' } });
      fireEvent.click(add);
      expect(await screen.findByText('Player added successfully.')).toBeInTheDocument();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        username: 'dave',
        email: 'dave@contest00000001.com',
        emailVisibility: false,
        contest: contest.id,
      });
      expect(input).toHaveValue('');
      expect(await findPlayer('dave')).toBeInTheDocument();
    });

    it('keeps the typed username when the server refuses it', async () => {
      openContest(contestRecord(), { players: [alice] });
      server.use(
        http.post(recordsUrl('players'), () =>
          pbError(400, 'You can only add players during the participation phase.'),
        ),
      );
      const input = await screen.findByPlaceholderText('Player username');
      fireEvent.change(input, { target: { value: 'latecomer' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add player' }));
      expect(await screen.findByText('You can only add players during the participation phase.')).toBeInTheDocument();
      expect(input).toHaveValue('latecomer');
    });

    it('copies a player link, and offers it for manual copy when the clipboard refuses', async () => {
      openContest(contestRecord(), { players });
      await findPlayer('alice');
      fireEvent.click(within(playerRow('alice')).getByRole('button', { name: 'Copy link for alice' }));
      expect(await screen.findByText('Player link copied to clipboard.')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/player/playeralice0001?token=token-of-playeralice0001`,
      );

      writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
      fireEvent.click(within(playerRow('bob')).getByRole('button', { name: 'Copy link for bob' }));
      expect(
        await screen.findByText('Unable to copy link automatically. Try copying it manually.'),
      ).toBeInTheDocument();
      expect(within(playerRow('bob')).getByRole('textbox', { name: 'Link for bob' })).toHaveValue(
        `${window.location.origin}/player/playerbob000001?token=token-of-playerbob000001`,
      );
    });

    it('says the link is unavailable for a player without a token', async () => {
      openContest(contestRecord(), {
        players: [playerRecord({ id: 'playernotoken01', username: 'ghost', auth_token: '' })],
      });
      await findPlayer('ghost');
      fireEvent.click(screen.getByRole('button', { name: 'Copy link for ghost' }));
      expect(
        await screen.findByText('The player link is unavailable right now. Try refreshing this contest.'),
      ).toBeInTheDocument();
      expect(writeText).not.toHaveBeenCalled();
    });

    it("copies every player's name and link at once", async () => {
      openContest(contestRecord(), { players: [alice, bob] });
      await findPlayer('alice');
      fireEvent.click(screen.getByRole('button', { name: 'Copy all links' }));
      expect(await screen.findByText('All player links copied to clipboard.')).toBeInTheDocument();
      const origin = window.location.origin;
      expect(writeText).toHaveBeenCalledWith(
        `alice: ${origin}/player/playeralice0001?token=token-of-playeralice0001\n` +
          `bob: ${origin}/player/playerbob000001?token=token-of-playerbob000001`,
      );
    });

    it('shows a player link as a QR code', async () => {
      openContest(contestRecord(), { players: [alice] });
      await findPlayer('alice');
      fireEvent.click(screen.getByRole('button', { name: 'Show QR code for alice' }));
      const dialog = await screen.findByRole('dialog', { name: 'QR code for alice' });
      const image = await within(dialog).findByRole('img', { name: 'QR code of the player link for alice' });
      expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('removes a player after the confirmation', async () => {
      const deleted: string[] = [];
      openContest(contestRecord(), { players });
      server.use(
        http.delete(recordUrl('players'), ({ params }) => {
          deleted.push(String(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
      );
      await findPlayer('bob');
      confirmSpy.mockReturnValueOnce(false);
      fireEvent.click(screen.getByRole('button', { name: 'Remove bob' }));
      expect(confirmSpy).toHaveBeenCalledWith('Remove bob? Their access to the contest will be revoked.');
      expect(deleted).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Remove bob' }));
      expect(await screen.findByText('Player removed successfully.')).toBeInTheDocument();
      expect(deleted).toEqual([bob.id]);
    });

    it('shows the load failure of the players', async () => {
      openContest(
        contestRecord(),
        {},
        http.get(recordsUrl('players'), () => pbError(500, 'Something went wrong while processing your request.')),
      );
      const column = await screen.findByRole('region', { name: /Players/ });
      expect(await within(column).findByRole('alert')).toHaveTextContent('Unable to load players for this contest.');
    });
  });

  describe('memes column', () => {
    it('shows 200x200 thumbnails with uploader, vote count and, in results, the score', async () => {
      openContest(contestRecord({ status: 'results' }), {
        players,
        memes: [aliceMeme, orphanMeme],
        votes: [
          voteRecord('v1', aliceMeme.id, bob.id),
          voteRecord('v2', aliceMeme.id, carol.id),
          voteRecord('v3', orphanMeme.id, bob.id),
        ],
      });
      const column = await screen.findByRole('region', { name: 'Memes' });
      const thumbnail = await within(column).findByRole('img', { name: 'Meme by alice' });
      expect(thumbnail).toHaveAttribute('width', '200');
      expect(thumbnail).toHaveAttribute('height', '200');
      expect(thumbnail.getAttribute('src')).toBe(
        `${PB_URL}/api/files/pbc_memes/memealice000001/memealice000001_cat.png?thumb=200x200`,
      );
      expect(within(column).getByRole('img', { name: 'Meme by Unknown player' })).toBeInTheDocument();
      const aliceCard = thumbnail.closest('li')!;
      expect(within(aliceCard).getByText('2 votes')).toBeInTheDocument();
      expect(within(aliceCard).getByText('8.50')).toBeInTheDocument();
    });

    it("shows each meme's file name as its uploader picked it", async () => {
      openContest(contestRecord(), { players, memes: [{ ...aliceMeme, media_name: 'alice cat (1).PNG' }, orphanMeme] });
      const column = await screen.findByRole('region', { name: 'Memes' });
      const aliceCard = (await within(column).findByRole('img', { name: 'Meme by alice' })).closest('li')!;
      expect(within(aliceCard).getByText('alice cat (1).PNG')).toBeInTheDocument();
    });

    it('opens a meme in a full-size preview that closes with its button', async () => {
      openContest(contestRecord(), { players, memes: [aliceMeme] });
      fireEvent.click(await screen.findByRole('button', { name: 'Preview meme by alice' }));
      const dialog = screen.getByRole('dialog', { name: 'Meme by alice' });
      expect(within(dialog).getByRole('img', { name: 'Meme by alice, full size' })).toHaveAttribute(
        'src',
        `${PB_URL}/api/files/pbc_memes/memealice000001/memealice000001_cat.png`,
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows the load failures of memes and votes', async () => {
      openContest(
        contestRecord(),
        { players },
        http.get(recordsUrl('memes'), () => pbError(500, 'Something went wrong while processing your request.')),
        http.get(recordsUrl('meme_vote_counts'), () => pbError(403, 'Only organizers can list votes.')),
      );
      const column = await screen.findByRole('region', { name: 'Memes' });
      await waitFor(() => expect(within(column).getAllByRole('alert')).toHaveLength(2));
      expect(within(column).getByText('Unable to load memes for this contest.')).toBeInTheDocument();
      expect(within(column).getByText('Unable to load votes for this contest.')).toBeInTheDocument();
      expect(await screen.findByText('Only organizers can list votes.')).toBeInTheDocument();
      expect(within(await header()).getByRole('button', { name: 'Advance to Vote' })).toBeDisabled();
    });
  });

  describe('edit form', () => {
    it('validates, then saves name, description, the held status and max memes', async () => {
      const contest = contestRecord({ status: 'vote' });
      const patches: unknown[] = [];
      openContest(contest);
      server.use(
        http.patch(recordUrl('contests'), async ({ request }) => {
          const body = (await request.json()) as Partial<ContestRecord>;
          patches.push(body);
          return HttpResponse.json({ ...contest, ...body });
        }),
      );
      const name = await screen.findByLabelText('Name');
      fireEvent.change(name, { target: { value: 'ab' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Contest name must be between 3 and 100 characters.')).toBeInTheDocument();
      expect(patches).toEqual([]);

      fireEvent.change(name, { target: { value: ' Renamed contest ' } });
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'New words' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Contest updated successfully.')).toBeInTheDocument();
      expect(patches).toEqual([
        { name: 'Renamed contest', description: 'New words', status: 'vote', max_memes_per_player: 2 },
      ]);
      expect(name).toHaveValue('Renamed contest');
    });

    it('keeps what was typed when the save fails', async () => {
      openContest(contestRecord());
      server.use(http.patch(recordUrl('contests'), () => HttpResponse.error()));
      const description = await screen.findByLabelText('Description');
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Unsaved name' } });
      fireEvent.change(description, { target: { value: 'Unsaved words' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Unable to save contest changes.')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Unsaved name');
      expect(description).toHaveValue('Unsaved words');
    });

    it('sends the status of the latest contest data after the phase moved elsewhere', async () => {
      let current = contestRecord();
      const patches: Partial<ContestRecord>[] = [];
      const { queryClient } = openContest(
        current,
        {},
        http.get(recordUrl('contests'), () => HttpResponse.json(current)),
      );
      server.use(
        http.patch(recordUrl('contests'), async ({ request }) => {
          const body = (await request.json()) as Partial<ContestRecord>;
          patches.push(body);
          return HttpResponse.json({ ...current, ...body });
        }),
      );
      const top = await header();
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Typed before the move' } });

      // The phase moves in another tab; a realtime event makes the panel reload the contest.
      current = { ...current, status: 'vote' };
      await queryClient.invalidateQueries();
      expect(await within(top).findByText('Voting phase')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Typed before the move');

      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Contest updated successfully.')).toBeInTheDocument();
      expect(patches).toEqual([
        {
          name: 'Typed before the move',
          description: 'Best office memes of the week',
          status: 'vote',
          max_memes_per_player: 2,
        },
      ]);
    });

    it('keeps what was typed when a stale status is refused, and saves with the current status next time', async () => {
      let current = contestRecord();
      const patches: Partial<ContestRecord>[] = [];
      openContest(
        current,
        {},
        http.get(recordUrl('contests'), () => HttpResponse.json(current)),
      );
      const top = await header();
      // The phase moved without this tab hearing of it (no live connection).
      current = { ...current, status: 'vote' };
      server.use(
        http.patch(recordUrl('contests'), async ({ request }) => {
          const body = (await request.json()) as Partial<ContestRecord>;
          patches.push(body);
          if (body.status !== current.status) {
            return HttpResponse.json(
              { status: 400, message: 'A contest can only move forward one phase at a time.', data: {} },
              { status: 400 },
            );
          }
          return HttpResponse.json({ ...current, ...body });
        }),
      );

      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Renamed late' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('A contest can only move forward one phase at a time.')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Renamed late');
      expect(await within(top).findByText('Voting phase')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Contest updated successfully.')).toBeInTheDocument();
      expect(patches.map((patch) => [patch.name, patch.status])).toEqual([
        ['Renamed late', 'participation'],
        ['Renamed late', 'vote'],
      ]);
    });

    it('deletes the contest after the confirmation and returns to the dashboard', async () => {
      const contest = contestRecord();
      const other = contestRecord({ id: 'contestother001', name: 'Other contest' });
      let remaining = [contest, other];
      openContest(contest, { contests: remaining });
      server.use(
        http.get(recordsUrl('contests'), () =>
          HttpResponse.json({ page: 1, perPage: 500, totalItems: remaining.length, totalPages: 1, items: remaining }),
        ),
        http.delete(recordUrl('contests'), () => {
          remaining = [other];
          return new HttpResponse(null, { status: 204 });
        }),
      );
      await header();
      confirmSpy.mockReturnValueOnce(false);
      fireEvent.click(screen.getByRole('button', { name: 'Delete contest' }));
      expect(confirmSpy).toHaveBeenCalledWith(
        'Delete this contest? Players and memes will keep their data, but the contest will be removed.',
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Delete contest' }));
      expect(await screen.findByText('Contest deleted successfully.')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Create a contest' })).toBeInTheDocument();
      const sidebar = screen.getByRole('navigation', { name: 'Your contests', hidden: true });
      await waitFor(() =>
        expect(
          within(sidebar)
            .getAllByRole('link', { hidden: true })
            .map((link) => link.textContent),
        ).toEqual(['Other contestParticipation']),
      );
    });

    it('reports a refused delete and stays on the contest', async () => {
      openContest(contestRecord());
      server.use(http.delete(recordUrl('contests'), () => pbError(403, 'Only the organizer can delete this contest.')));
      await header();
      fireEvent.click(screen.getByRole('button', { name: 'Delete contest' }));
      expect(await screen.findByText('Only the organizer can delete this contest.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    });
  });
});
