// The addresses both sides know: the app's pages (react-router patterns, which the server answers too: the built app
// for every page, the link-preview page for the public results) and the custom API routes (PocketBase's router
// patterns, `{name}` for a parameter), which the hooks register and the app and index.html's early requests call.
// Part of the contract between the app and the server (docs/architecture.md): plain JavaScript with no PocketBase
// global, so the app, the build and the hooks all load it.

/** The app's pages; a `:name` segment is a parameter. */
const APP_PATHS = /** @type {const} */ ({
  home: '/',
  homeAlias: '/home',
  about: '/about',
  rules: '/rules',
  login: '/login',
  dashboard: '/dashboard',
  contest: '/dashboard/:contestId',
  createContest: '/create-contest',
  player: '/player/:playerId',
  // A contest's open join link.
  join: '/join/:contestId/:secret',
  // A contest's address, safe to post in a channel (it carries no token): it takes each person to the right place
  // (their player page, the join form while joining is open, or the way back in).
  contestAddress: '/c/:contestId',
  // A contest's results, once its organizer shares them. The server answers this address itself with the page's
  // link-preview tags (API_ROUTES.resultsPage).
  publicResults: '/results/:contestId',
  // A season's public page, once its organizer shares it. The server answers this address itself with the page's
  // link-preview tags (API_ROUTES.seasonPage).
  publicSeason: '/seasons/:seasonId',
  // The organizer's screen of one of their seasons, on the dashboard.
  season: '/dashboard/seasons/:seasonId',
});

/** The custom routes of the hooks (`routerAdd`); a `{name}` segment is a parameter. */
const API_ROUTES = /** @type {const} */ ({
  /** GET: a contest's results as one answer (ContestResultsAnswer). */
  contestResults: '/api/contests/{contest}/results',
  /** GET: the signed-in player's own result card: awards and the spread of scores received (PlayerCardAnswer). */
  playerCard: '/api/contests/{contest}/card',
  /** GET: the public results page with its link-preview tags; the same address as APP_PATHS.publicResults. */
  resultsPage: '/results/{contest}',
  /** POST opens or replaces the join link (JoinLinkAnswer); DELETE closes it. */
  joinLink: '/api/contests/{contest}/join-link',
  /** GET describes the contest a join link opens (JoinableContestAnswer); POST joins it (JoinedPlayerAnswer). */
  join: '/api/join/{contest}/{secret}',
  /**
   * GET: a contest described by its address alone, for APP_PATHS.contestAddress (ContestAddressAnswer); anyone may
   * ask. POST with { username }: joins it (JoinedPlayerAnswer), only while its join link is open.
   */
  joinByAddress: '/api/join/{contest}',
  /**
   * POST, signed in as a users record made by Discord sign-in, with { username? }: joins the contest as a player
   * bound to that Discord account, or answers the player already bound to it (JoinedPlayerAnswer).
   */
  discordJoin: '/api/discord-players/{contest}/join',
  /** POST, signed in as for discordJoin: the contest's player bound to that Discord account (JoinedPlayerAnswer). */
  discordRecover: '/api/discord-players/{contest}/recover',
  /** POST, signed in as for discordJoin, with { player_token }: binds that player to the Discord account. */
  discordLink: '/api/discord-players/{contest}/link',
  /** PUT sets the Discord webhook (DiscordWebhookAnswer); DELETE removes it. */
  discordWebhook: '/api/contests/{contest}/discord-webhook',
  /** POST: a test message now (DiscordOutcomeAnswer). */
  discordWebhookTest: '/api/contests/{contest}/discord-webhook/test',
  /** POST: queues again an announcement the delivery gave up on (DiscordOutcomeAnswer). */
  discordWebhookRetry: '/api/contests/{contest}/discord-webhook/retry',
  /** POST: Remind the channel, at most once every 10 minutes (RemindAnswer). */
  discordRemind: '/api/contests/{contest}/discord-webhook/remind',
  /** GET: the contest's turnout in its phase, for its organizer (TurnoutAnswer). */
  turnout: '/api/contests/{contest}/turnout',
  /** PUT with { score }: casts or changes a vote. */
  vote: '/api/memes/{meme}/vote',
  /** GET: the vote page's memes, each with the player's own score (VoteBoardRow[]). */
  voteBoard: '/api/contests/{contest}/vote-board',
  /** GET: the organizer's panel's players, with their link tokens (PanelPlayer[]). */
  panelPlayers: '/api/contests/{contest}/panel/players',
  /** GET: the organizer's panel's memes, with their uploaders (PanelMeme[]). */
  panelMemes: '/api/contests/{contest}/panel/memes',
  /**
   * POST with { bring_players }: the contest's owner, from a contest in results, creates the next contest of the
   * series, its players brought along on request (RunAgainAnswer).
   */
  runAgain: '/api/contests/{contest}/run-again',
  /** GET: a season's leaderboard and hall of fame (SeasonAnswer): its owner always, anyone while shared, else 404. */
  season: '/api/seasons/{season}',
  /** GET: the public season page with its link-preview tags; the same address as APP_PATHS.publicSeason. */
  seasonPage: '/seasons/{season}',
  /** GET with ?format=csv|json: the season's leaderboard and podiums as a download, for its owner. */
  seasonExport: '/api/seasons/{season}/export',
  /** GET with ?format=csv|json: a contest's results and player rankings as a download, for its owner, in results. */
  contestExport: '/api/contests/{contest}/export',
});

/**
 * An address of `route` with each `{name}` replaced by `params[name]`, encoded.
 * @param {string} route
 * @param {Record<string, string>} params
 * @returns {string}
 */
function routeAddress(route, params) {
  return route.replace(/\{(\w+)\}/g, (_, name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routeAddress: no value for {${name}} of ${route}`);
    return encodeURIComponent(value);
  });
}

module.exports = { APP_PATHS, API_ROUTES, routeAddress };
