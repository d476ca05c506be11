// Test support for the player page: the real route component and query layer, with PocketBase answered by msw.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { PLAYER_PHASE_VIEWS } from '@/app/player-phase-views';
import { Component as PlayerRoute } from '@/app/routes/player';
import { loadCatalogAreas } from '@/i18n/i18n';
import type { ContestRecord, MemeRecord, PlayerRecord } from '@/lib/data/records';
import { PLAYER_SESSION_STORAGE_KEY } from '@/lib/session/player-session';
import { PLAYER_AUTH_STORE_KEY, playerClient } from '@/lib/session/pocketbase';
import { APP_PATHS } from '@contract/routes.js';
import {
  contestRecord,
  listBody,
  memeRecord,
  pbError,
  PB_URL,
  playerRecord,
  recordsUrl,
  recordUrl,
  setupPocketBaseMock,
} from './organizer';

// The player page loads each phase's view with its texts, and the vote's done state, when first shown
// (src/app/player-phase-views.ts). Here they are loaded up front, so a view never arrives after the test that asked
// for it has ended: React then reports a suspended resource finishing outside act(...), against whichever test is
// running.
await Promise.all([
  ...Object.values(PLAYER_PHASE_VIEWS).flatMap((view) => [view.load(), loadCatalogAreas(view.areas)]),
  import('@/features/voting/components/vote-done'),
]);

export {
  contestRecord,
  listBody,
  memeRecord,
  pbError,
  PB_URL,
  recordsUrl,
  recordUrl,
  setupPocketBaseMock,
  neverAnswer,
} from './organizer';

// jsdom has <dialog> but not its methods: open and close it the way a browser does, minus the backdrop.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** msw for one test file, with the player signed out after each test; call it once at the file's top level. */
export function setupPlayerPageMock() {
  const server = setupPocketBaseMock();
  afterEach(() => playerClient.authStore.clear());
  return server;
}

export const authRefreshUrl = `${PB_URL}/api/collections/players/auth-refresh`;
export const LINK_TOKEN = 'link-token-of-alice';
export const REFRESHED_TOKEN = 'refreshed-token-of-alice';

/** The player the tests sign in as, as the player sees their own record (no auth_token). */
export function alice(overrides: Partial<PlayerRecord> = {}): PlayerRecord {
  const record = playerRecord({ id: 'alice0000000001', username: 'alice', ...overrides });
  delete record.auth_token;
  return record;
}

export function playerLinkPath(playerId = 'alice0000000001', token: string | null = LINK_TOKEN): string {
  return token === null ? `/player/${playerId}` : `/player/${playerId}?token=${encodeURIComponent(token)}`;
}

/** authRefresh with the link token answers with the given player (by default the link's own). */
export function authRefreshHandler(player: PlayerRecord = alice(), token = REFRESHED_TOKEN) {
  return http.post(authRefreshUrl, () => HttpResponse.json({ token, record: player }));
}

export function viewHandler(collection: string, record: JsonBodyType & { id: string }) {
  return http.get(recordUrl(collection), ({ params }) =>
    params.id === record.id ? HttpResponse.json(record) : pbError(404, "The requested resource wasn't found."),
  );
}

/** Sign-in, the player and their contest: everything the page shell asks for. */
export function sessionHandlers({
  player = alice(),
  contest = contestRecord(),
}: { player?: PlayerRecord; contest?: ContestRecord } = {}) {
  return [authRefreshHandler(player), viewHandler('players', player), viewHandler('contests', contest)];
}

/** A list handler that records every request's query, so tests can check filters and count calls. */
export function recordingListHandler<T extends JsonBodyType>(collection: string, items: T[] | ((url: URL) => T[])) {
  const requests: URL[] = [];
  const handler = http.get(recordsUrl(collection), ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    return HttpResponse.json(listBody(typeof items === 'function' ? items(url) : items));
  });
  return { handler, requests };
}

/** The vote page's own read (GET /api/contests/{contest}/vote-board, pb_hooks/votes.pb.js): a plain array. */
export const voteBoardUrl = `${PB_URL}/api/contests/:contest/vote-board`;

/** The board as the server answers it: each meme, id and file only, with the player's score (0 for none). */
export function boardRows(memes: MemeRecord[], votes: { meme: string; score: number }[] = []) {
  return memes.map(({ id, collectionId, collectionName, media }) => ({
    id,
    collectionId,
    collectionName,
    media,
    score: votes.find((vote) => vote.meme === id)?.score ?? 0,
  }));
}

/**
 * A handler for the vote page's read that answers `memes` with the player's `votes`, recording every request, so
 * tests can check what was asked.
 */
export function recordingVoteBoardHandler(memes: MemeRecord[], votes: { meme: string; score: number }[] = []) {
  const requests: URL[] = [];
  const handler = http.get(voteBoardUrl, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(boardRows(memes, votes) as JsonBodyType);
  });
  return { handler, requests };
}

/** The results pages' one read (GET /api/contests/{contest}/results). */
export const contestResultsUrl = `${PB_URL}/api/contests/:contest/results`;

/** Answers the results read with `memes` and `players`, recording every request (with its Authorization header). */
export function recordingResultsHandler(
  memes: MemeRecord[],
  players: Array<Pick<PlayerRecord, 'id' | 'username' | 'average_score'>>,
) {
  const requests: Array<{ url: URL; authorization: string | null }> = [];
  const handler = http.get(contestResultsUrl, ({ request, params }) => {
    requests.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
    return HttpResponse.json({
      contest: { id: String(params['contest']), name: 'Contest', description: '' },
      memes,
      players,
    } as JsonBodyType);
  });
  return { handler, requests };
}

/** A meme uploaded by someone else, with a file name that reads well in assertions. */
export function otherMeme(id: string, player: string, overrides: Partial<MemeRecord> = {}): MemeRecord {
  return memeRecord({ id, player, media: `${id}.png`, ...overrides });
}

/** Stores a player session as a sign-in a moment ago would have (expiresAt relative to now). */
export function storePlayerSession(player: PlayerRecord, expiresInMs: number, token = REFRESHED_TOKEN) {
  localStorage.setItem(
    PLAYER_SESSION_STORAGE_KEY,
    JSON.stringify({ player, token, expiresAt: Date.now() + expiresInMs }),
  );
  localStorage.setItem(PLAYER_AUTH_STORE_KEY, JSON.stringify({ token, record: player }));
}

export function readStoredSession(): { player: PlayerRecord; token: string; expiresAt: number } | null {
  const raw = localStorage.getItem(PLAYER_SESSION_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retryDelay: 0, staleTime: 10_000 }, mutations: { retry: false } },
  });
}

/** Renders the player route at `path` (e.g. playerLinkPath()) with a fresh query cache and the toaster. */
export function renderPlayerPage(path: string = playerLinkPath()) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: APP_PATHS.player, Component: PlayerRoute }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one phase view on its own (for states the page shell never produces, like a missing player). */
export function renderWithQueryClient(ui: ReactNode) {
  const queryClient = testQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Signs the SDK client in as the player, as the page shell does before a phase view renders. */
export function signInPlayerClient(player: PlayerRecord = alice()) {
  playerClient.authStore.save(REFRESHED_TOKEN, player);
}
