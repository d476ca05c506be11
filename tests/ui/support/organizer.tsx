// Test support for the organizer screens: the real route components, session provider and query layer,
// with PocketBase replaced by msw handlers at the network edge.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Component as DashboardRoute } from '@/app/routes/dashboard';
import { Component as LoginRoute } from '@/app/routes/login';
import { env } from '@/config/env';
import type { ContestRecord, MemeRecord, PlayerRecord, UserRecord, VoteRecord } from '@/lib/data/records';
import { HOST_SESSION_STORAGE_KEY, HostSessionProvider } from '@/lib/session/host-session';
import type { TurnoutAnswer } from '@contract/answers.js';
import { APP_PATHS } from '@contract/routes.js';
import { API_ROUTES } from '@contract/routes.js';
import { seedSignedInOrganizer } from './render-app-shell';

export const PB_URL = env.pocketbaseUrl;
export const recordsUrl = (collection: string) => `${PB_URL}/api/collections/${collection}/records`;
export const recordUrl = (collection: string) => `${PB_URL}/api/collections/${collection}/records/:id`;
/** The address pattern (msw's `:contest`) of the panel's list of players or memes (the contract's API_ROUTES). */
export const panelListUrl = (list: 'players' | 'memes') =>
  `${PB_URL}${API_ROUTES[list === 'players' ? 'panelPlayers' : 'panelMemes'].replace('{contest}', ':contest')}`;

/** One msw server per test file; a request without a handler fails the test. */
export function setupPocketBaseMock() {
  // The session provider renews a restored organizer session once; answer with the stored one.
  const server = setupServer(
    http.post(`${PB_URL}/api/collections/users/auth-refresh`, () => {
      const stored = JSON.parse(localStorage.getItem(HOST_SESSION_STORAGE_KEY) ?? 'null') as {
        user: UserRecord;
        token: string;
      } | null;
      return stored ? HttpResponse.json({ token: stored.token, record: stored.user }) : pbError(401, 'Unauthorized');
    }),
    // The player page asks for the notices of memes the organizer removed: none, unless a test answers otherwise.
    http.get(`${PB_URL}/api/collections/meme_removals/records`, () =>
      HttpResponse.json({ page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] }),
    ),
    // The contest panel's turnout card: nobody yet, unless a test answers otherwise (turnoutHandler).
    turnoutHandler({ phase: 'participation', done: 0, total: 0, waiting: [] }),
    // The dashboard's seasons and the create form's season picker: none, unless a test answers otherwise.
    http.get(`${PB_URL}/api/collections/seasons/records`, () =>
      HttpResponse.json({ page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] }),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }) /* tests/setup/ui-setup.ts fails the test */);
  resetHandlersAfterEach(server);
  afterAll(() => server.close());
  return server;
}

const realSetTimeout = globalThis.setTimeout; // a test may fake timers; the wait below needs real ones
const heldForever = new Set<string>();

/** A handler's answer that never comes (the page stays waiting): the wait after the test leaves it out. */
export function neverAnswer(requestId: string): Promise<void> {
  heldForever.add(requestId);
  return delay('infinite');
}

/**
 * After each test, unmounts the page, lets every request it already sent get its answer from the test's handlers,
 * then removes them. A page still loading when its test ended (what it loads was not the test's point) would
 * otherwise have those requests judged against the next test's handlers: unanswered, and reported as that test's.
 */
export function resetHandlersAfterEach(server: SetupServer) {
  const open = new Set<string>();
  const answered = ({ requestId }: { requestId: string }) => open.delete(requestId);
  server.events.on('request:start', ({ requestId }) => open.add(requestId));
  server.events.on('request:end', answered);
  server.events.on('unhandledException', answered);
  afterEach(async () => {
    cleanup();
    const waiting = () => [...open].some((requestId) => !heldForever.has(requestId));
    // One turn first: a request the page sent last may not have reached msw yet.
    do await new Promise((resolve) => realSetTimeout(resolve, 5));
    while (waiting());
    open.clear();
    heldForever.clear();
    server.resetHandlers();
  });
}

/** The list wrapper PocketBase returns; getFullList stops after a page shorter than its batch. */
export function listBody<T extends JsonBodyType>(items: T[]) {
  return { page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items };
}

export function pbError(status: number, message: string) {
  return HttpResponse.json({ status, message, data: {} }, { status });
}

export function listHandler<T extends JsonBodyType>(collection: string, items: T[] | ((url: URL) => T[])) {
  return http.get(recordsUrl(collection), ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(listBody(typeof items === 'function' ? items(url) : items));
  });
}

/**
 * The panel's list of players or memes of `contestId`, as its route answers them (an array, not a page); another
 * contest's is the server's 404.
 */
export function panelListHandler<T extends JsonBodyType>(
  list: 'players' | 'memes',
  contestId: string,
  items: T[] | (() => T[]),
) {
  return http.get(panelListUrl(list), ({ params }) =>
    params.contest === contestId
      ? HttpResponse.json(typeof items === 'function' ? items() : items)
      : pbError(404, 'The contest was not found.'),
  );
}

/** The address pattern (msw's `:contest`) of a contest's turnout (the contract's API_ROUTES). */
export const turnoutUrl = `${PB_URL}${API_ROUTES.turnout.replace('{contest}', ':contest')}`;

/** The turnout the panel reads, for every contest. */
export function turnoutHandler(answer: TurnoutAnswer | (() => TurnoutAnswer)) {
  return http.get(turnoutUrl, () => HttpResponse.json(typeof answer === 'function' ? answer() : answer));
}

// The organizer signInOrganizerForTest stores.
const ORGANIZER_ID = 'user123456789ab';

/** Stores an organizer session the way a successful sign-in does, before the app renders. */
export const signInOrganizerForTest = seedSignedInOrganizer;

export function contestRecord(overrides: Partial<ContestRecord> = {}): ContestRecord {
  return {
    id: 'contest00000001',
    collectionId: 'pbc_contests',
    collectionName: 'contests',
    name: 'Friday memes',
    description: 'Best office memes of the week',
    status: 'participation',
    max_memes_per_player: 2,
    user: ORGANIZER_ID,
    created: '2026-03-06 18:30:00.000Z',
    updated: '2026-03-06 18:30:00.000Z',
    ...overrides,
  };
}

export function playerRecord(overrides: Partial<PlayerRecord> & Pick<PlayerRecord, 'id' | 'username'>): PlayerRecord {
  return {
    collectionId: 'pbc_players',
    collectionName: 'players',
    contest: 'contest00000001',
    auth_token: `token-of-${overrides.id}`,
    average_score: 0,
    created: '2026-03-06 18:31:00.000Z',
    ...overrides,
  };
}

export function memeRecord(overrides: Partial<MemeRecord> & Pick<MemeRecord, 'id' | 'player'>): MemeRecord {
  return {
    collectionId: 'pbc_memes',
    collectionName: 'memes',
    contest: 'contest00000001',
    media: `${overrides.id}_cat.png`,
    average_score: 0,
    created: '2026-03-06 19:00:00.000Z',
    ...overrides,
  };
}

export function voteRecord(id: string, meme: string, player: string): Pick<VoteRecord, 'id' | 'meme' | 'player'> {
  return { id, meme, player };
}

function countVotes(
  votes: Pick<VoteRecord, 'meme' | 'player'>[] = [],
  matches: (vote: Pick<VoteRecord, 'meme' | 'player'>) => boolean,
) {
  return votes.filter(matches).length;
}

/** Every request of one contest's panel, answered from the given records. */
export function contestPanelHandlers(data: {
  contest: ContestRecord;
  contests?: ContestRecord[];
  players?: PlayerRecord[];
  memes?: MemeRecord[];
  votes?: Pick<VoteRecord, 'id' | 'meme' | 'player'>[];
}) {
  return [
    listHandler('contests', data.contests ?? [data.contest]),
    http.get(recordUrl('contests'), ({ params }) =>
      params.id === data.contest.id
        ? HttpResponse.json(data.contest)
        : pbError(404, "The requested resource wasn't found."),
    ),
    panelListHandler('players', data.contest.id, data.players ?? []),
    panelListHandler('memes', data.contest.id, data.memes ?? []),
    // The server's vote counts (views meme_vote_counts and player_vote_counts), computed from `votes`.
    listHandler('meme_vote_counts', () =>
      (data.memes ?? []).map((meme) => ({
        id: meme.id,
        votes: countVotes(data.votes, (vote) => vote.meme === meme.id),
      })),
    ),
    listHandler('player_vote_counts', () =>
      (data.players ?? []).map((player) => ({
        id: player.id,
        votes: countVotes(data.votes, (vote) => vote.player === player.id),
      })),
    ),
  ];
}

/** Renders the organizer routes (login, dashboard, contest, create) at `path` with a fresh query cache. */
export function renderOrganizerApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 10_000 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: APP_PATHS.login, Component: LoginRoute },
      { path: APP_PATHS.dashboard, Component: DashboardRoute },
      { path: APP_PATHS.contest, Component: DashboardRoute },
      { path: APP_PATHS.createContest, Component: DashboardRoute },
      { path: APP_PATHS.season, Component: DashboardRoute },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <HostSessionProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </HostSessionProvider>,
  );
  return { ...result, router, queryClient };
}
