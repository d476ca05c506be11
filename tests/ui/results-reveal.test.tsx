// The results reveal (docs/product/player.md#the-reveal) step by step on a fake clock: no winner's name in the
// document before first place, the places in order, the live announcements, Skip and Replay, and the own line.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsBoard } from '@/features/results';
import { REVEAL_INTRO_MS, REVEAL_STEP_MS } from '@/features/results/reveal';
import type { ResultsMeme } from '@contract/answers.js';
import { renderWithQueryClient } from './support/player-page';

const meme = (id: string, username: string, average_score: number): ResultsMeme => ({
  id,
  collectionId: 'memes',
  collectionName: 'memes',
  media: `${id}.png`,
  average_score,
  created: '2026-11-28 20:00:00.000Z',
  expand: { player: { username } },
});
const MEMES = [
  meme('meme00000000001', 'goldie', 9),
  meme('meme00000000002', 'silvia', 7),
  meme('meme00000000003', 'bronzo', 5),
  meme('meme00000000004', 'fourthy', 3),
];
const PLAYERS = [
  { id: 'goldie-id', username: 'goldie', average_score: 6.9 },
  { id: 'silvia-id', username: 'silvia', average_score: 6.3 },
  { id: 'bronzo-id', username: 'bronzo', average_score: 5.7 },
  { id: 'fourthy-id', username: 'fourthy', average_score: 5.1 },
  { id: 'watcher-id', username: 'watcher', average_score: 0 },
];

const pageText = () => document.body.innerHTML;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the results reveal', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows third, then second, then first place, naming the winner only with first place', async () => {
    renderWithQueryClient(
      <ResultsBoard memes={MEMES} players={PLAYERS} currentPlayerId="fourthy-id" revealOnArrival replayable />,
    );
    expect(screen.getByText('And the winner is…')).toBeInTheDocument();
    expect(screen.getAllByText('Not revealed yet')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Player rankings' })).toBeNull();
    expect(pageText()).not.toContain('bronzo');

    advance(REVEAL_INTRO_MS);
    expect(pageText()).toContain('bronzo');
    expect(screen.getByRole('status')).toHaveTextContent('Rank 3: bronzo, 5 points');
    expect(pageText()).not.toContain('silvia');
    expect(pageText()).not.toContain('goldie');

    advance(REVEAL_STEP_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Rank 2: silvia, 7 points');
    expect(pageText()).not.toContain('goldie');
    expect(screen.queryByText('You finished 4th of 4')).toBeNull();

    advance(REVEAL_STEP_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Rank 1: goldie, 9 points');
    expect(screen.getByText('wins with the top meme, 9 points')).toBeInTheDocument();
    expect(screen.getByText('You finished 4th of 4')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Player rankings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay the reveal' })).toBeInTheDocument();
  });

  it('is settled at once for a page opened later, and Replay plays it again; Skip shows all', () => {
    renderWithQueryClient(<ResultsBoard memes={MEMES} players={PLAYERS} currentPlayerId="watcher-id" replayable />);
    expect(screen.getByText('wins with the top meme, 9 points')).toBeInTheDocument();
    expect(screen.getByText('You had no meme in this one. Bring one next time!')).toBeInTheDocument();
    // Nothing to announce: everything is on the page.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Replay the reveal' }));
    expect(pageText()).not.toContain('goldie');
    expect(screen.queryByRole('region', { name: 'All memes ranked' })).toBeNull();
    advance(REVEAL_INTRO_MS);
    expect(pageText()).toContain('bronzo');
    expect(pageText()).not.toContain('goldie');

    fireEvent.click(screen.getByRole('button', { name: 'Skip the reveal' }));
    expect(screen.getByText('wins with the top meme, 9 points')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'All memes ranked' })).toBeInTheDocument();
  });

  it("shows the player's season line with their own line, never before first place", () => {
    // The season line as the player page hands it to the board (results/components/season-line.tsx).
    renderWithQueryClient(
      <ResultsBoard
        memes={MEMES}
        players={PLAYERS}
        currentPlayerId="fourthy-id"
        revealOnArrival
        replayable
        seasonLine={<p>Season line of fourthy</p>}
      />,
    );
    advance(REVEAL_INTRO_MS + REVEAL_STEP_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Rank 2: silvia, 7 points');
    expect(screen.queryByText('Season line of fourthy')).toBeNull();
    advance(REVEAL_STEP_MS);
    expect(screen.getByText('You finished 4th of 4')).toBeInTheDocument();
    expect(screen.getByText('Season line of fourthy')).toBeInTheDocument();
  });

  it('leaves the public page and the panel settled, without Replay or an own line', () => {
    renderWithQueryClient(<ResultsBoard memes={MEMES} players={PLAYERS} />);
    expect(screen.getByText('wins with the top meme, 9 points')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay the reveal' })).toBeNull();
    expect(screen.queryByText(/You finished/)).toBeNull();
  });
});
