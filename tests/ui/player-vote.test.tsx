import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoteView } from '@/features/voting';
import { ADVANCE_BEAT_MS } from '@/features/voting/hooks/use-vote-board';
import { playerVoteOrder } from '@/features/voting/vote-order';
import type { MemeRecord } from '@/lib/data/records';
import {
  alice,
  contestRecord,
  otherMeme,
  pbError,
  PB_URL,
  renderPlayerPage,
  renderWithQueryClient,
  sessionHandlers,
  setupPocketBaseMock,
  boardRows,
  recordingVoteBoardHandler,
  voteBoardUrl,
} from './support/player-page';

const server = setupPocketBaseMock();
const ALICE = 'alice0000000001';
/** The vote endpoint (pb_hooks/votes.pb.js): PUT with { score } casts or changes the player's vote on a meme. */
const voteUrl = `${PB_URL}/api/memes/:meme/vote`;

const memes = [
  otherMeme('memebob00000001', 'bob000000000001'),
  otherMeme('memebob00000002', 'bob000000000001'),
  otherMeme('memecarol000001', 'carol0000000001'),
];
/** The order alice sees them in. */
const ordered = playerVoteOrder(memes, ALICE);
const nth = (position: number) => ordered[position - 1]!;

type OwnVote = { meme: string; score: number };

function renderVoting({ memeList = memes, votes = [] as OwnVote[] } = {}) {
  const boardRequests = recordingVoteBoardHandler(memeList as JsonBodyType[] as MemeRecord[], votes);
  server.use(...sessionHandlers({ contest: contestRecord({ status: 'vote' }) }), boardRequests.handler);
  renderPlayerPage();
  return { boardRequests: boardRequests.requests };
}

/**
 * Opens the vote and scores the first meme; the score is saved, and the beat before the board moves on is held by
 * fake timers until passTheBeat.
 */
async function scoreTheFirstMeme(score: number) {
  renderVoting();
  await screen.findByText('Meme 1 of 3', { selector: 'p' });
  server.use(
    http.put(voteUrl, () => HttpResponse.json({ id: 'vote00000000001', meme: nth(1).id, score, created: true })),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.click(scoreButton(score));
  await screen.findByRole('button', { name: `Meme 1, scored ${score}` });
}

/** Runs the board's beat after a score (and more), without waiting for the wall clock. */
function passTheBeat() {
  act(() => vi.advanceTimersByTime(ADVANCE_BEAT_MS + 50));
}
afterEach(() => {
  vi.useRealTimers();
});

const cardImage = () => screen.getByRole('img', { name: /^Meme \d of \d$/ });
const scoreButton = (score: number) => screen.getByRole('button', { name: `Score ${score}` });

describe('vote view', () => {
  it("lists every other player's meme with the player's scores in one request, and starts at the first one not scored yet", async () => {
    const { boardRequests } = renderVoting({
      votes: [{ meme: nth(1).id, score: 6 }],
    });

    expect(await screen.findByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Your voting progress' });
    expect(within(progress).getByText('Memes scored')).toBeInTheDocument();
    expect(within(progress).getByText('1/3')).toBeInTheDocument();
    // The whole meme: the thumbnail that fits inside 900x900, contained in the card.
    expect(cardImage()).toHaveAttribute(
      'src',
      expect.stringContaining(`/${nth(2).id}/${nth(2).id}.png?thumb=900x900f`),
    );
    expect(cardImage()).toHaveClass('object-contain');
    expect(cardImage()).toHaveAttribute('width', '900');

    // One request, for the player's own contest (the server knows the player from the token).
    expect(boardRequests.map((url) => url.pathname)).toEqual(['/api/contests/contest00000001/vote-board']);
  });

  it('saves a first vote, disabling every score while it saves', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    let body: unknown;
    let release: () => void = () => undefined;
    server.use(
      http.put(voteUrl, async ({ request, params }) => {
        body = { meme: params.meme, ...((await request.json()) as object) };
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ id: 'vote00000000001', meme: nth(1).id, score: 7, created: true });
      }),
    );

    fireEvent.click(scoreButton(7));
    await waitFor(() => expect(scoreButton(1)).toBeDisabled());
    for (let score = 1; score <= 10; score += 1) expect(scoreButton(score)).toBeDisabled();
    act(() => release());

    expect(await screen.findByText('Vote saved!')).toBeInTheDocument();
    expect(body).toEqual({ meme: nth(1).id, score: 7 });
    // One tap per meme: after a short beat the next meme comes, and the scored one counts.
    expect(await screen.findByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your voting progress' })).getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meme 1, scored 7' })).toBeInTheDocument();
    for (let score = 1; score <= 10; score += 1) expect(scoreButton(score)).toHaveAttribute('aria-pressed', 'false');
    // Previous goes back to it, its score pressed.
    fireEvent.click(screen.getByRole('button', { name: 'Previous meme' }));
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(scoreButton(7)).toHaveAttribute('aria-pressed', 'true');
    expect(scoreButton(6)).toHaveAttribute('aria-pressed', 'false');
    expect(scoreButton(1)).toBeEnabled();
  });

  it('moves on to the next meme not scored yet, skipping scored ones and wrapping around', async () => {
    renderVoting({ votes: [{ meme: nth(3).id, score: 4 }] });
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    fireEvent.click(screen.getByRole('button', { name: 'Next meme' }));
    expect(screen.getByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
    server.use(
      http.put(voteUrl, async ({ params, request }) => {
        const { score } = (await request.json()) as { score: number };
        return HttpResponse.json({ id: `vote-${String(params.meme)}`, meme: params.meme, score, created: true });
      }),
    );

    // Meme 3 is scored already: from meme 2 the board wraps around to meme 1.
    fireEvent.click(scoreButton(8));
    expect(await screen.findByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meme 2, scored 8' })).toBeInTheDocument();
  });

  it('moves on without saving when the score tapped is the one already saved', async () => {
    renderVoting({ votes: [{ meme: nth(1).id, score: 6 }] });
    await screen.findByText('Meme 2 of 3', { selector: 'p' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous meme' }));
    let sent = 0;
    server.use(http.put(voteUrl, () => (sent++, HttpResponse.json({}))));

    fireEvent.click(scoreButton(6));
    expect(await screen.findByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('keeps a meme the player went back to during the beat after a score', async () => {
    await scoreTheFirstMeme(5);
    // The player moves on their own before the beat is over: the board stays where they went.
    fireEvent.click(screen.getByRole('button', { name: 'Meme 3, not scored yet' }));
    passTheBeat();
    expect(screen.getByText('Meme 3 of 3', { selector: 'p' })).toBeInTheDocument();
  });

  it('updates an earlier vote instead of creating another', async () => {
    renderVoting({ votes: memes.map((meme) => ({ meme: meme.id, score: 5 })) });
    // Every meme is scored: the done state, from which the strip goes back to a meme.
    await screen.findByRole('heading', { name: 'You scored every meme!' });
    fireEvent.click(screen.getByRole('button', { name: 'Meme 1, scored 5' }));
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(scoreButton(5)).toHaveAttribute('aria-pressed', 'true');
    let sent: { meme: string; body: unknown } | undefined;
    server.use(
      http.put(voteUrl, async ({ request, params }) => {
        sent = { meme: String(params.meme), body: await request.json() };
        return HttpResponse.json({
          id: `vote0000000000${memes.indexOf(nth(1))}`,
          meme: nth(1).id,
          score: 9,
          created: false,
        });
      }),
    );

    fireEvent.click(scoreButton(9));
    expect(await screen.findByText('Vote updated!')).toBeInTheDocument();
    expect(sent).toEqual({ meme: nth(1).id, body: { score: 9 } });
    // Nothing is left to score: back to the done state, which counts the new score.
    await screen.findByRole('heading', { name: 'You scored every meme!' });
    expect(screen.getByText('Score 9: 1 meme')).toBeInTheDocument();
    expect(screen.getByText('Score 5: 2 memes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Meme 1, scored 9' }));
    expect(scoreButton(9)).toHaveAttribute('aria-pressed', 'true');
    expect(scoreButton(5)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says updated when the server changed a vote this page did not know of (cast on another device)', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    server.use(
      http.put(voteUrl, () => HttpResponse.json({ id: 'vote00000000042', meme: nth(1).id, score: 4, created: false })),
    );

    fireEvent.click(scoreButton(4));
    expect(await screen.findByText('Vote updated!')).toBeInTheDocument();
    expect(screen.queryByText('Vote saved!')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Meme 1, scored 4' })).toBeInTheDocument();
  });

  it('reports a vote that could not be saved, stays on its meme, and Try again saves it and moves on', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    server.use(http.put(voteUrl, () => pbError(500, '')));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(scoreButton(3));
    expect(await screen.findByText('Unable to save your vote right now.')).toBeInTheDocument();
    const notSaved = (await screen.findByText('Your score of 3 was not saved.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(notSaved).toBeInTheDocument();
    expect(scoreButton(3)).toHaveAttribute('aria-pressed', 'false');
    // No move on after a failure: the meme stays, with its retry.
    passTheBeat();
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();

    let body: unknown;
    server.use(
      http.put(voteUrl, async ({ request, params }) => {
        body = { meme: params.meme, ...((await request.json()) as object) };
        return HttpResponse.json({ id: 'vote00000000001', meme: nth(1).id, score: 3, created: true });
      }),
    );
    fireEvent.click(within(notSaved).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Vote saved!')).toBeInTheDocument();
    expect(body).toEqual({ meme: nth(1).id, score: 3 });
    expect(await screen.findByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('Your score of 3 was not saved.')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the vote came after the voting deadline', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    server.use(http.put(voteUrl, () => pbError(400, 'Time is up: voting ended at its deadline.')));

    fireEvent.click(scoreButton(8));
    expect(await screen.findByText('Time is up: voting ended at its deadline.')).toBeInTheDocument();
    expect(scoreButton(8)).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves with previous and next, wrapping around at both ends', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous meme' }));
    expect(screen.getByText('Meme 3 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(cardImage()).toHaveAttribute('src', expect.stringContaining(`/${nth(3).id}/`));
    fireEvent.click(screen.getByRole('button', { name: 'Next meme' }));
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next meme' }));
    expect(screen.getByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
  });

  it('jumps to a meme from the thumbnail strip, with a check on the scored ones', async () => {
    renderVoting({ votes: [{ meme: nth(3).id, score: 8 }] });
    const strip = await screen.findByRole('navigation', { name: 'All memes to score' });
    const scored = within(strip).getByRole('button', { name: 'Meme 3, scored 8' });
    expect(scored).toHaveTextContent('✓');
    expect(within(strip).getByRole('button', { name: 'Meme 2, not scored yet' })).not.toHaveTextContent('✓');
    expect(within(strip).getByRole('button', { name: 'Meme 1, not scored yet' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The thumbnails come once the first screen is settled (here at once: the test page has loaded).
    const thumbnail = await waitFor(() => {
      const image = scored.querySelector('img');
      expect(image).not.toBeNull();
      return image!;
    });
    expect(thumbnail.getAttribute('src')).toContain('thumb=150x150');
    expect(thumbnail).toHaveAttribute('width', '150');

    fireEvent.click(scored);
    expect(screen.getByText('Meme 3 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(scoreButton(8)).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves with the arrow keys and scores with the number keys (0 is 10), but not while typing', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    let body: unknown;
    server.use(
      http.put(voteUrl, async ({ request, params }) => {
        body = { meme: params.meme, ...((await request.json()) as object) };
        return HttpResponse.json({ id: 'vote00000000001', meme: nth(3).id, score: 10, created: true });
      }),
    );

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Meme 3 of 3', { selector: 'p' })).toBeInTheDocument();

    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    fireEvent.keyDown(input, { key: '4' });
    input.remove();
    expect(screen.getByText('Meme 3 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(body).toBeUndefined();

    fireEvent.keyDown(window, { key: '0' });
    expect(await screen.findByText('Vote saved!')).toBeInTheDocument();
    expect(body).toEqual({ meme: nth(3).id, score: 10 });
    // On to the first meme not scored, wrapping around; → moves on from there.
    expect(await screen.findByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
  });

  it('moves from the meme on screen for an arrow key pressed the moment the board has moved on', async () => {
    server.use(
      recordingVoteBoardHandler(memes).handler,
      http.put(voteUrl, () => HttpResponse.json({ id: 'vote00000000001', meme: nth(3).id, score: 10, created: true })),
    );
    // A browser hands a key press to the page as soon as the new meme is on screen, which can be before React has
    // run the page's effects (a slow phone, a busy machine). The probe presses → in the very commit that puts the
    // next meme on screen after a score: the earliest a person could.
    let armed = false;
    let pressed = false;
    const pressRightOnceMemeOneShows = () => {
      if (!armed || pressed || !screen.queryByText('Meme 1 of 3', { selector: 'p' })) return;
      pressed = true;
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', cancelable: true }));
    };
    renderWithQueryClient(
      <Profiler id="vote-view" onRender={pressRightOnceMemeOneShows}>
        <VoteView player={alice()} contest={contestRecord({ status: 'vote' })} />
      </Profiler>,
    );
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Meme 3 of 3', { selector: 'p' })).toBeInTheDocument();

    armed = true;
    fireEvent.keyDown(window, { key: '0' });
    expect(await screen.findByText('Vote saved!')).toBeInTheDocument();
    // After the beat the board moves on to meme 1, and the key pressed right then moves on from there.
    await waitFor(() => expect(pressed).toBe(true));
    expect(screen.getByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
  });

  it('moves with a swipe on the meme, and ignores a mostly vertical one', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    const card = screen.getByRole('button', { name: 'Open this meme full size' }).parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(card, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(card, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };

    swipe([300, 200], [120, 210]);
    expect(screen.getByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
    swipe([100, 200], [280, 190]);
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    swipe([100, 100], [160, 400]);
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the full image in a dialog and closes it', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });

    fireEvent.click(screen.getByRole('button', { name: 'Open this meme full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meme, full size' });
    const full = within(dialog).getByRole('img');
    expect(full.getAttribute('src')).toMatch(new RegExp(`/${nth(1).id}/${nth(1).id}\\.png$`));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();

    // Escape closes it too (the browser sends 'cancel').
    fireEvent.click(screen.getByRole('button', { name: 'Open this meme full size' }));
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
  });

  it('keeps the meme opened full size when the board moves on behind the dialog', async () => {
    await scoreTheFirstMeme(6);
    fireEvent.click(screen.getByRole('button', { name: 'Open this meme full size' }));
    const dialog = await waitFor(() => document.querySelector<HTMLDialogElement>('dialog[open]')!);
    passTheBeat();

    expect(screen.getByText('Meme 2 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(dialog.querySelector('img[alt="Meme 1 of 3"]')!.getAttribute('src')).toMatch(
      new RegExp(`/${nth(1).id}/${nth(1).id}\\.png$`),
    );
  });

  it('shows the original file of a GIF in the card, since its thumbnails are still frames', async () => {
    const gif = otherMeme('memegif00000001', 'bob000000000001', { media: 'dancing_abcdefghij.gif' });
    renderVoting({ memeList: [gif] });
    await screen.findByText('Meme 1 of 1', { selector: 'p' });
    expect(cardImage().getAttribute('src')).toMatch(/\/memegif00000001\/dancing_abcdefghij\.gif$/);
  });

  it('says so when a meme image cannot be loaded', async () => {
    renderVoting();
    await screen.findByText('Meme 1 of 3', { selector: 'p' });
    fireEvent.error(cardImage());
    expect(await screen.findByText('This meme image could not be loaded.')).toBeInTheDocument();
    // The next meme loads normally.
    fireEvent.click(screen.getByRole('button', { name: 'Next meme' }));
    expect(cardImage()).toBeInTheDocument();
  });

  it('keeps only the thumbnails in view in the strip when a room has 900 memes, and follows the player there', async () => {
    const room = Array.from({ length: 900 }, (_, i) =>
      otherMeme(`memeroom${String(i).padStart(7, '0')}`, `player${String(i % 300).padStart(9, '0')}`),
    );
    const scored = playerVoteOrder(room, ALICE)
      .slice(0, 500)
      .map((meme) => ({ meme: meme.id, score: 5 }));
    renderVoting({ memeList: room, votes: scored });
    expect(await screen.findByText('Meme 501 of 900', { selector: 'p' })).toBeInTheDocument();
    const strip = screen.getByRole('navigation', { name: 'All memes to score' });
    // A strip as wide as a phone (390 px here) shows about eight 44 px thumbnails; with a few either side that is
    // far from 900.
    const buttons = within(strip).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(5);
    expect(buttons.length).toBeLessThanOrEqual(24);
    expect(within(strip).getByRole('button', { name: 'Meme 501, not scored yet' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(strip).queryByRole('button', { name: /^Meme 1, / })).not.toBeInTheDocument();
    expect(within(strip).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '900');
  });

  it('has nothing to vote on when no other player uploaded', async () => {
    renderVoting({ memeList: [] });
    expect(await screen.findByRole('heading', { name: 'Nothing to vote on yet' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your score' })).not.toBeInTheDocument();
  });

  it('is unavailable when the memes and scores cannot be loaded, and says both', async () => {
    server.use(
      ...sessionHandlers({ contest: contestRecord({ status: 'vote' }) }),
      http.get(voteBoardUrl, () => pbError(400, '')),
    );
    renderPlayerPage();
    expect(await screen.findByRole('heading', { name: 'Voting unavailable' })).toBeInTheDocument();
    expect(await screen.findAllByText('Unable to load the memes you can vote on.')).not.toHaveLength(0);
    expect(
      screen.getByText('Unable to load the memes you can vote on. Unable to load your votes for this contest.'),
    ).toBeInTheDocument();
  });

  it('asks again by itself when the board request is dropped once, and the player never sees an error', async () => {
    let calls = 0;
    server.use(
      ...sessionHandlers({ contest: contestRecord({ status: 'vote' }) }),
      http.get(voteBoardUrl, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json(boardRows(memes)))),
    );
    renderPlayerPage();
    expect(await screen.findByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Voting unavailable' })).not.toBeInTheDocument();
  });

  it('after 429s says voting is unavailable, and Try again loads the memes once the server answers', async () => {
    let busy = true;
    server.use(
      ...sessionHandlers({ contest: contestRecord({ status: 'vote' }) }),
      http.get(voteBoardUrl, () => (busy ? pbError(429, 'Too Many Requests.') : HttpResponse.json(boardRows(memes)))),
    );
    renderPlayerPage();
    expect(await screen.findByRole('heading', { name: 'Voting unavailable' })).toBeInTheDocument();
    busy = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meme 1 of 3', { selector: 'p' })).toBeInTheDocument();
  });

  it('is unavailable without a player or contest', () => {
    renderWithQueryClient(<VoteView player={alice()} contest={null} />);
    expect(screen.getByRole('heading', { name: 'Voting unavailable' })).toBeInTheDocument();
  });
});

describe('vote order', () => {
  const many = Array.from({ length: 12 }, (_, index) => ({ id: `meme${String(index).padStart(11, '0')}` }));

  it('is the same for a player whatever order the server sends', () => {
    const once = playerVoteOrder(many, ALICE).map((meme) => meme.id);
    const again = playerVoteOrder([...many].reverse(), ALICE).map((meme) => meme.id);
    expect(again).toEqual(once);
    expect([...once].sort()).toEqual(many.map((meme) => meme.id));
  });

  it('differs between players and from the plain order', () => {
    const forAlice = playerVoteOrder(many, ALICE).map((meme) => meme.id);
    const forBob = playerVoteOrder(many, 'bob000000000001').map((meme) => meme.id);
    expect(forAlice).not.toEqual(forBob);
    expect(forAlice).not.toEqual(many.map((meme) => meme.id));
  });
});
