// The player's season line on their results page (docs/product/player.md#season-line): their place in the season of
// their contest, from their card's answer, asked for only when the contest is in a season, and shown with the rest of
// their own results; a link to the season's page only while it is shared.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlayerCardAnswer } from '@contract/answers.js';
import {
  contestRecord,
  memeRecord,
  PB_URL,
  recordingResultsHandler,
  renderPlayerPage,
  sessionHandlers,
  setupPlayerPageMock,
} from './support/player-page';

const server = setupPlayerPageMock();
const CARD_URL = `${PB_URL}/api/contests/:contest/card`;

const memes = [
  memeRecord({
    id: 'memecarol000001',
    player: 'carol0000000001',
    media: 'c.png',
    average_score: 9,
    expand: { player: { username: 'carol' } },
  }),
  memeRecord({
    id: 'memealice000001',
    player: 'alice0000000001',
    media: 'a.png',
    average_score: 7,
    expand: { player: { username: 'alice' } },
  }),
];
const players = [
  { id: 'carol0000000001', username: 'carol', average_score: 9 },
  { id: 'alice0000000001', username: 'alice', average_score: 7 },
];

function card(season: PlayerCardAnswer['season']): PlayerCardAnswer {
  return { player: 'alice0000000001', best_meme: 'memealice000001', votes: 3, spread: null, awards: [], season };
}

function renderResults(contestSeason: string, answer: PlayerCardAnswer) {
  const cardRequests: string[] = [];
  server.use(
    ...sessionHandlers({ contest: contestRecord({ status: 'results', season: contestSeason }) }),
    recordingResultsHandler(memes, players).handler,
    http.get(CARD_URL, ({ params }) => {
      cardRequests.push(String(params['contest']));
      return HttpResponse.json(answer);
    }),
  );
  renderPlayerPage();
  return { cardRequests };
}

describe("the player's season line", () => {
  it('says their place in the season under their own result, with a link while the season is shared', async () => {
    const { cardRequests } = renderResults(
      'season000000001',
      card({ id: 'season000000001', name: 'Autumn league', rank: 4, players: 12, points: 17, shared: true }),
    );
    expect(await screen.findByText('You finished 2nd of 2')).toBeInTheDocument();
    expect(await screen.findByText("Season: you're 4th of 12")).toBeInTheDocument();
    expect(screen.getByText('Autumn league · 17 season points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the season' })).toHaveAttribute('href', '/seasons/season000000001');
    expect(cardRequests).toEqual(['contest00000001']);
  });

  it('offers no link while the season is private, and says so when the player has no points yet', async () => {
    renderResults(
      'season000000001',
      card({ id: 'season000000001', name: 'Autumn league', rank: null, players: 12, points: 0, shared: false }),
    );
    expect(
      await screen.findByText('Season: no points yet. Take part in the next contest to get on the leaderboard.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the season' })).not.toBeInTheDocument();
  });

  it('asks for nothing more when the contest is in no season', async () => {
    const { cardRequests } = renderResults('', card(null));
    expect(await screen.findByText('You finished 2nd of 2')).toBeInTheDocument();
    // The results are settled and shown: no line, and the card was never asked for.
    expect(screen.queryByText(/^Season/)).not.toBeInTheDocument();
    expect(cardRequests).toEqual([]);
  });
});
