// The participation view: sending the queue, one file at a time, and what the player sees when the server refuses.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ParticipationView } from '@/features/participation';
import type { MemeRecord } from '@/lib/data/records';
import { image, uploadedName, ownMeme, setupParticipation, pick, notices, queue } from './support/participation';
import {
  alice,
  contestRecord,
  listBody,
  pbError,
  recordsUrl,
  renderWithQueryClient,
  signInPlayerClient,
} from './support/player-page';

const { server, renderParticipation } = setupParticipation();

/** The participation page, whose server takes every upload of cat.png (2 KB) and lists it; `posted` names them. */
function participationTakingCats() {
  const memes: MemeRecord[] = [];
  const { user } = renderParticipation({ max: 3, memes });
  const posted: string[] = [];
  server.use(
    http.post(recordsUrl('memes'), async ({ request }) => {
      posted.push(uploadedName((await request.formData()).get('media') as File, { 2048: 'cat.png' }));
      const meme = ownMeme(`meme0000000000${memes.length + 1}`, 'cat.png');
      memes.push(meme);
      return HttpResponse.json(meme);
    }),
  );
  return { user, posted };
}

describe('participation: uploading', () => {
  it('asks for a file when nothing is queued', async () => {
    renderParticipation();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload now' }));
    expect(await notices()).toHaveTextContent('Select at least one meme before uploading.');
  });

  it('uploads the queue one file at a time, then clears it and reloads the list', async () => {
    const memes: MemeRecord[] = [];
    const { user } = renderParticipation({ max: 3, memes });
    const events: string[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.post(recordsUrl('memes'), async ({ request }) => {
        const form = await request.formData();
        const name = uploadedName(form.get('media') as File, { 2048: 'cat.png', 4096: 'dog.jpg' });
        events.push(`start ${name} contest=${form.get('contest')} player=${form.get('player')}`);
        if (name === 'cat.png') await new Promise<void>((resolve) => (release = resolve));
        events.push(`end ${name}`);
        const meme = ownMeme(`meme0000000000${memes.length + 1}`, name);
        memes.push(meme);
        return HttpResponse.json(meme);
      }),
    );

    await pick(user, image('cat.png'), image('dog.jpg', 4096, 'image/jpeg'));
    await screen.findByRole('region', { name: 'Ready to upload' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));

    expect(await screen.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await waitFor(() => expect(events).toEqual(['start cat.png contest=contest00000001 player=alice0000000001']));
    // The file being sent shows its progress; the next one waits its turn.
    expect(within(queue()).getByRole('progressbar', { name: 'cat.png upload progress' })).toBeInTheDocument();
    expect(within(queue()).queryByRole('progressbar', { name: 'dog.jpg upload progress' })).not.toBeInTheDocument();
    expect(within(queue()).getByText('Waiting')).toBeInTheDocument();
    release();

    expect(await screen.findByText('Your memes have been uploaded!')).toBeInTheDocument();
    expect(events).toEqual([
      'start cat.png contest=contest00000001 player=alice0000000001',
      'end cat.png',
      'start dog.jpg contest=contest00000001 player=alice0000000001',
      'end dog.jpg',
    ]);
    expect(screen.queryByRole('region', { name: 'Ready to upload' })).not.toBeInTheDocument();
    expect(await screen.findByText('2/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload now' })).toBeEnabled();
  });

  it('uploads a file picked just before "Upload now" once its check is done, leaving nothing waiting', async () => {
    const { user, posted } = participationTakingCats();
    // The page reads each picked image's header before queueing it: on a slow phone the tap on 'Upload now' can come
    // first. Here the read waits until the test lets it finish.
    const readBytes = Blob.prototype.arrayBuffer;
    let finishReading: () => void = () => undefined;
    const reading = vi.spyOn(Blob.prototype, 'arrayBuffer').mockImplementation(function (this: Blob) {
      return new Promise<ArrayBuffer>((resolve) => (finishReading = () => resolve(readBytes.call(this))));
    });

    try {
      await pick(user, image('cat.png'));
      await waitFor(() => expect(reading).toHaveBeenCalled());
      fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));
      expect(await screen.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
      finishReading();

      expect(await screen.findByText('Your memes have been uploaded!')).toBeInTheDocument();
    } finally {
      reading.mockRestore();
    }
    expect(posted).toEqual(['cat.png']);
    expect(screen.queryByRole('region', { name: 'Ready to upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('1/3')).toBeInTheDocument();
  });

  it('sends the queue once when "Upload now" is tapped twice in a row', async () => {
    const { user, posted } = participationTakingCats();

    await pick(user, image('cat.png'));
    await screen.findByRole('region', { name: 'Ready to upload' });
    // The second tap comes before the page has re-rendered the button as busy.
    const button = screen.getByRole('button', { name: 'Upload now' });
    fireEvent.click(button);
    fireEvent.click(button);

    expect(await screen.findByText('Your memes have been uploaded!')).toBeInTheDocument();
    expect(await screen.findByText('1/3')).toBeInTheDocument();
    expect(posted).toEqual(['cat.png']);
  });

  it('reports a file the server refuses by name and still uploads the others', async () => {
    const memes: MemeRecord[] = [];
    const { user } = renderParticipation({ max: 3, memes });
    server.use(
      http.post(recordsUrl('memes'), async ({ request }) => {
        const name = uploadedName((await request.formData()).get('media') as File, {
          2048: 'fake.png',
          4096: 'real.png',
        });
        if (name === 'fake.png') {
          // The server's refusal of a file whose content is not the image its name says (pb_hooks/lib/rules/uploads.js).
          const message = 'Only PNG, JPG, GIF files are allowed.';
          return HttpResponse.json(
            { status: 400, message, data: { media: { code: 'validation_invalid_value', message } } },
            { status: 400 },
          );
        }
        const meme = ownMeme(`meme0000000000${memes.length + 1}`, name);
        memes.push(meme);
        return HttpResponse.json(meme);
      }),
    );

    await pick(user, image('fake.png'), image('real.png', 4096));
    await screen.findByRole('region', { name: 'Ready to upload' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));

    expect(await screen.findByText('Your memes have been uploaded!')).toBeInTheDocument();
    const refused = 'fake.png: Only PNG, JPG, GIF files are allowed.';
    expect(within(await notices()).getByText(refused)).toBeInTheDocument();
    expect(await screen.findByText('real.png')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it("gives a file PocketBase's own field check refused the page's reason, never PocketBase's words", async () => {
    const { user } = renderParticipation({ max: 3 });
    server.use(
      http.post(recordsUrl('memes'), () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Failed to create record.',
            data: {
              media: { code: 'validation_file_size_limit', message: 'The maximum allowed file size is 3145728 bytes.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    await pick(user, image('big.png'));
    await screen.findByRole('region', { name: 'Ready to upload' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));

    expect(within(await notices()).getByText('big.png: Unable to upload your memes right now.')).toBeInTheDocument();
    expect(screen.queryByText(/3145728 bytes|Failed to create record/)).not.toBeInTheDocument();
  });

  it('names the file refused because participation ended at its deadline, in the server’s words', async () => {
    const { user } = renderParticipation({ max: 3, memes: [] });
    server.use(http.post(recordsUrl('memes'), () => pbError(400, 'Time is up: participation ended at its deadline.')));

    await pick(user, image('late.png'));
    await screen.findByRole('region', { name: 'Ready to upload' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    expect(
      within(await notices()).getByText('late.png: Time is up: participation ended at its deadline.'),
    ).toBeInTheDocument();
  });

  it('stops when the list, reloaded before uploading, leaves less room than the queue', async () => {
    const memes: MemeRecord[] = [];
    const { user } = renderParticipation({ max: 2, memes });
    await pick(user, image('a.png'), image('b.png'));
    await screen.findByRole('region', { name: 'Ready to upload' });
    // Meanwhile the player uploaded one from another device.
    memes.push(ownMeme('meme00000000009', 'elsewhere.png'));
    let posted = false;
    server.use(
      http.post(recordsUrl('memes'), () => {
        posted = true;
        return pbError(400, '');
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    expect(await notices()).toHaveTextContent('You can only upload 1 more meme(s) in this contest.');
    expect(posted).toBe(false);
    expect(within(queue()).getByText('a.png')).toBeInTheDocument();
  });

  it('reports a failed upload with the fallback when the server gives no reason', async () => {
    const { user } = renderParticipation();
    server.use(
      http.post(recordsUrl('memes'), async () => {
        await delay(10);
        return pbError(500, '');
      }),
    );
    await pick(user, image('a.png'));
    await screen.findByRole('region', { name: 'Ready to upload' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    expect(await screen.findAllByText('a.png: Unable to upload your memes right now.')).not.toHaveLength(0);
    expect(screen.queryByText('Your memes have been uploaded!')).not.toBeInTheDocument();
  });

  it('needs the player before uploading', async () => {
    renderWithQueryClient(<ParticipationView player={null} contest={contestRecord()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    expect(await notices()).toHaveTextContent(
      'We need your player information before uploading. Please refresh the page.',
    );
  });

  it('refuses to upload when the signed-in player is not the page player', async () => {
    server.use(http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))));
    signInPlayerClient(alice({ id: 'bob000000000001', username: 'bob' }));
    const user = userEvent.setup({ applyAccept: false });
    renderWithQueryClient(<ParticipationView player={alice()} contest={contestRecord()} />);
    await pick(user, image('a.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    expect(await notices()).toHaveTextContent('We could not identify your player profile. Please reload the page.');
  });
});
