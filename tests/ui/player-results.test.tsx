import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResultsView } from '@/features/results';
import type { MemeRecord, PlayerRecord } from '@/lib/data/records';
import {
  alice,
  contestRecord,
  memeRecord,
  pbError,
  contestResultsUrl,
  recordingResultsHandler,
  renderPlayerPage,
  renderWithQueryClient,
  sessionHandlers,
  setupPocketBaseMock,
} from './support/player-page';

const server = setupPocketBaseMock();

function rankedMeme(id: string, username: string, averageScore: number): MemeRecord {
  return memeRecord({
    id,
    player: `${username}-id`,
    media: `${id}.png`,
    average_score: averageScore,
    expand: { player: { id: `${username}-id`, username } },
  });
}

function rankedPlayer(id: string, username: string, averageScore: number) {
  return { id, username, average_score: averageScore } as Pick<PlayerRecord, 'id' | 'username' | 'average_score'>;
}

function renderResults({ memes = [] as MemeRecord[], players = [] as ReturnType<typeof rankedPlayer>[] } = {}) {
  const results = recordingResultsHandler(memes, players);
  server.use(...sessionHandlers({ contest: contestRecord({ status: 'results' }) }), results.handler);
  renderPlayerPage();
  return { resultsRequests: results.requests };
}

const section = (name: string) => screen.findByRole('region', { name });
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('results view', () => {
  it('shows a real podium, every meme ranked and the player rankings, in one request', async () => {
    const { resultsRequests } = renderResults({
      memes: [
        rankedMeme('meme00000000001', 'carol', 8.46),
        rankedMeme('meme00000000002', 'bob', 7),
        rankedMeme('meme00000000003', 'alice', 6.25),
        rankedMeme('meme00000000004', 'bob', 3),
      ],
      players: [
        rankedPlayer('carol0000000001', 'carol', 8.46),
        rankedPlayer('bob000000000001', 'bob', 5),
        rankedPlayer('alice0000000001', 'alice', 6.25),
      ],
    });

    const podium = await section('Podium');
    // Above the podium, a line says who won and with what.
    expect(screen.getByText('wins with the top meme, 8.5 points').parentElement).toHaveTextContent(
      'Winnercarol wins with the top meme, 8.5 points',
    );
    const podiumList = within(podium).getByRole('list');
    // Second, first, third from left to right, and screen readers are told so.
    expect(podiumList).toHaveAccessibleDescription(
      'Laid out as a podium: second, first and third place from left to right.',
    );
    const [second, first, third] = rows(podiumList);
    expect(first).toHaveTextContent('Rank 1');
    expect(first).toHaveTextContent('carol');
    expect(first).toHaveTextContent('8.5 points');
    expect(second).toHaveTextContent('Rank 2');
    expect(second).toHaveTextContent('bob');
    expect(second).toHaveTextContent('7 points');
    expect(third).toHaveTextContent('Rank 3');
    expect(third).toHaveTextContent('6.3 points');
    const winnerImage = within(first!)
      .getByRole('button', { name: /ranked 1/ })
      .querySelector('img')!;
    // The whole meme, never cropped: the thumbnail that fits, contained in its square.
    expect(winnerImage.getAttribute('src')).toContain('thumb=900x900f');
    expect(winnerImage).toHaveAttribute('width', '900');
    expect(winnerImage).toHaveClass('object-contain');
    // The podium is the top of the screen: its images load at once, the winner's first and the others after it (on
    // a slow network they would otherwise share the bandwidth with it); rankings below wait.
    expect(winnerImage).toHaveAttribute('loading', 'eager');
    expect(winnerImage).toHaveAttribute('fetchpriority', 'high');
    const secondImage = within(second!)
      .getByRole('button', { name: /ranked 2/ })
      .querySelector('img')!;
    expect(secondImage).toHaveAttribute('loading', 'eager');
    expect(secondImage).toHaveAttribute('fetchpriority', 'low');

    const all = within(await section('All memes ranked')).getByRole('list');
    expect(rows(all).map((row) => row.textContent)).toEqual([
      'Rank 1Uploaded by carol8.5 points',
      'Rank 2Uploaded by bob7 points',
      'Rank 3Uploaded by alice6.3 points',
      'Rank 4Uploaded by bob3 points',
    ]);
    expect(rows(all)[3]!.querySelector('img')!.getAttribute('src')).toContain('thumb=150x150');
    expect(rows(all)[3]!.querySelector('img')).toHaveAttribute('loading', 'lazy');

    const players = within(await section('Player rankings')).getByRole('list');
    expect(rows(players).map((row) => row.textContent)).toEqual([
      'Rank 1carol8.5 points',
      'Rank 2alice(you)6.3 points',
      'Rank 3bob5 points',
    ]);

    // The player's own contest, with their session.
    expect(resultsRequests).toHaveLength(1);
    expect(resultsRequests[0]!.url.pathname).toBe('/api/contests/contest00000001/results');
    expect(resultsRequests[0]!.authorization).toBeTruthy();
  });

  it('gives equal scores the same rank (1, 1, 3)', async () => {
    renderResults({
      memes: [
        rankedMeme('meme00000000001', 'carol', 7),
        rankedMeme('meme00000000002', 'bob', 7),
        rankedMeme('meme00000000003', 'alice', 4.5),
      ],
      players: [
        rankedPlayer('carol0000000001', 'carol', 7),
        rankedPlayer('bob000000000001', 'bob', 7),
        rankedPlayer('alice0000000001', 'alice', 4.5),
      ],
    });
    const all = within(await section('All memes ranked')).getByRole('list');
    expect(rows(all).map((row) => within(row).getByText(/^Rank/).parentElement!.textContent)).toEqual([
      'Rank 1',
      'Rank 1',
      'Rank 3',
    ]);
    // Both winners are named.
    expect(screen.getByText('share first place with the top memes, 7 points').parentElement).toHaveTextContent(
      'Winnerscarol and bob share first place with the top memes, 7 points',
    );
    const players = within(await section('Player rankings')).getByRole('list');
    expect(rows(players).map((row) => row.textContent)).toEqual([
      'Rank 1carol7 points',
      'Rank 1bob7 points',
      'Rank 3alice(you)4.5 points',
    ]);
  });

  it('lists the top memes without a podium when there are fewer than three', async () => {
    renderResults({
      memes: [rankedMeme('meme00000000001', 'carol', 9), rankedMeme('meme00000000002', 'bob', 1)],
      players: [rankedPlayer('carol0000000001', 'carol', 9), rankedPlayer('bob000000000001', 'bob', 1)],
    });
    const podiumList = within(await section('Podium')).getByRole('list');
    expect(podiumList).not.toHaveAccessibleDescription();
    expect(rows(podiumList).map((row) => row.textContent)).toEqual(['Rank 1carol9 points', 'Rank 2bob1 point']);
  });

  it('says no memes were scored when there are none', async () => {
    renderResults({ memes: [], players: [rankedPlayer('alice0000000001', 'alice', 0)] });
    const podium = await section('Podium');
    expect(within(podium).getByText('No memes scored yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All memes ranked' })).not.toBeInTheDocument();
  });

  it('opens a meme full size from the rankings', async () => {
    renderResults({ memes: [rankedMeme('meme00000000001', 'carol', 9)], players: [] });
    const all = within(await section('All memes ranked')).getByRole('list');
    fireEvent.click(within(all).getByRole('button', { name: 'Open the meme ranked 1, by carol, full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meme, full size' });
    expect(within(dialog).getByRole('img', { name: 'Uploaded by carol' }).getAttribute('src')).toMatch(
      /\/meme00000000001\/meme00000000001\.png$/,
    );
  });

  it('is unavailable when the results cannot be loaded, and Try again loads them', async () => {
    let refuse = true;
    const results = recordingResultsHandler([rankedMeme('meme00000000001', 'carol', 9)], []);
    server.use(
      ...sessionHandlers({ contest: contestRecord({ status: 'results' }) }),
      http.get(contestResultsUrl, () => (refuse ? pbError(400, '') : undefined)),
      results.handler,
    );
    renderPlayerPage();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Results unavailable' })).toBeInTheDocument();
    // One request brings both lists: neither could load.
    expect(panel).toHaveTextContent(
      'Unable to load the contest memes right now. Unable to load the player rankings right now.',
    );
    refuse = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await section('All memes ranked')).toBeInTheDocument();
  });

  it('is unavailable without a player or contest', () => {
    renderWithQueryClient(<ResultsView player={null} contest={contestRecord({ status: 'results' })} />);
    expect(screen.getByRole('heading', { name: 'Results unavailable' })).toBeInTheDocument();
    renderWithQueryClient(<ResultsView player={alice()} contest={undefined} />);
    expect(screen.getAllByRole('heading', { name: 'Results unavailable' })).toHaveLength(2);
  });
});
