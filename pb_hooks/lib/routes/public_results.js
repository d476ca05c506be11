/// <reference path="../../../.pb/types.d.ts" />
// The public results' routes (public_results.pb.js): a contest's results as one answer, compressed as the client's
// Accept-Encoding allows, and a meme's image, both cached as lib/platform/results_cache.js says. Who may read the
// results, and what they hold: lib/rules/results.js.

/**
 * GET API_ROUTES.contestResults (contract/routes.js). Memes come in the records API's shape, so the app shows them as it does any.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function serveResults(e) {
  require(`${__hooks}/lib/platform/accept_encoding.js`).gzipOnlyIfAccepted(e);
  /** @type {typeof import('../rules/contest_rules.js')} */
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  /** @type {typeof import('../rules/results.js')} */
  const results = require(`${__hooks}/lib/rules/results.js`);
  /** @type {typeof import('../platform/results_cache.js')} */
  const caching = require(`${__hooks}/lib/platform/results_cache.js`);
  const contest = rules.findContest(e.app, e.request.pathValue('contest'));
  if (!contest || contest.getString('status') !== 'results' || !results.mayRead(e, contest)) {
    caching.markPrivate(e);
    throw rules.withMessageCode(new NotFoundError(rules.MESSAGES.resultsNotShared));
  }
  // The same answer for every viewer while shared, so any cache may keep it, and a revalidation costs one query;
  // otherwise it is a member's.
  if (contest.getBool('results_shared')) {
    const version = `results\n${results.resultsVersion(e.app, contest.id)}`;
    return caching.answerShared(e, version, () => e.json(200, results.resultsAnswer(e.app, contest)));
  }
  caching.markPrivate(e);
  return e.json(200, results.resultsAnswer(e.app, contest));
}

/**
 * A meme's image (its file and thumbnails, PocketBase's file route, onFileDownloadRequest): public with an ETag while
 * its contest's results are shared, private to the viewer otherwise.
 * @param {core.FileDownloadRequestEvent} e
 */
function serveMemeFile(e) {
  require(`${__hooks}/lib/platform/results_cache.js`).setMemeFileCaching(e);
  e.next();
}

/**
 * GET API_ROUTES.playerCard (contract/routes.js): the signed-in player's own result card, in results only, for their own
 * contest only; anything else is the same 404. Private: it is one player's, and no cache may keep it for another.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function servePlayerCard(e) {
  /** @type {typeof import('../rules/contest_rules.js')} */
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  /** @type {typeof import('../rules/results.js')} */
  const results = require(`${__hooks}/lib/rules/results.js`);
  require(`${__hooks}/lib/platform/results_cache.js`).markPrivate(e);
  const contestId = e.request.pathValue('contest');
  const contest = contestId === e.auth.getString('contest') ? rules.findContest(e.app, contestId) : null;
  if (!contest || contest.getString('status') !== 'results') {
    throw rules.withMessageCode(new NotFoundError(rules.MESSAGES.contestNotFound));
  }
  return e.json(200, results.playerCard(e.app, e.auth));
}

module.exports = { serveResults, serveMemeFile, servePlayerCard };
