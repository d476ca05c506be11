import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_SESSION_STORAGE_KEY } from '@/lib/session/player-session';
import { PLAYER_AUTH_STORE_KEY, playerClient } from '@/lib/session/pocketbase';
import {
  alice,
  authRefreshHandler,
  authRefreshUrl,
  contestRecord,
  LINK_TOKEN,
  listBody,
  voteBoardUrl,
  neverAnswer,
  pbError,
  playerLinkPath,
  readStoredSession,
  recordsUrl,
  recordUrl,
  REFRESHED_TOKEN,
  renderPlayerPage,
  sessionHandlers,
  setupPlayerPageMock,
  storePlayerSession,
  viewHandler,
} from './support/player-page';

const server = setupPlayerPageMock();

/** The participation view's own list call, so a successful page has everything it asks for. */
const ownMemesHandler = http.get(recordsUrl('memes'), () => HttpResponse.json(listBody([])));

// The page asks for the contest alongside the player; a test that is not about it gets a plain one.
beforeEach(() => server.use(viewHandler('contests', contestRecord())));

afterEach(() => vi.useRealTimers());

describe('player page: signing in with the link', () => {
  it('saves the token, refreshes it, and shows the header and the phase view', async () => {
    let sentToken: string | null = null;
    server.use(
      http.post(authRefreshUrl, ({ request }) => {
        sentToken = request.headers.get('Authorization');
        return HttpResponse.json({ token: REFRESHED_TOKEN, record: alice() });
      }),
      viewHandler('players', alice()),
      viewHandler('contests', contestRecord({ name: 'Friday memes', description: 'Best office memes of the week' })),
      ownMemesHandler,
    );
    const before = Date.now();
    renderPlayerPage();

    expect(screen.getByText('Preparing your player session…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(document.title).toBe('Friday memes · Meme Arena');
    expect(screen.getByText('Best office memes of the week')).toBeInTheDocument();
    expect(screen.getByText('alice')).toBeInTheDocument();
    expect(screen.getByText('Participation')).toBeInTheDocument();
    // The phase's view comes with its phase (its code and texts load once the page knows the phase).
    expect(await screen.findByText('Your progress')).toBeInTheDocument();

    expect(sentToken).toBe(LINK_TOKEN);
    const stored = readStoredSession();
    expect(stored?.player.id).toBe('alice0000000001');
    expect(stored?.token).toBe(REFRESHED_TOKEN);
    expect(stored!.expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(stored!.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(JSON.parse(localStorage.getItem(PLAYER_AUTH_STORE_KEY)!).token).toBe(REFRESHED_TOKEN);
  });

  it('shows the loading state while the player loads', async () => {
    server.use(
      authRefreshHandler(),
      http.get(recordUrl('players'), ({ requestId }) => neverAnswer(requestId)),
      // The sign-in names the player, so the page waits for their contest; it shows the state for as long as that
      // lasts (a state shorter than a render may be skipped).
      http.get(recordUrl('contests'), ({ requestId }) => neverAnswer(requestId)),
    );
    renderPlayerPage();
    expect(await screen.findByText('Loading player…')).toBeInTheDocument();
  });

  it('refuses a link whose token belongs to another player, and logs out', async () => {
    server.use(authRefreshHandler(alice({ id: 'bob000000000001', username: 'bob' })));
    renderPlayerPage();

    expect(await screen.findByRole('heading', { name: 'This link belongs to another player' })).toBeInTheDocument();
    expect(localStorage.getItem(PLAYER_SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PLAYER_AUTH_STORE_KEY)).toBeNull();
    expect(playerClient.authStore.token).toBe('');
  });

  it("never shows PocketBase's own text for a refused token, only the page's", async () => {
    server.use(http.post(authRefreshUrl, () => pbError(401, 'The request requires valid record authorization token.')));
    renderPlayerPage();

    expect(await screen.findByRole('heading', { name: "We couldn't authenticate you" })).toBeInTheDocument();
    expect(await screen.findByText('Unable to authenticate this player link.')).toBeInTheDocument();
    expect(screen.queryByText(/authorization token/)).not.toBeInTheDocument();
  });

  it('reports a refused token as an authentication failure, with the fallback message', async () => {
    server.use(
      http.post(authRefreshUrl, () => HttpResponse.json({ status: 401, message: '', data: {} }, { status: 401 })),
    );
    renderPlayerPage();

    expect(await screen.findByRole('heading', { name: "We couldn't authenticate you" })).toBeInTheDocument();
    expect(await screen.findByText('Unable to authenticate this player link.')).toBeInTheDocument();
    expect(localStorage.getItem(PLAYER_AUTH_STORE_KEY)).toBeNull();
  });

  it.each([
    { status: 403, serverMessage: 'Only the player may view this.' },
    { status: 401, serverMessage: '' },
  ])(
    'logs out and shows the authentication failure when loading the player is refused ($status)',
    async ({ status, serverMessage }) => {
      server.use(
        authRefreshHandler(),
        http.get(recordUrl('players'), () => pbError(status, serverMessage)),
      );
      renderPlayerPage();

      expect(await screen.findByRole('heading', { name: "We couldn't authenticate you" })).toBeInTheDocument();
      // The server's own wording is for developers: the player reads the page's.
      expect(await screen.findByText('Unable to authenticate this player link.')).toBeInTheDocument();
      if (serverMessage) expect(screen.queryByText(serverMessage)).not.toBeInTheDocument();
      expect(localStorage.getItem(PLAYER_SESSION_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(PLAYER_AUTH_STORE_KEY)).toBeNull();
    },
  );

  it("says it couldn't find the player when loading fails otherwise, and can try again", async () => {
    let attempts = 0;
    server.use(
      authRefreshHandler(),
      http.get(recordUrl('players'), () => {
        attempts += 1;
        return attempts === 1 ? pbError(404, '') : HttpResponse.json(alice());
      }),
      viewHandler('contests', contestRecord()),
      ownMemesHandler,
    );
    renderPlayerPage();

    expect(await screen.findByRole('heading', { name: "We couldn't find this player." })).toBeInTheDocument();
    expect(await screen.findByText('Unable to load the player right now.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
  });

  it("says it couldn't load the contest when that call fails", async () => {
    server.use(
      authRefreshHandler(),
      viewHandler('players', alice()),
      http.get(recordUrl('contests'), () => pbError(404, '')),
    );
    renderPlayerPage();

    expect(
      await screen.findByRole('heading', { name: "We couldn't load the contest linked to this player." }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Unable to load the contest for this player.')).toBeInTheDocument();
  });

  it('shows the username and a notice for a player without a contest', async () => {
    const loner = alice({ contest: '' });
    server.use(authRefreshHandler(loner), viewHandler('players', loner));
    renderPlayerPage();

    expect(await screen.findByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('This player is not linked to any contest yet.')).toBeInTheDocument();
  });

  it('shows a notice for a phase it does not know', async () => {
    server.use(...sessionHandlers({ contest: contestRecord({ status: 'judging' as never }) }));
    renderPlayerPage();

    expect(
      await screen.findByText('This contest is currently in an unsupported phase. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Contest phase')).toBeInTheDocument();
  });
});

describe('player page: a phase change while its first screen settles', () => {
  it('shows the new phase with its notice when the contest moved before live updates started', async () => {
    // The sign-in answers the contest as it was; by the time the page reads it again, the organizer opened voting.
    const signedIn = contestRecord({ status: 'participation' });
    server.use(
      http.post(authRefreshUrl, () =>
        HttpResponse.json({ token: REFRESHED_TOKEN, record: { ...alice(), expand: { contest: signedIn } } }),
      ),
      viewHandler('players', alice()),
      viewHandler('contests', contestRecord({ status: 'vote', updated: '2026-03-06 18:35:00.000Z' })),
      ownMemesHandler,
      http.get(voteBoardUrl, () => HttpResponse.json([])),
    );
    renderPlayerPage();

    expect(await screen.findByRole('region', { name: 'Your memes' })).toBeInTheDocument();
    expect(await screen.findByText('The organizer moved the contest to the Vote phase.')).toBeInTheDocument();
    expect(await screen.findByText('Voting phase')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your memes' })).not.toBeInTheDocument();
  });
});

describe('player page: the stored session', () => {
  it('needs a token when the link has none and nothing is stored', async () => {
    renderPlayerPage(playerLinkPath(undefined, null));
    expect(await screen.findByRole('heading', { name: 'This link needs a token' })).toBeInTheDocument();
    // Nothing to sign in again with: the link itself has no token.
    expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
  });

  it('reuses a live stored session of this player without the token', async () => {
    storePlayerSession(alice(), 30_000);
    let refreshed = false;
    server.use(
      http.post(authRefreshUrl, () => {
        refreshed = true;
        return HttpResponse.json({});
      }),
      viewHandler('players', alice()),
      viewHandler('contests', contestRecord()),
      ownMemesHandler,
    );
    renderPlayerPage(playerLinkPath(undefined, null));

    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(refreshed).toBe(false);
  });

  it('ignores and clears an expired stored session', async () => {
    storePlayerSession(alice(), -1_000);
    renderPlayerPage(playerLinkPath(undefined, null));

    expect(await screen.findByRole('heading', { name: 'This link needs a token' })).toBeInTheDocument();
    expect(localStorage.getItem(PLAYER_SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PLAYER_AUTH_STORE_KEY)).toBeNull();
  });

  it("does not use another player's stored session", async () => {
    storePlayerSession(alice({ id: 'bob000000000001', username: 'bob' }), 30_000);
    renderPlayerPage(playerLinkPath(undefined, null));

    expect(await screen.findByRole('heading', { name: 'This link needs a token' })).toBeInTheDocument();
    // It may belong to another open tab, so it stays.
    expect(readStoredSession()?.player.username).toBe('bob');
  });

  it('pushes expiresAt 60 seconds ahead every 15 seconds while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    server.use(...sessionHandlers(), ownMemesHandler);
    renderPlayerPage();
    await screen.findByRole('heading', { level: 1, name: 'Friday memes' });
    const signedInAt = Date.now();
    expect(readStoredSession()!.expiresAt).toBe(signedInAt + 60_000);

    await act(async () => vi.advanceTimersByTime(15_000));
    expect(readStoredSession()!.expiresAt).toBe(signedInAt + 15_000 + 60_000);
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(readStoredSession()!.expiresAt).toBe(signedInAt + 30_000 + 60_000);
  });

  it('ends the session when the page slept past expiry and the link has no token', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    storePlayerSession(alice(), 60_000);
    server.use(viewHandler('players', alice()), viewHandler('contests', contestRecord()), ownMemesHandler);
    renderPlayerPage(playerLinkPath(undefined, null));
    await screen.findByRole('heading', { level: 1, name: 'Friday memes' });

    // The clock jumps (a phone asleep) without the refresh timer having run.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await act(async () => vi.advanceTimersByTime(15_000));

    expect(await screen.findByRole('heading', { name: 'This link needs a token' })).toBeInTheDocument();
    expect(localStorage.getItem(PLAYER_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs in again quietly with the link token when the page slept past expiry', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let refreshes = 0;
    server.use(
      http.post(authRefreshUrl, () => {
        refreshes += 1;
        return HttpResponse.json({ token: `${REFRESHED_TOKEN}-${refreshes}`, record: alice() });
      }),
      viewHandler('players', alice()),
      viewHandler('contests', contestRecord()),
      ownMemesHandler,
    );
    renderPlayerPage();
    await screen.findByRole('heading', { level: 1, name: 'Friday memes' });

    vi.setSystemTime(Date.now() + 5 * 60_000);
    await act(async () => vi.advanceTimersByTime(15_000));

    await waitFor(() => expect(readStoredSession()?.token).toBe(`${REFRESHED_TOKEN}-2`));
    expect(readStoredSession()!.expiresAt).toBe(Date.now() + 60_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
  });

  it('ends the session in this tab when another tab clears it, and can sign in again with the link', async () => {
    server.use(...sessionHandlers(), ownMemesHandler);
    renderPlayerPage();
    await screen.findByRole('heading', { level: 1, name: 'Friday memes' });

    // Another tab logs out: the entries disappear and this tab receives the storage event.
    act(() => {
      localStorage.removeItem(PLAYER_SESSION_STORAGE_KEY);
      localStorage.removeItem(PLAYER_AUTH_STORE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: PLAYER_SESSION_STORAGE_KEY, newValue: null }));
    });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This link needs a token' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    expect(readStoredSession()?.player.id).toBe('alice0000000001');
  });
});
