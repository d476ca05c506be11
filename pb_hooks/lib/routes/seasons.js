/// <reference path="../../../.pb/types.d.ts" />
/* global toBytes */
// Season requests (seasons.pb.js): a season's name and the limit of seasons per organizer, a contest's season
// (only one of its organizer's own), the hall of fame kept when a contest is deleted, the season answer, and the
// exports of a season and of a contest. What they count and rank: lib/rules/seasons.js.

/**
 * Trims the season's name in place and refuses it outside its limits.
 * @param {core.Record} record
 */
function normalizeSeasonName(record) {
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const name = rules.trimmed(record.get('name'));
  if (name.length < rules.LIMITS.seasonName.min || name.length > rules.LIMITS.seasonName.max) {
    rules.refuse(rules.MESSAGES.seasonName, 'name');
  }
  record.set('name', name);
}

/**
 * A new season (onRecordCreateRequest): its name, and at most LIMITS.seasonsPerOrganizer per organizer, counted in
 * the write's transaction so parallel requests cannot overshoot it. Superusers skip the limit.
 * @param {core.RecordRequestEvent} event
 */
function createSeason(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  normalizeSeasonName(e.record);
  if (e.hasSuperuserAuth()) return e.next();
  e.app.runInTransaction((txApp) => {
    const owned = rules.countRows(txApp, 'SELECT COUNT(*) AS total FROM seasons WHERE user = {:user}', {
      user: /** @type {core.Record} */ (e.auth).id, // the create rule admits the owner only
    });
    if (owned >= rules.LIMITS.seasonsPerOrganizer) rules.refuse(rules.MESSAGES.seasonLimit);
    e.app = txApp;
    e.next();
  });
}

/**
 * A change to a season (onRecordUpdateRequest): its name's limits.
 * @param {core.RecordRequestEvent} event
 */
function updateSeason(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  normalizeSeasonName(e.record);
  e.next();
}

/**
 * A contest's season, on create and update (onRecordCreateRequest, onRecordUpdateRequest): empty, or a season of the
 * contest's own organizer. Anything else, another organizer's season included, is the same refusal, so the check
 * cannot tell whether someone else's season exists.
 * @param {core.RecordRequestEvent} event
 */
function checkContestSeason(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  const seasonId = e.record.getString('season');
  const unchanged = !e.record.isNew() && e.record.original().getString('season') === seasonId;
  if (seasonId && !unchanged) {
    const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
    const season = require(`${__hooks}/lib/rules/seasons.js`).findSeason(e.app, seasonId);
    if (!season || season.getString('user') !== e.record.getString('user')) {
      rules.refuse(rules.MESSAGES.seasonNotYours, 'season');
    }
  }
  e.next();
}

/**
 * Before a contest is deleted, in the deletion's transaction (onRecordDelete, also for a deletion that cascades from
 * its organizer's account): its podium goes to its season's hall of fame (lib/rules/seasons.js keepPodium).
 * @param {core.RecordEvent} event
 */
function keepPodiumOnDelete(event) {
  const e = /** @type {import('../platform/events.js').RecordEvent} */ (event);
  require(`${__hooks}/lib/rules/seasons.js`).keepPodium(e.app, e.record);
  e.next();
}

/**
 * A kept podium meme's file (onFileDownloadRequest of season_podium_memes): cached as the season's sharing allows.
 * @param {core.FileDownloadRequestEvent} e
 */
function serveKeptMemeFile(e) {
  require(`${__hooks}/lib/platform/results_cache.js`).setKeptMemeFileCaching(e);
  e.next();
}

/**
 * Whether the viewer of request `e` owns `season` (or is a superuser).
 * @param {import('../platform/events.js').RequestEvent} e
 * @param {core.Record} season
 */
function ownsSeason(e, season) {
  if (!e.auth) return false;
  const viewer = e.auth.collection().name;
  if (viewer === '_superusers') return true;
  return viewer === 'users' && season.getString('user') === e.auth.id;
}

/** @returns {never} */
function seasonNotFound() {
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  throw rules.withMessageCode(new NotFoundError(rules.MESSAGES.seasonNotFound));
}

/**
 * GET API_ROUTES.season (contract/routes.js): the season answer, for its owner always and for anyone while it is
 * shared; anything else, a missing season included, is the same 404. The owner's answer (their contests added) is
 * theirs alone; the public one is the same for every other viewer, so it is cached and revalidated as the public
 * results are (lib/platform/results_cache.js), with an ETag from the answer itself. The answer depends on who asks,
 * hence Vary: Authorization (beside Accept-Encoding), so no shared cache hands the public answer to the owner.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function serveSeason(e) {
  require(`${__hooks}/lib/platform/accept_encoding.js`).gzipOnlyIfAccepted(e);
  const caching = require(`${__hooks}/lib/platform/results_cache.js`);
  // Added to, not set: the gzip middleware has already said Vary: Accept-Encoding (and CORS Vary: Origin), and a
  // shared cache that lost it would hand the gzipped answer to a client that cannot read it.
  e.response.header().add('Vary', 'Authorization');
  const seasons = require(`${__hooks}/lib/rules/seasons.js`);
  const season = seasons.findSeason(e.app, e.request.pathValue('season'));
  const owner = !!season && ownsSeason(e, season);
  if (!season || (!owner && !season.getBool('shared'))) {
    caching.markPrivate(e);
    return seasonNotFound();
  }
  const answer = seasons.seasonAnswer(e.app, season, owner);
  if (owner) {
    caching.markPrivate(e);
    return e.json(200, answer);
  }
  return caching.answerShared(e, `season\n${JSON.stringify(answer)}`, () => e.json(200, answer));
}

/**
 * The export's format from the query: 'csv' or 'json', else the request is refused.
 * @param {import('../platform/events.js').RequestEvent} e
 * @returns {'csv' | 'json'}
 */
function exportFormat(e) {
  const format = e.requestInfo().query['format'];
  if (format === 'csv' || format === 'json') return format;
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  return rules.refuse(rules.MESSAGES.exportFormat, 'format');
}

/**
 * Sends `file` as a download.
 * @param {import('../platform/events.js').RequestEvent} e
 * @param {{ name: string, type: string, body: string }} file
 */
function sendDownload(e, file) {
  const headers = e.response.header();
  headers.set('Content-Disposition', require(`${__hooks}/lib/rules/exports.js`).attachment(file.name));
  require(`${__hooks}/lib/platform/results_cache.js`).markPrivate(e);
  return e.blob(200, file.type, toBytes(file.body));
}

/**
 * GET API_ROUTES.seasonExport: the season's leaderboard and podiums as CSV or JSON, for its owner only; anyone
 * else gets the same 404 as for a missing season.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function serveSeasonExport(e) {
  const seasons = require(`${__hooks}/lib/rules/seasons.js`);
  const season = seasons.findSeason(e.app, e.request.pathValue('season'));
  if (!season || !ownsSeason(e, season)) return seasonNotFound();
  const format = exportFormat(e);
  return sendDownload(e, require(`${__hooks}/lib/rules/exports.js`).seasonFile(e.app, season, format));
}

/**
 * GET API_ROUTES.contestExport: a contest's results and player rankings as CSV or JSON, for its owner only, once
 * its results are out; anyone else gets the same 404 as for a missing contest.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function serveContestExport(e) {
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const contest = rules.findContest(e.app, e.request.pathValue('contest'));
  const viewer = e.auth ? e.auth.collection().name : '';
  const owner =
    !!contest &&
    (viewer === '_superusers' ||
      (viewer === 'users' && contest.getString('user') === /** @type {core.Record} */ (e.auth).id));
  if (!contest || !owner) throw rules.withMessageCode(new NotFoundError(rules.MESSAGES.contestNotFound));
  const format = exportFormat(e);
  if (contest.getString('status') !== 'results') rules.refuse(rules.MESSAGES.exportPhase);
  return sendDownload(e, require(`${__hooks}/lib/rules/exports.js`).contestFile(e.app, contest, format));
}

module.exports = {
  createSeason,
  updateSeason,
  checkContestSeason,
  keepPodiumOnDelete,
  serveKeptMemeFile,
  serveSeason,
  serveSeasonExport,
  serveContestExport,
};
