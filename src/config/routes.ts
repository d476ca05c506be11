// Route paths (docs/product/overview.md#screens-and-routes), and builders for the ones with parameters. The paths are
// the contract's
// (pb_hooks/contract/routes.js): the server answers some of them itself (the public results' link preview).
import contractRoutes from '../../pb_hooks/contract/routes.js';

export const paths = contractRoutes.APP_PATHS;

/**
 * The server's own API routes (pb_hooks/contract/routes.js), and the address of one with its `{name}` parameters
 * filled in. The app writes no `/api/` address by hand (a lint rule checks it): PocketBase's own routes go through the
 * SDK.
 */
export const { API_ROUTES, routeAddress } = contractRoutes;

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
