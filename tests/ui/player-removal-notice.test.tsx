// Moderation, the player's side: a meme the organizer removed is named on the player's page, not
// shown as a generic error, until the player dismisses the notice; its votes are mentioned only if it could have had
// some (removed during the vote).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  listBody,
  recordsUrl,
  recordUrl,
  renderPlayerPage,
  sessionHandlers,
  setupPlayerPageMock,
} from './support/player-page';

const server = setupPlayerPageMock();

const removal = {
  id: 'removal00000001',
  collectionId: 'pbc_removals',
  collectionName: 'meme_removals',
  player: 'alice0000000001',
  contest: 'contest00000001',
  media_name: 'my cat.png',
  created: '2026-03-06 19:00:00.000Z',
};

describe('a meme the organizer removed', () => {
  it('is named on the page until the player dismisses the notice', async () => {
    let notices = [removal];
    const dismissed: string[] = [];
    server.use(
      ...sessionHandlers(),
      http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))),
      http.get(recordsUrl('meme_removals'), () => HttpResponse.json(listBody(notices))),
      http.delete(recordUrl('meme_removals'), ({ params }) => {
        dismissed.push(String(params.id));
        notices = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPlayerPage();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The organizer removed your meme “my cat.png”. Its votes were removed with it.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(/The organizer removed your meme/)).toBeNull());
    expect(dismissed).toEqual([removal.id]);
  });

  it('mentions votes only when the meme was removed during the vote', async () => {
    server.use(
      ...sessionHandlers(),
      http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))),
      http.get(recordsUrl('meme_removals'), () =>
        HttpResponse.json(
          listBody([
            { ...removal, phase: 'participation' },
            { ...removal, id: 'removal00000002', media_name: 'my dog.png', phase: 'vote' },
          ]),
        ),
      ),
    );
    renderPlayerPage();

    const [inParticipation, inVote] = await screen.findAllByRole('alert');
    expect(inParticipation).toHaveTextContent(/^The organizer removed your meme “my cat\.png”\.OK$/);
    expect(inVote).toHaveTextContent('The organizer removed your meme “my dog.png”. Its votes were removed with it.');
  });
});
