// What a player sees when a request fails on the way (a phone in a tunnel, a server being redeployed) or is turned
// away by the rate limiter, as opposed to a refusal: the session is kept, nothing is shown as saved, and trying
// again needs no new pick or tap on a score.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { playerVoteOrder } from '@/features/voting/vote-order';
import type { MemeRecord } from '@/lib/data/records';
import { PLAYER_SESSION_STORAGE_KEY } from '@/lib/session/player-session';
import { image } from './support/participation';
import {
  alice,
  authRefreshUrl,
  contestRecord,
  listBody,
  otherMeme,
  PB_URL,
  pbError,
  readStoredSession,
  recordsUrl,
  REFRESHED_TOKEN,
  renderPlayerPage,
  sessionHandlers,
  setupPlayerPageMock,
  storePlayerSession,
  viewHandler,
  recordingVoteBoardHandler,
} from './support/player-page';

const server = setupPlayerPageMock();

const signedIn = () => HttpResponse.json({ token: REFRESHED_TOKEN, record: alice() });
const contestHeading = () => screen.findByRole('heading', { level: 1, name: 'Friday memes' });
const pageHandlers = [
  viewHandler('players', alice()),
  viewHandler('contests', contestRecord({ name: 'Friday memes' })),
  http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))),
];

describe('player sign-in on a failing connection', () => {
  it('tries again by itself when the sign-in request is dropped once, and never says the link is invalid', async () => {
    let attempts = 0;
    server.use(
      http.post(authRefreshUrl, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : signedIn();
      }),
      ...pageHandlers,
    );
    renderPlayerPage();

    expect(await contestHeading()).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.queryByText("We couldn't authenticate you")).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to authenticate this player link.')).not.toBeInTheDocument();
  });

  it.each([
    ['no response', () => HttpResponse.error()],
    ['a server error', () => pbError(503, '')],
    ['a timeout at a proxy', () => pbError(504, '')],
  ])('after repeated %s, says the connection failed, keeps the session, and offers Try again', async (_, failure) => {
    storePlayerSession(alice(), 60_000);
    let failing = true;
    server.use(
      http.post(authRefreshUrl, () => (failing ? failure() : signedIn())),
      ...pageHandlers,
    );
    renderPlayerPage();

    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't reach the server" })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't authenticate you")).not.toBeInTheDocument();
    expect(localStorage.getItem(PLAYER_SESSION_STORAGE_KEY)).not.toBeNull();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await contestHeading()).toBeInTheDocument();
    expect(readStoredSession()?.player.id).toBe('alice0000000001');
  });

  it('still ends the session when the server refuses the token', async () => {
    storePlayerSession(alice(), 60_000);
    server.use(http.post(authRefreshUrl, () => pbError(401, 'The request requires valid record authorization token.')));
    renderPlayerPage();

    expect(await screen.findByRole('heading', { name: "We couldn't authenticate you" })).toBeInTheDocument();
    expect(localStorage.getItem(PLAYER_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says the connection failed, not that the player is unknown, when loading the player fails on the way', async () => {
    let failing = true;
    server.use(
      http.post(authRefreshUrl, signedIn),
      http.get(`${PB_URL}/api/collections/players/records/:id`, () =>
        failing ? HttpResponse.error() : HttpResponse.json(alice()),
      ),
      ...pageHandlers.slice(1),
    );
    renderPlayerPage();

    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't reach the server" })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't find this player.")).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await contestHeading()).toBeInTheDocument();
  });
});

describe('a vote that fails on the way', () => {
  const memes = [otherMeme('memebob00000001', 'bob000000000001'), otherMeme('memecarol000001', 'carol0000000001')];
  const first = playerVoteOrder(memes, 'alice0000000001')[0]!;

  function renderVoting() {
    server.use(
      ...sessionHandlers({ contest: contestRecord({ status: 'vote' }) }),
      recordingVoteBoardHandler(memes as MemeRecord[]).handler,
    );
    renderPlayerPage();
  }

  it('is not shown as saved, and Try again sends the same score once', async () => {
    const sent: { meme: string; score: unknown }[] = [];
    let failing = true;
    server.use(
      http.put(`${PB_URL}/api/memes/:meme/vote`, async ({ params, request }) => {
        const { score } = (await request.json()) as { score: unknown };
        sent.push({ meme: String(params.meme), score });
        if (failing) return HttpResponse.error();
        return HttpResponse.json({ id: 'vote00000000001', meme: params.meme, score, created: true });
      }),
    );
    renderVoting();
    fireEvent.click(await screen.findByRole('button', { name: 'Score 7' }));

    const notSaved = await screen.findByRole('alert');
    expect(notSaved).toHaveTextContent('Your score of 7 was not saved.');
    expect(screen.getByRole('button', { name: 'Score 7' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Vote saved!')).not.toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Your voting progress' });
    expect(within(progress).getByText('0/2')).toBeInTheDocument();

    failing = false;
    fireEvent.click(within(notSaved).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Vote saved!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Score 7' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(progress).getByText('1/2')).toBeInTheDocument();
    expect(sent).toEqual([
      { meme: first.id, score: 7 },
      { meme: first.id, score: 7 },
    ]);
    await waitFor(() => expect(screen.queryByText('Your score of 7 was not saved.')).not.toBeInTheDocument());
  });

  it('says to wait a moment when the server answers 429', async () => {
    server.use(http.put(`${PB_URL}/api/memes/:meme/vote`, () => pbError(429, 'Too Many Requests.')));
    renderVoting();
    fireEvent.click(await screen.findByRole('button', { name: 'Score 4' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Score 4' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('an upload that fails on the way', () => {
  function renderParticipation() {
    server.use(
      ...sessionHandlers({ contest: contestRecord({ max_memes_per_player: 2 }) }),
      http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([]))),
    );
    renderPlayerPage();
    return userEvent.setup({ applyAccept: false });
  }

  async function pick(user: ReturnType<typeof userEvent.setup>, file: File) {
    await screen.findByRole('button', { name: 'Choose memes' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  }

  it('stays in the queue, and Upload now sends it again without a new pick', async () => {
    let attempts = 0;
    server.use(
      http.post(recordsUrl('memes'), () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.error()
          : HttpResponse.json(otherMeme('memealice000001', 'alice0000000001'));
      }),
    );
    const user = renderParticipation();
    await pick(user, image('cat.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));

    const queue = await screen.findByRole('region', { name: 'Ready to upload' });
    expect(await within(queue).findByText('Not sent: press Upload now to try again')).toBeInTheDocument();
    expect(within(queue).getByText('cat.png')).toBeInTheDocument();
    expect(screen.queryByText('Your memes have been uploaded!')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    expect(await screen.findByText('Your memes have been uploaded!')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.queryByRole('region', { name: 'Ready to upload' })).not.toBeInTheDocument();
  });

  it('says to wait a moment when the server answers 429, and keeps the file', async () => {
    server.use(http.post(recordsUrl('memes'), () => pbError(429, 'Too Many Requests.')));
    const user = renderParticipation();
    await pick(user, image('cat.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload now' }));

    expect(
      await screen.findAllByText('cat.png: Too many requests. Please wait a moment and try again.'),
    ).not.toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Ready to upload' })).getByText('cat.png')).toBeInTheDocument();
  });
});
