/// <reference path="../../../.pb/types.d.ts" />
/* global DateTime, arrayOf */
// Casting a vote (votes.pb.js). A player's vote is written by one SQL statement that also checks everything a
// vote needs, so a vote costs one query instead of the records API's access-rule query, relation checks and
// write. The reasons and the measurements are in pb_hooks/README.md ("votes").
//
// Loaded with require(`${__hooks}/lib/routes/votes.js`) inside each handler, like contest_rules.js.

/** @type {typeof import('../../../contract/rules.js')} */
const contractRules = require(`${__hooks}/../contract/rules.js`);
const SCORE = contractRules.LIMITS.score;

/**
 * Creates the player's vote on the meme, or changes its score (one vote per meme and player: the unique index
 * idx_votes_meme_player). Writes nothing unless the meme belongs to the player's contest, is not their own, and
 * the contest is in the vote phase before its deadline; all of it is read inside this same write, so neither a phase
 * change nor the deadline can slip between check and write.
 */
const UPSERT_VOTE = `
  INSERT INTO votes (id, meme, player, score, created, updated)
  SELECT {:id}, m.id, {:player}, {:score}, {:now}, {:now}
  FROM memes m JOIN contests c ON c.id = m.contest
  WHERE m.id = {:meme} AND m.contest = {:contest} AND m.player != {:player} AND c.status = 'vote'
    AND (c.vote_ends = '' OR c.vote_ends > {:now})
  ON CONFLICT (meme, player) WHERE player != ''
  DO UPDATE SET score = excluded.score, updated = excluded.updated
  RETURNING id, meme, score`;

// UPSERT_VOTE is prepared once per hook runtime and kept: otherwise SQLite parses and compiles the statement, with
// the vote triggers, on every vote, a large share of the statement's cost. PocketBase keeps
// a pool of runtimes, but when all are busy it runs a request in a throwaway one, whose statement would never be
// closed: past PREPARED_LIMIT statements in the whole app, a runtime runs the statement unprepared instead.
const PREPARED_LIMIT = 100;
const PREPARED_COUNT_KEY = 'votes.preparedUpserts';
/** @type {dbx.Query | null} */
let preparedUpsert = null;

/**
 * @param {CoreApp} app
 * @returns {dbx.Query}
 */
function upsertVoteQuery(app) {
  if (preparedUpsert) return preparedUpsert;
  let mayPrepare = false;
  app.store().setFunc(PREPARED_COUNT_KEY, (count) => {
    const prepared = count || 0;
    mayPrepare = prepared < PREPARED_LIMIT;
    return mayPrepare ? prepared + 1 : prepared;
  });
  const query = app.nonconcurrentDB().newQuery(UPSERT_VOTE);
  if (!mayPrepare) return query;
  preparedUpsert = query.prepare();
  return preparedUpsert;
}

/** Why UPSERT_VOTE wrote nothing: only asked when it did, so a vote that passes costs no extra query. */
const MEME_FOR_VOTER = `
  SELECT m.player AS author, c.status AS status
  FROM memes m JOIN contests c ON c.id = m.contest
  WHERE m.id = {:meme} AND m.contest = {:contest}`;

/** @param {unknown} score */
function isValidScore(score) {
  return typeof score === 'number' && Number.isInteger(score) && score >= SCORE.min && score <= SCORE.max;
}

/**
 * Refuses the vote with the reason it was not written; rethrows `writeError` when no reason is found. A vote after
 * the voting deadline goes to stopIfDue (lib/rules/deadlines.js writeBeforeDeadline), which applies the deadline.
 * @param {CoreApp} app
 * @param {VoteParams} params
 * @param {unknown} writeError
 * @param {(contest: core.Record | null) => void} stopIfDue
 * @returns {never}
 */
function refuseUnwritten(app, params, writeError, stopIfDue) {
  /** @type {typeof import('../rules/contest_rules.js')} */
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const meme = new DynamicModel({ author: '', status: '' });
  try {
    app.db().newQuery(MEME_FOR_VOTER).bind({ meme: params.meme, contest: params.contest }).one(meme);
  } catch {
    // Unknown, or in another contest: the same answer, so a player cannot probe other contests' memes.
    throw rules.withMessageCode(new NotFoundError(rules.MESSAGES.voteMemeNotFound));
  }
  if (meme.author === params.player) rules.refuse(rules.MESSAGES.voteOwnMeme);
  if (meme.status !== 'vote') rules.refuse(rules.MESSAGES.votePhase);
  stopIfDue(rules.findContest(app, params.contest));
  throw writeError;
}

/**
 * The values UPSERT_VOTE binds.
 * @typedef {{ id: string, meme: string, player: string, contest: string, score: number, now?: string }} VoteParams
 */

/**
 * PUT /api/memes/{meme}/vote with { score }, as a signed-in player. Answers { id, meme, score, created }.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function castVote(e) {
  /** @type {typeof import('../rules/contest_rules.js')} */
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const body = e.requestInfo().body || {};
  if (!isValidScore(body.score)) rules.refuse(rules.MESSAGES.voteScore, 'score');

  /** @type {VoteParams} */
  const params = {
    id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'),
    meme: e.request.pathValue('meme'),
    player: e.auth.id,
    contest: e.auth.getString('contest'),
    score: body.score,
  };
  /** @type {typeof import('../rules/deadlines.js')} */
  const deadlines = require(`${__hooks}/lib/rules/deadlines.js`);
  const saved = deadlines.writeBeforeDeadline(e.app, params.contest, ['vote'], (stopIfDue) => {
    params.now = new DateTime().string();
    const row = new DynamicModel({ id: '', meme: '', score: 0 });
    try {
      upsertVoteQuery(e.app).bind(params).one(row);
    } catch (writeError) {
      refuseUnwritten(e.app, params, writeError, stopIfDue);
    }
    return row;
  });
  // A new vote keeps the id generated here; a changed one keeps its own.
  return e.json(200, { id: saved.id, meme: saved.meme, score: saved.score, created: saved.id === params.id });
}

/**
 * What the vote page reads (GET /api/contests/{contest}/vote-board), as a player of that contest: every meme they
 * may score, each with their own score. The records API answers the same memes and votes, but PocketBase runs the
 * visibility hook (visibility.pb.js) once per record, each call nested in the previous one and holding a JS runtime of
 * its own, so a list longer than the runtime pool builds a runtime for every record past it, on every vote page
 * opened (docs/performance.md). This answers from one SQL query, with the anonymous fields only, and only the fields
 * the page reads.
 *
 * One answer for the memes and the scores, so no scored meme's id is sent twice: on a phone's slow network those
 * bytes share the line with the app's code, ahead of the page's largest paint. The rows are those of one model, so
 * every row lists its fields in the same order and compression finds the repeats (a plain object per row lists them
 * in a random order).
 */
// `v.player != ''` repeats the condition of the unique index idx_votes_meme_player (meme, player) WHERE player != '',
// so that SQLite may look each meme's vote up in it: without it SQLite cannot tell that the bound player is not ''
// and cannot use that index for the join, and reads every vote of the contest for each meme.
const VOTE_BOARD = `
  SELECT m.id AS id, {:collectionId} AS collectionId, {:collectionName} AS collectionName, m.media AS media,
    COALESCE(v.score, 0) AS score
  FROM memes m JOIN contests c ON c.id = m.contest
  LEFT JOIN votes v ON v.meme = m.id AND v.player = {:player} AND v.player != ''
  WHERE m.contest = {:contest} AND m.player != {:player} AND c.status IN ('vote', 'results')`;

/**
 * The path's contest, which must be the signed-in player's own (any other answers as if it did not exist).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function ownContest(e) {
  const contest = e.request.pathValue('contest');
  if (!contest || contest !== e.auth.getString('contest')) {
    const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
    throw rules.withMessageCode(new NotFoundError(rules.MESSAGES.contestNotFound));
  }
  return contest;
}

/**
 * Every meme of the player's contest but their own, from the vote phase on (the records API's rule for other
 * players' memes; before it, none), with the player's score: [{ id, collectionId, collectionName, media, score }],
 * the shape the app builds file URLs from, and `score` 0 for a meme they have not scored (a score is 1 to 10). Id and
 * file only, as the anonymous vote needs; a vote's own id is left out too (the page keys votes by meme).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function listVoteBoard(e) {
  require(`${__hooks}/lib/platform/accept_encoding.js`).gzipOnlyIfAccepted(e);
  const memes = e.app.findCollectionByNameOrId('memes');
  const rows = arrayOf(new DynamicModel({ id: '', collectionId: '', collectionName: '', media: '', score: 0 }));
  e.app
    .db()
    .newQuery(VOTE_BOARD)
    .bind({ contest: ownContest(e), player: e.auth.id, collectionId: memes.id, collectionName: memes.name })
    .all(rows);
  return e.json(200, rows);
}

module.exports = { castVote, listVoteBoard };
