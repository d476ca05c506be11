// Set-up shared by the tests of the player's participation view (player-upload, player-upload-sending).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MemeRecord } from '@/lib/data/records';
import { gif, jpegHeaderOnly, pngHeaderOnly } from '../../../scripts/lib/test-images.mjs';
import {
  contestRecord,
  listBody,
  memeRecord,
  recordsUrl,
  renderPlayerPage,
  sessionHandlers,
  setupPlayerPageMock,
} from './player-page';

export const MB = 1024 * 1024;

/** The header of an image of the format `name` says (as the page reads it before queueing), or none. */
function headerFor(name: string): Uint8Array {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'png') return pngHeaderOnly(600, 400);
  if (extension === 'jpg' || extension === 'jpeg') return jpegHeaderOnly(600, 400);
  if (extension === 'gif') return gif({ screenWidth: 600, screenHeight: 400 });
  return new Uint8Array(0);
}

/** A picked file of `size` bytes: a real image header of the format its name says, then zeros. */
export function image(name: string, size = 2048, type = 'image/png', lastModified = 1_700_000_000_000) {
  const bytes = new Uint8Array(size);
  bytes.set(headerFor(name).subarray(0, size));
  return new File([bytes], name, { type, lastModified });
}

/** The name of an uploaded test file, told by its size: each test file has a size of its own. */
export function uploadedName(file: File, names: Record<number, string>): string {
  return names[file.size] ?? `unknown-${file.size}`;
}

export function ownMeme(id: string, media: string, created = '2026-03-06 19:00:00.000Z'): MemeRecord {
  return memeRecord({ id, player: 'alice0000000001', media, created });
}

/** msw for one test file, and the participation page; call it once at the file's top level. */
export function setupParticipation() {
  const server = setupPlayerPageMock();

  /** The participation page with the player's memes answered from `memes` (a live array tests may change). */
  function renderParticipation({ max = 2, memes = [] as MemeRecord[] } = {}) {
    const listRequests: URL[] = [];
    server.use(
      ...sessionHandlers({ contest: contestRecord({ max_memes_per_player: max }) }),
      http.get(recordsUrl('memes'), ({ request }) => {
        listRequests.push(new URL(request.url));
        return HttpResponse.json(listBody(memes));
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderPlayerPage();
    return { user, listRequests, memes };
  }

  return { server, renderParticipation };
}

/** The hidden file input the visible 'Choose memes' button opens (not exposed to assistive technology). */
export async function fileInput() {
  await screen.findByRole('button', { name: 'Choose memes' });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

export async function pick(user: ReturnType<typeof userEvent.setup>, ...files: File[]) {
  await user.upload(await fileInput(), files);
}

export const notices = () => screen.findByRole('alert');
export const queue = () => screen.getByRole('region', { name: 'Ready to upload' });
