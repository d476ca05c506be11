// Route paths of SPEC.md §2, and builders for the ones with parameters.
export const paths = {
  home: '/',
  homeAlias: '/home',
  about: '/about',
  rules: '/rules',
  login: '/login',
  dashboard: '/dashboard',
  contest: '/dashboard/:contestId',
  createContest: '/create-contest',
  player: '/player/:playerId',
  // Beyond SPEC.md: a contest's open join link.
  join: '/join/:contestId/:secret',
  // Beyond SPEC.md: a contest's results, once its organizer shares them. The server answers this address itself for
  // link previews (pb_hooks/lib/link_preview.js), so it must stay in step with that file.
  publicResults: '/results/:contestId',
} as const;

export const contestPath = (contestId: string) => `/dashboard/${encodeURIComponent(contestId)}`;

/** The personal link of a player: site origin, '/player/{id}', and the `token` query parameter. */
export const playerLink = (origin: string, playerId: string, token: string) =>
  `${origin}/player/${encodeURIComponent(playerId)}?token=${encodeURIComponent(token)}`;

/** A contest's join link (beyond SPEC.md): whoever opens it may join the contest as a new player. */
export const joinLink = (origin: string, contestId: string, secret: string) =>
  `${origin}/join/${encodeURIComponent(contestId)}/${encodeURIComponent(secret)}`;

/** A contest's public results page (beyond SPEC.md): anyone may open it while its organizer shares the results. */
export const publicResultsLink = (origin: string, contestId: string) =>
  `${origin}/results/${encodeURIComponent(contestId)}`;
