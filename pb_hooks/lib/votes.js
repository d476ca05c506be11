/// <reference path="../../.pb/types.d.ts" />
/* global DateTime */
// Casting a vote (votes.pb.js). A player's vote is written by one SQL statement that also checks everything a
// vote needs, so a vote costs one query instead of the records API's access-rule query, relation checks and
// write. The reasons and the measurements are in pb_hooks/README.md ("votes").
//
// Loaded with require(`${__hooks}/lib/votes.js`) inside each handler, like contest_rules.js.

const SCORE = require(`${__hooks}/lib/rules.js`).LIMITS.score;

/**
 * Creates the player's vote on the meme, or changes its score (one vote per meme and player: the unique index
 * idx_votes_meme_player). Writes nothing unless the meme belongs to the player's contest, is not their own, and
 * the contest is in the vote phase; all three are read inside this same write, so a phase change cannot slip
 * between check and write.
 */
const UPSERT_VOTE = `
  INSERT INTO votes (id, meme, player, score, created, updated)
  SELECT {:id}, m.id, {:player}, {:score}, {:now}, {:now}
  FROM memes m JOIN contests c ON c.id = m.contest
  WHERE m.id = {:meme} AND m.contest = {:contest} AND m.player != {:player} AND c.status = 'vote'
  ON CONFLICT (meme, player) WHERE player != ''
  DO UPDATE SET score = excluded.score, updated = excluded.updated
  RETURNING id, meme, score`;

// UPSERT_VOTE is prepared once per hook runtime and kept: otherwise SQLite parses and compiles the statement, with
// the vote triggers, on every vote, a large share of the statement's cost. PocketBase keeps
// a pool of runtimes, but when all are busy it runs a request in a throwaway one, whose statement would never be
// closed: past PREPARED_LIMIT statements in the whole app, a runtime runs the statement unprepared instead.
const PREPARED_LIMIT = 100;
const PREPARED_COUNT_KEY = 'votes.preparedUpserts';
let preparedUpsert = null;

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

function isValidScore(score) {
  return typeof score === 'number' && Number.isInteger(score) && score >= SCORE.min && score <= SCORE.max;
}

/** Refuses the vote with the reason it was not written; rethrows `writeError` when no reason is found. */
function refuseUnwritten(app, params, writeError) {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const meme = new DynamicModel({ author: '', status: '' });
  try {
    app.db().newQuery(MEME_FOR_VOTER).bind({ meme: params.meme, contest: params.contest }).one(meme);
  } catch {
    // Unknown, or in another contest: the same answer, so a player cannot probe other contests' memes.
    throw new NotFoundError(rules.MESSAGES.voteMemeNotFound);
  }
  if (meme.author === params.player) rules.refuse(rules.MESSAGES.voteOwnMeme);
  if (meme.status !== 'vote') rules.refuse(rules.MESSAGES.votePhase);
  throw writeError;
}

/** PUT /api/memes/{meme}/vote with { score }, as a signed-in player. Answers { id, meme, score, created }. */
function castVote(e) {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const body = e.requestInfo().body || {};
  if (!isValidScore(body.score)) rules.refuse(rules.MESSAGES.voteScore, 'score');

  const params = {
    id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'),
    meme: e.request.pathValue('meme'),
    player: e.auth.id,
    contest: e.auth.getString('contest'),
    score: body.score,
    now: new DateTime().string(),
  };
  const saved = new DynamicModel({ id: '', meme: '', score: 0 });
  try {
    upsertVoteQuery(e.app).bind(params).one(saved);
  } catch (writeError) {
    refuseUnwritten(e.app, params, writeError);
  }
  // A new vote keeps the id generated here; a changed one keeps its own.
  return e.json(200, { id: saved.id, meme: saved.meme, score: saved.score, created: saved.id === params.id });
}

module.exports = { castVote };
