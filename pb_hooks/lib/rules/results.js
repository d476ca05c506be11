/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf */
// A contest's results as one answer: GET /api/contests/{contest}/results (lib/routes/public_results.js), read by the
// public results page, and the link preview of that page (lib/routes/link_preview.js) and the Discord announcement
// (lib/rules/discord_announcements.js) build on the same reads. One SQL query per list: the records API would run the visibility hook
// once per record (see lib/routes/votes.js), and the public page has no player to run it for anyway.
//
// Who may read them: anyone while the organizer shares them, otherwise the contest's own players and organizer; and
// only in results. Everything else, a missing contest included, is the same 404, so the route cannot be used to
// probe for contests. The answer holds usernames and scores, never a token, a join secret, a webhook or a vote.

const RANKED_MEMES =
  'SELECT m.id AS id, m.media AS media, m.average_score AS average_score, m.created AS created, ' +
  "COALESCE(p.username, '') AS username " +
  'FROM memes m LEFT JOIN players p ON p.id = m.player WHERE m.contest = {:contest} ' +
  'ORDER BY m.average_score DESC, m.created DESC';

// How many scores were given, and when the last one was (votes are final once results open): the public page's
// "5 players · 24 votes · Nov 25" line. Counts and a date only, never who voted what.
const VOTE_TOTALS =
  "SELECT COUNT(v.id) AS count, COALESCE(MAX(v.updated), '') AS last FROM votes v JOIN memes m ON m.id = v.meme " +
  'WHERE m.contest = {:contest}';

const RANKED_PLAYERS =
  'SELECT id, username, average_score FROM players WHERE contest = {:contest} ' +
  'ORDER BY average_score DESC, created DESC';

/**
 * Whether the viewer of request `e` may read `contest`'s results (which are open).
 * @param {import('../platform/events.js').RequestEvent} e
 * @param {core.Record} contest
 */
function mayRead(e, contest) {
  if (contest.getBool('results_shared')) return true;
  const auth = e.auth;
  if (!auth) return false;
  const viewer = auth.collection().name;
  if (viewer === 'players') return auth.getString('contest') === contest.id;
  if (viewer === 'users') return contest.getString('user') === auth.id;
  return viewer === '_superusers';
}

/**
 * Memes best first, with their uploader's username ('' when the player was removed), and players best first.
 * @param {CoreApp} app
 * @param {string} contestId
 */
function readRankings(app, contestId) {
  // average_score: -0 makes the column a float (a plain 0 would read averages such as 8.5 as integers, and fail).
  const memes = arrayOf(new DynamicModel({ id: '', media: '', average_score: -0, created: '', username: '' }));
  app.db().newQuery(RANKED_MEMES).bind({ contest: contestId }).all(memes);
  const players = arrayOf(new DynamicModel({ id: '', username: '', average_score: -0 }));
  app.db().newQuery(RANKED_PLAYERS).bind({ contest: contestId }).all(players);
  return { memes, players };
}

/**
 * The number of votes cast in contest `contestId`, and when the last one was cast or changed ('' without votes).
 * @param {CoreApp} app
 * @param {string} contestId
 * @returns {{ count: number, last: string }}
 */
function readVoteTotals(app, contestId) {
  const row = new DynamicModel({ count: 0, last: '' });
  app.db().newQuery(VOTE_TOTALS).bind({ contest: contestId }).one(row);
  return { count: row.count, last: row.last };
}

// Everything a contest's results show, as one string that changes whenever any of it does: the contest's phase,
// sharing, name and description, each meme (file, average, upload time, uploader's name), each player (name,
// average) and the vote totals. In SQLite, without building a row in JavaScript: it is the public answers' ETag
// (lib/platform/results_cache.js), read on every revalidation. Keep it in step with the two queries above and the answer below.
const RESULTS_VERSION =
  "SELECT COALESCE((SELECT json_array(status, results_shared, name, description) FROM contests WHERE id = {:contest}), '') " +
  "|| COALESCE((SELECT group_concat(json_array(m.id, m.media, m.average_score, m.created, COALESCE(p.username, ''))) " +
  "FROM memes m LEFT JOIN players p ON p.id = m.player WHERE m.contest = {:contest}), '') " +
  "|| COALESCE((SELECT group_concat(json_array(id, username, average_score)) FROM players WHERE contest = {:contest}), '') " +
  "|| (SELECT json_array(COUNT(v.id), COALESCE(MAX(v.updated), '')) FROM votes v JOIN memes m ON m.id = v.meme " +
  'WHERE m.contest = {:contest}) AS version';

/**
 * The version of what contest `contestId`'s results show (RESULTS_VERSION).
 * @param {CoreApp} app
 * @param {string} contestId
 * @returns {string}
 */
function resultsVersion(app, contestId) {
  const row = new DynamicModel({ version: '' });
  app.db().newQuery(RESULTS_VERSION).bind({ contest: contestId }).one(row);
  return row.version;
}

/**
 * The results answer, in the contract's shape.
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @returns {import('../../../contract/answers.js').ContestResultsAnswer}
 */
function resultsAnswer(app, contest) {
  const { memes, players } = readRankings(app, contest.id);
  const votes = readVoteTotals(app, contest.id);
  const collection = app.findCollectionByNameOrId('memes');
  return {
    contest: {
      id: contest.id,
      name: contest.getString('name'),
      description: contest.getString('description'),
      vote_count: votes.count,
      last_vote: votes.last,
      language: contest.getString('language'),
    },
    memes: memes.map((meme) => ({
      id: meme.id,
      collectionId: collection.id,
      collectionName: collection.name,
      media: meme.media,
      average_score: meme.average_score,
      created: meme.created,
      expand: meme.username ? { player: { username: meme.username } } : {},
    })),
    players: players.map((player) => ({
      id: player.id,
      username: player.username,
      average_score: player.average_score,
    })),
  };
}

/**
 * A meme's image at `origin` (an absolute address, for link previews and Discord embeds): the thumbnail that fits
 * inside 900x900, so the whole meme shows, its sides kept.
 * @param {CoreApp} app
 * @param {string} origin
 * @param {{ id: string, media: string }} meme
 */
function memeImageUrl(app, origin, meme) {
  const collection = app.findCollectionByNameOrId('memes');
  return `${origin}/api/files/${collection.id}/${meme.id}/${encodeURIComponent(meme.media)}?thumb=900x900f`;
}

/**
 * Where this server is reached by people: PUBLIC_URL, or PocketBase's Application URL setting. No trailing slash.
 * @param {CoreApp} app
 * @returns {string}
 */
function publicOrigin(app) {
  const configured = $os.getenv('PUBLIC_URL') || app.settings().meta.appURL || '';
  return configured.replace(/\/+$/, '');
}

/**
 * The address of a contest's public results page at `origin` (the app's page, whose preview the server answers).
 * @param {string} origin
 * @param {string} contestId
 */
function publicResultsUrl(origin, contestId) {
  /** @type {typeof import('../../../contract/routes.js')} */
  const routes = require(`${__hooks}/../contract/routes.js`);
  return `${origin}${routes.routeAddress(routes.API_ROUTES.resultsPage, { contest: contestId })}`;
}

/**
 * The contest's address at `origin` (APP_PATHS.contestAddress): safe to post in a channel, since it carries no token;
 * the app takes each person from there to their player page, the join form or the way back in.
 * @param {string} origin
 * @param {string} contestId
 */
function contestAddressUrl(origin, contestId) {
  /** @type {typeof import('../../../contract/routes.js')} */
  const routes = require(`${__hooks}/../contract/routes.js`);
  return `${origin}${routes.APP_PATHS.contestAddress.replace(':contestId', encodeURIComponent(contestId))}`;
}

// Result cards (docs/product/rules-and-limits.md#awards): what the scores a player's memes received say about them,
// never what one voter gave. A player's received scores count only once they come from at least MIN_VOTERS different
// voters (hence at least as many votes): below that, a voter who knows their own scores could read the others' from
// a spread of scores, and an award would say something about too few votes. The votes of removed players, whose
// voter is cleared, count as one voter between them.
const MIN_VOTERS = 3;

const RECEIVED_SCORES =
  'SELECT m.player AS player, COUNT(v.id) AS votes, COUNT(DISTINCT v.player) AS voters, ' +
  'AVG(v.score) AS average, AVG(v.score * v.score) AS square ' +
  "FROM votes v JOIN memes m ON m.id = v.meme WHERE m.contest = {:contest} AND m.player != '' GROUP BY m.player";

const RECEIVED_SPREAD =
  'SELECT v.score AS score, COUNT(v.id) AS count FROM votes v JOIN memes m ON m.id = v.meme ' +
  'WHERE m.player = {:player} GROUP BY v.score';

const BEST_MEME = 'SELECT id FROM memes WHERE player = {:player} ORDER BY average_score DESC, created DESC LIMIT 1';

/** Averages and spreads closer than this are equal (floating-point sums of the same scores in another order). */
const SAME = 1e-9;

/**
 * Each award's winners among `players` (the ones with enough voters), by the value it rewards, highest first. An
 * award goes to every player who holds its best value, and to no one when all hold it: an award singles someone out,
 * so it needs at least two players to compare.
 * @param {{ player: string, value: number }[]} values
 * @returns {string[]}
 */
function holdersOfBest(values) {
  if (values.length < 2) return [];
  const best = Math.max(...values.map((row) => row.value));
  const holders = values.filter((row) => best - row.value < SAME).map((row) => row.player);
  return holders.length === values.length ? [] : holders;
}

/**
 * Every award of contest `contestId`, by player id: 'crowdFavourite' (highest average score received),
 * 'mostDivisive' (widest spread: the largest variance of the scores received) and 'mostConsistent' (the
 * narrowest), among the players whose received scores come from at least MIN_VOTERS voters.
 * @param {CoreApp} app
 * @param {string} contestId
 * @returns {Record<string, import('../../../contract/answers.js').AwardCode[]>}
 */
function contestAwards(app, contestId) {
  const rows = arrayOf(new DynamicModel({ player: '', votes: 0, voters: 0, average: -0, square: -0 }));
  app.db().newQuery(RECEIVED_SCORES).bind({ contest: contestId }).all(rows);
  const eligible = rows.filter((row) => row.voters >= MIN_VOTERS && row.votes >= MIN_VOTERS);
  const averages = eligible.map((row) => ({ player: row.player, value: row.average }));
  const variances = eligible.map((row) => ({
    player: row.player,
    value: Math.max(0, row.square - row.average * row.average),
  }));
  /** @type {Record<string, import('../../../contract/answers.js').AwardCode[]>} */
  const awards = {};
  /**
   * @param {import('../../../contract/answers.js').AwardCode} award
   * @param {string[]} players
   */
  const give = (award, players) => {
    for (const player of players) (awards[player] = awards[player] || []).push(award);
  };
  give('crowdFavourite', holdersOfBest(averages));
  give('mostDivisive', holdersOfBest(variances));
  give('mostConsistent', holdersOfBest(variances.map((row) => ({ player: row.player, value: -row.value }))));
  return awards;
}

/**
 * The signed-in player's own result card: their best meme, how many scores their memes received, the spread of
 * those scores (null below MIN_VOTERS voters) and their awards.
 * @param {CoreApp} app
 * @param {core.Record} player
 * @returns {import('../../../contract/answers.js').PlayerCardAnswer}
 */
function playerCard(app, player) {
  const contestId = player.getString('contest');
  const received = arrayOf(new DynamicModel({ player: '', votes: 0, voters: 0, average: -0, square: -0 }));
  app.db().newQuery(RECEIVED_SCORES).bind({ contest: contestId }).all(received);
  const own = received.find((row) => row.player === player.id);
  const votes = own ? own.votes : 0;
  /** @type {number[] | null} */
  let spread = null;
  if (own && own.voters >= MIN_VOTERS && own.votes >= MIN_VOTERS) {
    const counts = arrayOf(new DynamicModel({ score: 0, count: 0 }));
    app.db().newQuery(RECEIVED_SPREAD).bind({ player: player.id }).all(counts);
    spread = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (const row of counts) if (row.score >= 1 && row.score <= 10) spread[row.score - 1] = row.count;
  }
  const best = arrayOf(new DynamicModel({ id: '' }));
  app.db().newQuery(BEST_MEME).bind({ player: player.id }).all(best);
  return {
    player: player.id,
    best_meme: best.length > 0 ? best[0].id : '',
    votes,
    spread,
    awards: contestAwards(app, contestId)[player.id] || [],
    season: require(`${__hooks}/lib/rules/seasons.js`).playerSeasonLine(
      app,
      player,
      app.findRecordById('contests', contestId)
    ),
  };
}

module.exports = {
  MIN_VOTERS,
  contestAwards,
  playerCard,
  mayRead,
  readRankings,
  readVoteTotals,
  resultsVersion,
  resultsAnswer,
  memeImageUrl,
  publicOrigin,
  publicResultsUrl,
  contestAddressUrl,
};
