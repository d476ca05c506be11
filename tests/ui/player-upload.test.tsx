// The participation view: the player's progress and own memes, and picking files (formats, sizes, pixel limits).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@/config/limits';
import { gif, solidPng } from '../../scripts/lib/test-images.mjs';
import { MB, image, ownMeme, setupParticipation, fileInput, pick, notices, queue } from './support/participation';
import { pbError, recordsUrl, recordUrl, renderPlayerPage, sessionHandlers } from './support/player-page';

const { server, renderParticipation } = setupParticipation();

describe('participation: progress and own memes', () => {
  it('shows each meme under the name the player picked, exactly, though it is stored under a random name', async () => {
    renderParticipation({
      max: 3,
      memes: [
        { ...ownMeme('meme00000000001', 'k3j9x0a8q2w7e5r1t6y4.png'), media_name: 'alice-cat.png' },
        { ...ownMeme('meme00000000002', 'p0o9i8u7y6t5r4e3w2q1.png'), media_name: 'Screenshot 2024-05-01.png' },
      ],
    });
    expect(await screen.findByText('alice-cat.png')).toBeInTheDocument();
    expect(screen.getByText('Screenshot 2024-05-01.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'alice-cat.png' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/files/pbc_memes/meme00000000001/k3j9x0a8q2w7e5r1t6y4.png?thumb=150x150'),
    );
  });

  it("shows the count against the max, and the player's memes with name and date", async () => {
    const { listRequests } = renderParticipation({
      max: 3,
      memes: [ownMeme('meme00000000001', 'office_cat_a1B2c3D4e5.png')],
    });

    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByText('Memes uploaded')).toBeInTheDocument();
    expect(await within(progress).findByText('1/3')).toBeInTheDocument();
    expect(screen.getByText('office_cat.png')).toBeInTheDocument();
    const thumbnail = screen.getByRole('img', { name: 'office_cat.png' });
    expect(thumbnail).toHaveAttribute(
      'src',
      expect.stringContaining('/api/files/pbc_memes/meme00000000001/office_cat_a1B2c3D4e5.png?thumb=150x150'),
    );
    expect(thumbnail).toHaveAttribute('width', '150');
    expect(thumbnail).toHaveAttribute('height', '150');
    expect(screen.getByText(/^Uploaded/).querySelector('time')).toHaveAttribute('datetime', '2026-03-06 19:00:00.000Z');
    // The player's own memes in their contest, one request.
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0]!.searchParams.get('filter')).toBe(
      'player = "alice0000000001" && contest = "contest00000001"',
    );
  });

  it('shows ∞ when the contest has no max', async () => {
    renderParticipation({ max: 0 });
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(await within(progress).findByText('0/∞')).toBeInTheDocument();
  });

  it('removes a meme and reloads the list', async () => {
    const memes = [ownMeme('meme00000000001', 'first.png'), ownMeme('meme00000000002', 'second.png')];
    renderParticipation({ memes });
    let deleted = '';
    server.use(
      http.delete(recordUrl('memes'), ({ params }) => {
        deleted = String(params.id);
        memes.splice(
          memes.findIndex((meme) => meme.id === deleted),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Remove first.png' }));
    expect(await screen.findByText('Meme removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('first.png')).not.toBeInTheDocument());
    expect(deleted).toBe('meme00000000001');
    expect(screen.getByText('second.png')).toBeInTheDocument();
  });

  it('reports a failed removal with the fallback message', async () => {
    renderParticipation({ memes: [ownMeme('meme00000000001', 'first.png')] });
    server.use(http.delete(recordUrl('memes'), () => pbError(500, '')));

    fireEvent.click(await screen.findByRole('button', { name: 'Remove first.png' }));
    expect(await screen.findByText('Unable to delete this meme right now.')).toBeInTheDocument();
    expect(screen.getByText('first.png')).toBeInTheDocument();
  });

  it("says so when the player's memes cannot be loaded", async () => {
    server.use(
      ...sessionHandlers(),
      http.get(recordsUrl('memes'), () => pbError(400, '')),
    );
    renderPlayerPage();
    expect(
      await screen.findByRole('heading', { name: "We couldn't fetch your uploaded memes right now." }),
    ).toBeInTheDocument();
  });
});

describe('participation: picking files', () => {
  it('shows the accepted formats, and lists picked files with their sizes and remove buttons', async () => {
    const { user } = renderParticipation();
    expect(await screen.findByText('Accepted formats: PNG, JPG, GIF. Max size per file: 3 MB.')).toBeInTheDocument();

    await pick(user, image('cat.png', 2048), image('dog.jpg', 1.5 * MB, 'image/jpeg'));
    const list = await screen.findByRole('region', { name: 'Ready to upload' });
    expect(within(list).getByText('cat.png')).toBeInTheDocument();
    expect(within(list).getByText(/2\.0 KB/)).toBeInTheDocument();
    expect(within(list).getByText(/1\.5 MB/)).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove cat.png' }));
    expect(within(queue()).queryByText('cat.png')).not.toBeInTheDocument();
    expect(within(queue()).getByText('dog.jpg')).toBeInTheDocument();
  });

  it('skips an image whose header claims more pixels than the server accepts, before sending anything', async () => {
    const { user } = renderParticipation({ max: 3 });
    const bomb = new File([await solidPng(IMAGE_LIMITS.maxSide + 1, 2)], 'bomb.png', { type: 'image/png' });
    const animation = new File(
      [gif({ screenWidth: 1000, screenHeight: 1000, frames: 101, frameWidth: 1000, frameHeight: 1000 })],
      'long.gif',
      { type: 'image/gif' },
    );
    await pick(user, bomb, animation, image('fine.png'));
    const notice = await notices();
    expect(notice).toHaveTextContent(
      `Images over ${IMAGE_LIMITS.maxSide} pixels wide or tall, or over ${IMAGE_LIMITS.maxMegapixels} megapixels, were skipped.`,
    );
    expect(notice).toHaveTextContent(
      `Animations over ${IMAGE_LIMITS.maxAnimationMegapixels} megapixels over all their frames were skipped.`,
    );
    expect(within(queue()).getByText('fine.png')).toBeInTheDocument();
    expect(within(queue()).queryByText('bomb.png')).not.toBeInTheDocument();
    expect(within(queue()).queryByText('long.gif')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an oversized image the same way when the browser check is bypassed", async () => {
    const { user } = renderParticipation();
    server.use(
      http.post(recordsUrl('memes'), () => {
        const message = 'Images can be at most 8192 pixels wide or tall and 24 megapixels in all.';
        return HttpResponse.json(
          { status: 400, message, data: { media: { code: 'validation_invalid_value', message } } },
          { status: 400 },
        );
      }),
    );
    await pick(user, image('sneaky.png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload now' }));
    expect(
      await screen.findAllByText(
        'sneaky.png: Images can be at most 8192 pixels wide or tall and 24 megapixels in all.',
      ),
    ).not.toHaveLength(0);
  });

  it('opens the file chooser from the keyboard-reachable button', async () => {
    renderParticipation();
    const button = await screen.findByRole('button', { name: 'Choose memes' });
    const input = await fileInput();
    expect(input).toHaveAttribute('aria-hidden', 'true');
    let opened = false;
    input.addEventListener('click', () => (opened = true));
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(opened).toBe(true);
  });

  it('opens the chooser once per click, offering the accepted formats, several at a time', async () => {
    renderParticipation();
    const button = await screen.findByRole('button', { name: 'Choose memes' });
    const input = await fileInput();
    expect(input).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg,image/gif,.gif');
    expect(input).toHaveAttribute('multiple');
    let opened = 0;
    input.addEventListener('click', () => (opened += 1));
    fireEvent.click(button);
    expect(opened).toBe(1);
  });

  it('takes files dropped on the area, says "Drop to add them" while they hover, and checks them as picked ones', async () => {
    renderParticipation({ max: 3 });
    await fileInput();
    const area = screen.getByText('Drop your memes here').parentElement!;
    const dataTransfer = (files: File[]) => ({ types: ['Files'], files, dropEffect: 'none' });
    const files = [new File(['hello'], 'notes.txt', { type: 'text/plain' }), image('cat.png')];

    fireEvent.dragEnter(area, { dataTransfer: dataTransfer(files) });
    // Moving over a child of the area enters it before leaving the area: still hovering.
    fireEvent.dragEnter(screen.getByRole('button', { name: 'Choose memes' }), { dataTransfer: dataTransfer(files) });
    fireEvent.dragLeave(area, { dataTransfer: dataTransfer(files) });
    expect(screen.getByText('Drop to add them')).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer: dataTransfer(files) });

    expect(await screen.findByText('Drop your memes here')).toBeInTheDocument();
    // The text file is checked and turned away like a picked one, with the reason.
    expect(await notices()).toHaveTextContent('Unsupported formats were ignored.');
    expect(await within(queue()).findByText('cat.png')).toBeInTheDocument();
    expect(within(queue()).queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('keeps the page when a file is dropped beside the area', async () => {
    renderParticipation();
    await fileInput();
    const beside = new Event('drop', { bubbles: true, cancelable: true });
    screen.getByRole('region', { name: 'Your progress' }).dispatchEvent(beside);
    // The browser would otherwise leave the page to show the file.
    expect(beside.defaultPrevented).toBe(true);
  });

  it('refuses a selection with only unsupported formats', async () => {
    const { user } = renderParticipation();
    await pick(user, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await notices()).toHaveTextContent('Only PNG, JPG, GIF files are allowed.');
    expect(screen.queryByRole('region', { name: 'Ready to upload' })).not.toBeInTheDocument();
  });

  it('turns away a file whose content is not an image of the format its name says, instead of queueing a blank preview', async () => {
    const { user } = renderParticipation({ max: 3 });
    const text = new File(['just some text'], 'not-an-image.png', { type: 'image/png' });
    await pick(user, text);
    expect(await notices()).toHaveTextContent('Only PNG, JPG, GIF files are allowed.');
    expect(screen.queryByRole('region', { name: 'Ready to upload' })).not.toBeInTheDocument();

    // A PNG named .jpg is refused too (the server serves a file with the type its name says); a real one is queued.
    const disguised = new File([image('x.png').slice()], 'disguised.jpg', { type: 'image/jpeg' });
    await pick(user, disguised, image('cat.png'));
    expect(await notices()).toHaveTextContent('Unsupported formats were ignored.');
    expect(within(queue()).getByText('cat.png')).toBeInTheDocument();
    expect(within(queue()).queryByText('disguised.jpg')).not.toBeInTheDocument();
  });

  it('ignores unsupported formats in a mixed selection', async () => {
    const { user } = renderParticipation();
    await pick(user, new File(['hello'], 'notes.txt', { type: 'text/plain' }), image('cat.png'));
    expect(await notices()).toHaveTextContent('Unsupported formats were ignored.');
    expect(within(queue()).getByText('cat.png')).toBeInTheDocument();
    expect(within(queue()).queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('accepts by extension when the browser gives no type, and refuses other image formats', async () => {
    const { user } = renderParticipation({ max: 5 });
    await pick(user, image('party.GIF', 1024, ''), image('photo.webp', 1024, 'image/webp'));
    expect(await notices()).toHaveTextContent('Unsupported formats were ignored.');
    expect(within(queue()).getByText('party.GIF')).toBeInTheDocument();
    expect(within(queue()).queryByText('photo.webp')).not.toBeInTheDocument();
  });

  it('skips files over 3 MB', async () => {
    const { user } = renderParticipation();
    await pick(user, image('huge.png', 3 * MB + 1));
    expect(await notices()).toHaveTextContent('Files over 3 MB were skipped.');
    expect(screen.queryByRole('region', { name: 'Ready to upload' })).not.toBeInTheDocument();
  });

  it('skips the oversize files of a mixed selection and keeps a file of exactly 3 MB', async () => {
    const { user } = renderParticipation();
    await pick(user, image('huge.png', 3 * MB + 1), image('limit.png', 3 * MB));
    expect(await notices()).toHaveTextContent('Some files exceeded the 3 MB limit and were skipped.');
    expect(within(queue()).getByText('limit.png')).toBeInTheDocument();
    expect(within(queue()).queryByText('huge.png')).not.toBeInTheDocument();
  });

  it('ignores a file picked twice (same name, size and last-modified), but not a different one of the same name', async () => {
    const { user } = renderParticipation({ max: 5 });
    await pick(user, image('cat.png', 2048));
    await within(await screen.findByRole('region', { name: 'Ready to upload' })).findByText('cat.png');
    await pick(user, image('cat.png', 2048));
    await pick(user, image('cat.png', 2048, 'image/png', 1_800_000_000_000));
    await waitFor(() => expect(within(queue()).getAllByText('cat.png')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('queues only as many files as the max allows', async () => {
    const { user } = renderParticipation({ max: 3, memes: [ownMeme('meme00000000001', 'first.png')] });
    await screen.findByText('first.png');
    await pick(user, image('a.png'), image('b.png'), image('c.png'));
    expect(await notices()).toHaveTextContent('You can only add 2 more meme(s) right now.');
    expect(within(queue()).getByText('a.png')).toBeInTheDocument();
    expect(within(queue()).getByText('b.png')).toBeInTheDocument();
    expect(within(queue()).queryByText('c.png')).not.toBeInTheDocument();
  });

  it('shows a done state instead of the picker once the upload limit is reached', async () => {
    renderParticipation({
      max: 2,
      memes: [ownMeme('meme00000000001', 'first.png'), ownMeme('meme00000000002', 'second.png')],
    });
    await screen.findByText('second.png');
    expect(screen.getByRole('heading', { name: 'All your memes are in!' })).toBeVisible();
    // Nothing left to pick or send: no picker, no 'Upload now'; removing a meme stays at hand.
    expect(screen.queryByRole('region', { name: 'Add memes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload now' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
  });

  it('says the limit is reached when the queued files already fill what is left', async () => {
    const { user } = renderParticipation({ max: 2, memes: [ownMeme('meme00000000001', 'first.png')] });
    await screen.findByText('first.png');
    await pick(user, image('a.png'));
    await within(await screen.findByRole('region', { name: 'Ready to upload' })).findByText('a.png');
    await pick(user, image('b.png', 4096));
    expect(await notices()).toHaveTextContent("You're already at the upload limit for this contest.");
    expect(screen.queryByText(/more meme\(s\)/)).not.toBeInTheDocument();
    expect(within(queue()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(queue()).queryByText('b.png')).not.toBeInTheDocument();
  });
});
