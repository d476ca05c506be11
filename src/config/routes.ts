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
} as const;

export const contestPath = (contestId: string) => `/dashboard/${encodeURIComponent(contestId)}`;

/** The personal link of a player: site origin, '/player/{id}', and the `token` query parameter. */
export const playerLink = (origin: string, playerId: string, token: string) =>
  `${origin}/player/${encodeURIComponent(playerId)}?token=${encodeURIComponent(token)}`;
