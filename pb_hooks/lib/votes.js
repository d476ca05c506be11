/// <reference path="../../pb_data/types.d.ts" />
/* global DateTime, SubscriptionMessage */
// Casting a vote (votes.pb.js). A player's vote is written by one SQL statement that also checks everything a
// vote needs, so a vote costs one query instead of the records API's access-rule query, relation checks and
// write. The reasons and the measurements are in pb_hooks/README.md ("votes").
//
// Loaded with require(`${__hooks}/lib/votes.js`) inside each handler, like contest_rules.js.

const SCORE = { min: 1, max: 10 };

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

// UPSERT_VOTE prepared once per hook runtime (PocketBase keeps a pool of them, each running one request at a
// time). SQLite would otherwise parse and compile the statement, with the vote triggers, on every vote: about a
// third of the statement's cost in npm run bench:votes.
let preparedUpsert = null;

function upsertVoteQuery(app) {
  if (!preparedUpsert) preparedUpsert = app.nonconcurrentDB().newQuery(UPSERT_VOTE).prepare();
  return preparedUpsert;
}

/** Why UPSERT_VOTE wrote nothing: only asked when it did, so a vote that passes costs no extra query. */
const MEME_FOR_VOTER = `
  SELECT m.player AS author, c.status AS status
  FROM memes m JOIN contests c ON c.id = m.contest
  WHERE m.id = {:meme} AND m.contest = {:contest}`;

/** Realtime topic telling a contest's organizer that a vote was cast or changed (no score, no voter). */
function progressTopic(contestId) {
  return `vote-progress/${contestId}`;
}

const PROGRESS_TOPIC = /^vote-progress\/([a-z0-9]+)$/;

/** The contest id of a vote-progress topic, or "" for any other topic. */
function contestOfProgressTopic(topic) {
  const match = PROGRESS_TOPIC.exec(String(topic));
  return match ? match[1] : "";
}

function isValidScore(score) {
  return typeof score === "number" && Number.isInteger(score) && score >= SCORE.min && score <= SCORE.max;
}

/** Refuses the vote with the reason it was not written; rethrows `writeError` when no reason is found. */
function refuseUnwritten(app, params, writeError) {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const meme = new DynamicModel({ author: "", status: "" });
  try {
    app.db().newQuery(MEME_FOR_VOTER).bind({ meme: params.meme, contest: params.contest }).one(meme);
  } catch {
    // Unknown, or in another contest: the same answer, so a player cannot probe other contests' memes.
    throw new NotFoundError("The meme was not found in your contest.");
  }
  if (meme.author === params.player) rules.refuse(rules.MESSAGES.voteOwnMeme);
  if (meme.status !== "vote") rules.refuse(rules.MESSAGES.votePhase);
  throw writeError;
}

// Who follows a contest's vote progress, kept in the app store as space-separated realtime client ids, so that
// a vote costs a lookup of its contest's followers (the organizer's open panels) rather than a walk over every
// connected phone. Ids are added after a subscription is accepted and dropped once their client disconnects.
const followersKey = (contestId) => `vote-progress-followers/${contestId}`;
const idsOf = (value) => (value ? String(value).split(" ") : []);

/** Records that realtime client `clientId` now follows the vote progress of `contestId`. */
function addProgressFollower(app, contestId, clientId) {
  app.store().setFunc(followersKey(contestId), (old) => {
    const ids = idsOf(old);
    return ids.includes(clientId) ? old : [...ids, clientId].join(" ");
  });
}

/** Tells the contest's followers that a vote was cast or changed: no voter, meme or score. */
function notifyProgressFollowers(app, contestId) {
  const key = followersKey(contestId);
  const ids = idsOf(app.store().get(key));
  if (ids.length === 0) return;
  const topic = progressTopic(contestId);
  const message = new SubscriptionMessage({ name: topic, data: JSON.stringify({ contest: contestId }) });
  const broker = app.subscriptionsBroker();
  const disconnected = [];
  for (const id of ids) {
    let client;
    try {
      client = broker.clientById(id);
    } catch {
      disconnected.push(id);
      continue;
    }
    // A client that dropped the topic but is still connected may subscribe again: it stays listed.
    if (client.hasSubscription(topic)) client.send(message);
  }
  if (disconnected.length > 0) {
    app.store().setFunc(key, (old) => idsOf(old).filter((id) => !disconnected.includes(id)).join(" "));
  }
}

/** PUT /api/memes/{meme}/vote with { score }, as a signed-in player. Answers { id, meme, score }. */
function castVote(e) {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const body = e.requestInfo().body || {};
  if (!isValidScore(body.score)) rules.refuse(rules.MESSAGES.voteScore, "score");

  const params = {
    id: $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"),
    meme: e.request.pathValue("meme"),
    player: e.auth.id,
    contest: e.auth.getString("contest"),
    score: body.score,
    now: new DateTime().string(),
  };
  const saved = new DynamicModel({ id: "", meme: "", score: 0 });
  try {
    upsertVoteQuery(e.app).bind(params).one(saved);
  } catch (writeError) {
    refuseUnwritten(e.app, params, writeError);
  }
  notifyProgressFollowers(e.app, params.contest);
  return e.json(200, { id: saved.id, meme: saved.meme, score: saved.score });
}

module.exports = { castVote, contestOfProgressTopic, addProgressFollower };
