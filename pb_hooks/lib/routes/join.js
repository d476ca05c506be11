/// <reference path="../../../.pb/types.d.ts" />
// The contest's join link: the organizer opens, replaces or closes it; anyone holding it, while it
// is open and the contest is in participation, becomes a player of their own. The link carries `join_secret`, a
// hidden contest field only its organizer reads (visibility.pb.js), minted here and nowhere else (the contests
// API rules refuse it in a request body). Routes in join.pb.js; loaded with require() inside each handler.

/** @type {typeof import('../rules/contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
const { LIMITS, MESSAGES, refuse, findContest, ownedContest } = rules;

const SECRET_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 32;

/**
 * POST /api/contests/{contest}/join-link: opens joining, or replaces the link (the old one stops working).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function openJoinLink(e) {
  const contest = ownedContest(e.app, e.request.pathValue('contest'), e.auth.id);
  if (contest.getString('status') !== 'participation') refuse(MESSAGES.joinLinkPhase);
  contest.set('join_secret', $security.randomStringWithAlphabet(SECRET_LENGTH, SECRET_ALPHABET));
  e.app.save(contest);
  /** @type {import('../../../contract/answers.js').JoinLinkAnswer} */
  const answer = { join_secret: contest.getString('join_secret') };
  return e.json(200, answer);
}

/**
 * DELETE /api/contests/{contest}/join-link: closes joining.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function closeJoinLink(e) {
  const contest = ownedContest(e.app, e.request.pathValue('contest'), e.auth.id);
  contest.set('join_secret', '');
  e.app.save(contest);
  return e.noContent(204);
}

/**
 * Refuses joining `contest` unless it is in participation and has room.
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function requireRoom(app, contest) {
  if (contest.getString('status') !== 'participation') refuse(MESSAGES.joinPhase);
  const players = rules.countRows(app, 'SELECT COUNT(*) AS total FROM players WHERE contest = {:contest}', {
    contest: contest.id,
  });
  if (players >= LIMITS.playersPerContest) refuse(MESSAGES.joinFull);
}

/**
 * The contest a join link opens, refused unless joining is open with that very secret, the contest is in
 * participation and has room. A missing contest, a wrong, replaced or closed secret all get the same 404, so a
 * link cannot be used to probe for contests.
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {string} secret
 */
function joinableContest(app, contestId, secret) {
  const contest = findContest(app, contestId);
  const current = contest ? contest.getString('join_secret') : '';
  if (!contest || !current || !secret || !$security.equal(current, String(secret)))
    throw rules.withMessageCode(new NotFoundError(MESSAGES.joinClosed));
  requireRoom(app, contest);
  return contest;
}

/**
 * The contest an address opens for joining: joining is open (its join link is), in participation, with room. The
 * address is public, so opening joining opens it to whoever reads the address too; closing the link closes both.
 * @param {CoreApp} app
 * @param {string} contestId
 */
function joinableByAddress(app, contestId) {
  const contest = findContest(app, contestId);
  if (!contest) throw rules.withMessageCode(new NotFoundError(MESSAGES.contestNotFound));
  if (!contest.getString('join_secret')) throw rules.withMessageCode(new NotFoundError(MESSAGES.joinClosed));
  requireRoom(app, contest);
  return contest;
}

/**
 * GET /api/join/{contest}/{secret}: what the join page shows before a name is picked.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function describeJoinableContest(e) {
  const contest = joinableContest(e.app, e.request.pathValue('contest'), e.request.pathValue('secret'));
  /** @type {import('../../../contract/answers.js').JoinableContestAnswer} */
  const answer = {
    id: contest.id,
    name: contest.getString('name'),
    description: contest.getString('description'),
    max_memes_per_player: contest.getInt('max_memes_per_player'),
    language: contest.getString('language'),
  };
  return e.json(200, answer);
}

/**
 * GET /api/join/{contest}: the contest address's description (APP_PATHS.contestAddress), for anyone: its name, phase
 * and whether joining is open. A missing or deleted contest is a 404.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function describeContestAddress(e) {
  const contest = findContest(e.app, e.request.pathValue('contest'));
  if (!contest) throw rules.withMessageCode(new NotFoundError(MESSAGES.contestNotFound));
  let joiningOpen = true;
  try {
    joinableByAddress(e.app, contest.id);
  } catch {
    joiningOpen = false;
  }
  /** @type {import('../../../contract/answers.js').ContestAddressAnswer} */
  const answer = {
    id: contest.id,
    name: contest.getString('name'),
    description: contest.getString('description'),
    status: contest.getString('status'),
    joining_open: joiningOpen,
    max_memes_per_player: contest.getInt('max_memes_per_player'),
    language: contest.getString('language'),
  };
  return e.json(200, answer);
}

/**
 * Creates a player of `contestId` in one transaction, before participation's deadline (lib/rules/deadlines.js):
 * `open(txApp)` finds the contest or refuses, then the username rules of lib/rules/players.js apply, then `bind`
 * may add to the record before it is saved.
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {unknown} username
 * @param {(txApp: CoreApp) => core.Record} open
 * @param {(record: core.Record) => void} [bind]
 * @returns {core.Record}
 */
function createJoinedPlayer(app, contestId, username, open, bind) {
  // Typed by a cast, not a declared type: the checker would read `null` until the end, not seeing the write set it.
  let created = /** @type {core.Record | null} */ (null);
  /** @type {typeof import('../rules/deadlines.js')} */
  const deadlines = require(`${__hooks}/lib/rules/deadlines.js`);
  deadlines.writeBeforeDeadline(app, contestId, ['participation'], (stopIfDue) =>
    app.runInTransaction((txApp) => {
      const contest = open(txApp);
      stopIfDue(contest);
      const player = new Record(txApp.findCollectionByNameOrId('players'));
      player.set('username', typeof username === 'string' ? username : '');
      require(`${__hooks}/lib/rules/players.js`).preparePlayer(txApp, player, contest.id, '');
      if (bind) bind(player);
      txApp.save(player);
      created = player;
    })
  );
  // Set by the write, which throws when it does not create the player.
  return /** @type {core.Record} */ (created);
}

/**
 * A player's answer: their link's token, which is also their session, and who they are.
 * @param {core.Record} player
 * @returns {import('../../../contract/answers.js').JoinedPlayerAnswer}
 */
function joinedPlayerAnswer(player) {
  return {
    token: player.getString('auth_token'),
    player: { id: player.id, username: player.getString('username'), contest: player.getString('contest') },
  };
}

/**
 * POST /api/join/{contest}/{secret} with { username }: creates the player, with the same username rules as an
 * organizer's addition, and answers their link's token, which is also their session.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function joinContest(e) {
  const body = e.requestInfo().body || {};
  const contestId = e.request.pathValue('contest');
  const secret = e.request.pathValue('secret');
  const joined = createJoinedPlayer(e.app, contestId, body.username, (txApp) =>
    joinableContest(txApp, contestId, secret)
  );
  return e.json(200, joinedPlayerAnswer(joined));
}

/**
 * POST /api/join/{contest} with { username }: joining through the contest address, while the join link is open.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function joinByAddress(e) {
  const body = e.requestInfo().body || {};
  const contestId = e.request.pathValue('contest');
  const joined = createJoinedPlayer(e.app, contestId, body.username, (txApp) => joinableByAddress(txApp, contestId));
  return e.json(200, joinedPlayerAnswer(joined));
}

module.exports = {
  openJoinLink,
  closeJoinLink,
  describeJoinableContest,
  joinContest,
  describeContestAddress,
  joinByAddress,
  joinableByAddress,
  createJoinedPlayer,
  joinedPlayerAnswer,
};
