// Builders of the app's addresses with parameters (docs/product/overview.md#screens-and-routes). The route patterns
// themselves, and the server's own API routes, are the contract's (@contract/routes.js: APP_PATHS, API_ROUTES and
// routeAddress), since the server answers some of those addresses too.

export const contestPath = (contestId: string) => `/dashboard/${encodeURIComponent(contestId)}`;

/** The personal link of a player: site origin, '/player/{id}', and the `token` query parameter. */
export const playerLink = (origin: string, playerId: string, token: string) =>
  `${origin}/player/${encodeURIComponent(playerId)}?token=${encodeURIComponent(token)}`;

/** A contest's join link: whoever opens it may join the contest as a new player. */
export const joinLink = (origin: string, contestId: string, secret: string) =>
  `${origin}/join/${encodeURIComponent(contestId)}/${encodeURIComponent(secret)}`;

/** A contest's public results page: anyone may open it while its organizer shares the results. */
export const publicResultsLink = (origin: string, contestId: string) =>
  `${origin}/results/${encodeURIComponent(contestId)}`;

/** A contest's address, safe to post publicly: it routes each person to their page, the join form or the way back in. */
export const contestAddress = (origin: string, contestId: string) => `${origin}/c/${encodeURIComponent(contestId)}`;

/** The organizer's screen of a season (APP_PATHS.season). */
export const seasonPath = (seasonId: string) => `/dashboard/seasons/${encodeURIComponent(seasonId)}`;

/** A season's public page (APP_PATHS.publicSeason): anyone may open it while its organizer shares it. */
export const publicSeasonLink = (origin: string, seasonId: string) =>
  `${origin}/seasons/${encodeURIComponent(seasonId)}`;
