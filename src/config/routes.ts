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
} as const;

export const contestPath = (contestId: string) => `/dashboard/${encodeURIComponent(contestId)}`;

/** The personal link of a player: site origin, '/player/{id}', and the `token` query parameter. */
export const playerLink = (origin: string, playerId: string, token: string) =>
  `${origin}/player/${encodeURIComponent(playerId)}?token=${encodeURIComponent(token)}`;

/** A contest's join link (beyond SPEC.md): whoever opens it may join the contest as a new player. */
export const joinLink = (origin: string, contestId: string, secret: string) =>
  `${origin}/join/${encodeURIComponent(contestId)}/${encodeURIComponent(secret)}`;
