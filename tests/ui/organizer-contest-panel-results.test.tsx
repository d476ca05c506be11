// The organizer's contest panel in results: who won leads (the winner line, the podium, both rankings), and in a big
// room each ranking shows its first rows with every other row behind "Show all", while the Players and Memes columns
// keep every row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aliceMeme, bobMeme, players, setupContestPanel } from './support/contest-panel';
import { contestRecord, memeRecord, playerRecord } from './support/organizer';

const { openContest } = setupContestPanel();

/** A room of 30 players with two memes each, every score distinct: player 1 and their first meme win. */
function bigRoom() {
  const room = Array.from({ length: 30 }, (_, index) =>
    playerRecord({
      id: `bigplayer${String(index + 1).padStart(6, '0')}`,
      username: `player_${String(index + 1).padStart(2, '0')}`,
      average_score: 9 - index * 0.25,
    }),
  );
  const memes = room.flatMap((player, index) =>
    [0, 1].map((second) =>
      memeRecord({
        id: `bigmeme${String(index * 2 + second + 1).padStart(8, '0')}`,
        player: player.id,
        average_score: 9.9 - (index * 2 + second) * 0.1,
      }),
    ),
  );
  return { players: room, memes };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('contest detail panel in results', () => {
  it('leads with the winner line, the podium and both rankings, every row of a small room shown', async () => {
    openContest(contestRecord({ status: 'results' }), { players, memes: [aliceMeme, bobMeme] });
    const memesRanked = await screen.findByRole('region', { name: 'All memes ranked' });
    expect(screen.getByText('wins with the top meme, 8.5 points')).toBeInTheDocument();
    expect(within(region('Podium')).getByText('alice')).toBeInTheDocument();
    expect(within(memesRanked).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region('Player rankings')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region('Player rankings')).getAllByRole('listitem')[0]).toHaveTextContent('alice');
    // Nothing to fold: no "Show all".
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  it('shows the first rows of each ranking in a big room, and every row after "Show all"', async () => {
    const room = bigRoom();
    openContest(contestRecord({ status: 'results' }), room);
    const memesRanked = await screen.findByRole('region', { name: 'All memes ranked' });
    const playersRanked = region('Player rankings');

    // The rows a player's screen shows first: 10 memes and 12 players, led by the winners.
    const showAllMemes = within(memesRanked).getByRole('button', { name: 'Show all 60 memes' });
    const showAllPlayers = within(playersRanked).getByRole('button', { name: 'Show all 30 players' });
    expect(showAllMemes).toHaveAttribute('aria-expanded', 'false');
    expect(showAllPlayers).toHaveAttribute('aria-expanded', 'false');
    expect(within(memesRanked).getAllByRole('listitem')).toHaveLength(10);
    expect(within(memesRanked).getAllByRole('listitem')[0]).toHaveTextContent('9.9 points');
    expect(within(playersRanked).getAllByRole('listitem')).toHaveLength(12);
    expect(within(playersRanked).getAllByRole('listitem')[0]).toHaveTextContent('player_01');
    expect(within(playersRanked).queryByText('player_13')).not.toBeInTheDocument();

    // The panel's own columns keep every row.
    const playersColumn = screen.getByRole('region', { name: /^Players/ });
    expect(within(playersColumn).getByRole('heading', { name: 'Players 30 in total' })).toBeInTheDocument();
    await waitFor(() => expect(within(playersColumn).getAllByRole('listitem')).toHaveLength(30));
    const memesColumn = screen.getByRole('region', { name: 'Memes' });
    await waitFor(() => expect(within(memesColumn).getAllByRole('listitem')).toHaveLength(60));

    // "Show all" shows the rest under it; the button keeps focus and says what it controls.
    showAllMemes.focus();
    fireEvent.click(showAllMemes);
    expect(showAllMemes).toHaveAttribute('aria-expanded', 'true');
    expect(showAllMemes).toHaveAccessibleName('Show fewer');
    expect(showAllMemes).toHaveFocus();
    await waitFor(() => expect(within(memesRanked).getAllByRole('listitem')).toHaveLength(60));
    const rest = document.getElementById(showAllMemes.getAttribute('aria-controls')!)!;
    expect(within(rest).getAllByRole('listitem')).toHaveLength(50);
    expect(within(rest).getAllByRole('listitem')[0]).toHaveTextContent('8.9 points');
    expect(
      within(rest).getByRole('button', { name: 'Open the meme ranked 60, by player_30, full size' }),
    ).toBeVisible();

    fireEvent.click(showAllPlayers);
    expect(showAllPlayers).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(playersRanked).getAllByRole('listitem')).toHaveLength(30));
    expect(within(playersRanked).getAllByRole('listitem')[29]).toHaveTextContent('player_30');

    // And folds them again.
    fireEvent.click(showAllMemes);
    expect(showAllMemes).toHaveAttribute('aria-expanded', 'false');
    expect(showAllMemes).toHaveAccessibleName('Show all 60 memes');
    expect(showAllMemes).not.toHaveAttribute('aria-controls');
    expect(within(memesRanked).getAllByRole('listitem')).toHaveLength(10);
    expect(showAllMemes).toHaveFocus();
  });
});
