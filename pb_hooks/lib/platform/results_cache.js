/// <reference path="../../../.pb/types.d.ts" />
// Caching of the public results: the one page strangers open by the thousand, from one post. Once results are final
// and shared, its HTML (GET /results/{contest}, lib/routes/link_preview.js), its results answer (GET
// /api/contests/{contest}/results, lib/rules/results.js) and its images (the memes' files and thumbnails,
// /api/files/…, public_results.pb.js) may be kept by any cache, a CDN in front included, and are revalidated with
// an ETag (304, no body). Everything else these addresses answer is for one viewer only: no shared cache keeps it.
//
// Withdrawal: turning sharing off takes effect at the server at once: from the next request on, the answers are a
// 404 (or a member's private answer) marked `private, no-store`, carry no ETag, and a revalidation with the ETag of a
// shared answer gets the full new answer, never a 304. Browsers revalidate the page and its results on every visit
// (max-age=0; a 304 costs little), so the organizer who stops sharing sees the page say so at once. A shared cache
// keeps them 60 s (s-maxage), and must ask again after that (must-revalidate: no stale copy, even with the server
// down): a copy in a CDN is served at most 60 s after sharing is turned off. Results are final, so a longer
// lifetime would save little: past the first minute, each cache's revalidation is a 304.

/** The shared page's HTML and results answer. */
const SHARED_PAGE = 'public, max-age=0, s-maxage=60, must-revalidate';
/**
 * A shared contest's meme images: the same for shared caches; a browser keeps them an hour (without the results,
 * which it does revalidate, the page shows none of them).
 */
const SHARED_IMAGE = 'public, max-age=3600, s-maxage=60, must-revalidate';
/** Answers for one viewer: a member's results, a 404, the page of a contest that is not shared. */
const PRIVATE = 'private, no-store';
/**
 * A meme's file while its contest's results are not shared: its address never serves other bytes (stored names are
 * random, thumbnails follow the original), so the viewer's browser keeps it, as PocketBase does by default, but
 * no shared cache does: only the contest's members see these images.
 */
const MEMBERS_FILE = 'private, max-age=2592000, stale-while-revalidate=86400';

/**
 * Whether the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`.
 * @param {import('./events.js').RequestEvent} e
 * @param {string} etag
 */
function ifNoneMatch(e, etag) {
  const header = e.request.header.get('If-None-Match');
  if (!header) return false;
  /** @param {string} tag */
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Marks the answer to request `e` as for its viewer only, never stored.
 * @param {import('./events.js').RequestEvent} e
 */
function markPrivate(e) {
  e.response.header().set('Cache-Control', PRIVATE);
}

/**
 * Answers a shared results address through `send()`, or with 304 when the client already holds it. `version` is a
 * string that changes whenever the answer would (lib/rules/results.js resultsVersion), so a revalidation is
 * answered without building the answer. The ETag is weak (the body may be sent compressed) and says "shared": it can
 * never match an answer given while sharing is off.
 * @param {import('./events.js').RequestEvent} e
 * @param {string} version
 * @param {() => void} send
 */
function answerShared(e, version, send) {
  const etag = `W/"shared-${$security.sha256(version).slice(0, 32)}"`;
  const headers = e.response.header();
  headers.set('Cache-Control', SHARED_PAGE);
  headers.set('ETag', etag);
  if (ifNoneMatch(e, etag)) return e.noContent(304);
  return send();
}

/**
 * Whether the results of contest `contestId` are final and shared.
 * @param {CoreApp} app
 * @param {string} contestId
 * @returns {boolean}
 */
function resultsShared(app, contestId) {
  if (!contestId) return false;
  const row = new DynamicModel({ shared: false });
  app
    .db()
    .newQuery(
      "SELECT COALESCE((SELECT status = 'results' AND results_shared FROM contests WHERE id = {:id}), FALSE) AS shared"
    )
    .bind({ id: contestId })
    .one(row);
  return row.shared;
}

/**
 * onFileDownloadRequest of a meme: a shared contest's images are public, with an ETag PocketBase's file server
 * answers 304 to (it reads the response's ETag); the others are private to the viewer's browser, and a conditional
 * request for them always gets the full private answer, never a 304 that would refresh a shared cache's copy (their
 * validators are dropped from the request: PocketBase would answer If-Modified-Since from the file's time).
 * @param {core.FileDownloadRequestEvent & { requestEvent: import('./events.js').RequestEvent, record: core.Record }} e
 *   with its embedded request event, which the JSVM exposes as `requestEvent` and PocketBase's declarations do not
 *   name; the record is the meme whose file is asked for
 */
function setMemeFileCaching(e) {
  setFileCaching(e, resultsShared(e.app, e.record.getString('contest')));
}

/**
 * Whether kept podium meme `keptId` (season_podium_memes) belongs to a season that is shared.
 * @param {CoreApp} app
 * @param {string} keptId
 * @returns {boolean}
 */
function keptMemeShared(app, keptId) {
  const row = new DynamicModel({ shared: false });
  app
    .db()
    .newQuery(
      'SELECT COALESCE((SELECT s.shared FROM season_podium_memes m JOIN season_podiums p ON p.id = m.podium ' +
        'JOIN seasons s ON s.id = p.season WHERE m.id = {:id}), FALSE) AS shared'
    )
    .bind({ id: keptId })
    .one(row);
  return row.shared;
}

/**
 * onFileDownloadRequest of a kept podium meme (the hall of fame's copy, season_podium_memes): cached as a meme's
 * image is, public while its season is shared and private to the viewer's browser otherwise. Without this, PocketBase
 * lets any cache keep the file a month, so a CDN would go on serving a hall of fame's images long after its season
 * stopped being shared, or was deleted with its files.
 * @param {core.FileDownloadRequestEvent & { requestEvent: import('./events.js').RequestEvent, record: core.Record }} e
 */
function setKeptMemeFileCaching(e) {
  setFileCaching(e, keptMemeShared(e.app, e.record.id));
}

/**
 * The caching of a file download: public with an ETag when `shared`, else private (see setMemeFileCaching).
 * @param {core.FileDownloadRequestEvent & { requestEvent: import('./events.js').RequestEvent, record: core.Record }} e
 * @param {boolean} shared
 */
function setFileCaching(e, shared) {
  // The request and response are reached through the event's requestEvent here: goja does not promote them.
  const { request, response } = e.requestEvent;
  const headers = response.header();
  if (shared) {
    headers.set('Cache-Control', SHARED_IMAGE);
    headers.set('ETag', `"shared-${e.servedName}"`);
  } else {
    headers.set('Cache-Control', MEMBERS_FILE);
    request.header.del('If-None-Match');
    request.header.del('If-Modified-Since');
  }
}

module.exports = { answerShared, markPrivate, setMemeFileCaching, setKeptMemeFileCaching };
