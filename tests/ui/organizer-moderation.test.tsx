// Moderation: the organizer removes a meme from the memes column or its preview, after a confirmation
// that says what happens; the server refusing is reported, and nothing is removed without the confirmation.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aliceMeme, answerConfirmation, bobMeme, players, setupContestPanel } from './support/contest-panel';
import { contestRecord, pbError, recordUrl } from './support/organizer';

const { server, openContest } = setupContestPanel();

const CONFIRMATION = 'Remove this meme by alice? It is deleted with all its votes, and alice is told it was removed.';

function recordDeletes() {
  const deleted: string[] = [];
  server.use(
    http.delete(recordUrl('memes'), ({ params }) => {
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return deleted;
}

const memesColumn = () => screen.findByRole('region', { name: 'Memes' });

describe('removing a meme', () => {
  it.each(['participation', 'vote'] as const)(
    'during %s: asks first, then removes it and says the player was told',
    async (status) => {
      openContest(contestRecord({ status }), { players, memes: [aliceMeme, bobMeme] });
      const deleted = recordDeletes();
      const remove = await within(await memesColumn()).findByRole('button', { name: 'Remove meme by alice' });

      fireEvent.click(remove);
      await answerConfirmation(CONFIRMATION, 'cancel');
      expect(deleted).toEqual([]);

      fireEvent.click(remove);
      await answerConfirmation(CONFIRMATION, 'confirm');
      expect(await screen.findByText('Meme removed. Its player has been told.')).toBeInTheDocument();
      expect(deleted).toEqual([aliceMeme.id]);
    },
  );

  it('from the full-size preview', async () => {
    openContest(contestRecord({ status: 'vote' }), { players, memes: [aliceMeme] });
    const deleted = recordDeletes();
    fireEvent.click(await within(await memesColumn()).findByRole('button', { name: 'Preview meme by alice' }));
    const preview = await screen.findByRole('dialog', { name: 'Meme by alice' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Remove meme by alice' }));
    await answerConfirmation(CONFIRMATION, 'confirm');
    expect(await screen.findByText('Meme removed. Its player has been told.')).toBeInTheDocument();
    expect(deleted).toEqual([aliceMeme.id]);
  });

  it('is not offered once results are open', async () => {
    openContest(contestRecord({ status: 'results' }), { players, memes: [aliceMeme] });
    const column = await memesColumn();
    await within(column).findByRole('img', { name: 'Meme by alice' });
    expect(within(column).queryByRole('button', { name: /Remove meme/ })).not.toBeInTheDocument();
  });

  it("reports the server's refusal and keeps the meme", async () => {
    openContest(contestRecord({ status: 'vote' }), { players, memes: [aliceMeme] });
    server.use(
      http.delete(recordUrl('memes'), () => pbError(400, 'Memes can only be removed before results are open.')),
    );
    fireEvent.click(await within(await memesColumn()).findByRole('button', { name: 'Remove meme by alice' }));
    await answerConfirmation(CONFIRMATION, 'confirm');
    expect(await screen.findByText('Memes can only be removed before results are open.')).toBeInTheDocument();
    expect(within(await memesColumn()).getByRole('img', { name: 'Meme by alice' })).toBeInTheDocument();
  });
});
