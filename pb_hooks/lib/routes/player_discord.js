/// <reference path="../../../.pb/types.d.ts" />
// A player's optional Discord identity (docs/features/player-discord-identity.md). The browser proves a Discord
// account by signing in to the users collection with PocketBase's own Discord OAuth2 (the organizers' app, its state
// and PKCE checks), on a client of its own that keeps the session in memory; each route here runs signed in as that
// users record and reads the Discord account id from the record's external auth, never from the request. The id is
// stored on the player in `discord_id`, a hidden field: no read, realtime event or filter of anyone but a superuser
// sees it. Routes in player_discord.pb.js; loaded with require() inside each handler.

/** @type {typeof import('../rules/contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
const { MESSAGES, refuse, findContest } = rules;

/**
 * The Discord account id of the signed-in users record, from its external auth; refused when it has none (an
 * account made another way).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 * @returns {string}
 */
function discordIdOf(e) {
  const auths = e.app.findAllExternalAuthsByRecord(e.auth);
  for (const auth of auths) {
    if (auth && auth.provider() === 'discord' && auth.providerId()) return auth.providerId();
  }
  throw rules.withMessageCode(new ForbiddenError(MESSAGES.discordMissing));
}

/**
 * The contest of the route, or the 404 of a missing or deleted one.
 * @param {CoreApp} app
 * @param {string} contestId
 */
function existingContest(app, contestId) {
  const contest = findContest(app, contestId);
  if (!contest) throw rules.withMessageCode(new NotFoundError(MESSAGES.contestNotFound));
  return contest;
}

/**
 * The player of `contestId` bound to the Discord account `discordId`, or null.
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {string} discordId
 * @returns {core.Record | null}
 */
function boundPlayer(app, contestId, discordId) {
  try {
    return app.findFirstRecordByFilter('players', 'contest = {:contest} && discord_id = {:discord}', {
      contest: contestId,
      discord: discordId,
    });
  } catch {
    return null;
  }
}

/**
 * The name a Discord account joins with: its display name, else its username (PocketBase maps both onto the users
 * record at sign-in), unless the person picked another one after a clash.
 * @param {core.Record} user
 * @param {unknown} picked
 */
function joiningName(user, picked) {
  if (typeof picked === 'string' && picked.trim()) return picked;
  return user.getString('name') || user.getString('username');
}

/**
 * POST /api/discord-players/{contest}/join with { username? }: joins as a player bound to the signed-in Discord
 * account, through the contest address's rule (joining open). A Discord account that already plays in the contest
 * gets that player back instead of a second one. Two parallel requests cannot make two players: the second
 * transaction finds the first's player, and the unique index on (contest, discord_id) backs it.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function joinWithDiscord(e) {
  const discordId = discordIdOf(e);
  const contestId = e.request.pathValue('contest');
  existingContest(e.app, contestId);
  const body = e.requestInfo().body || {};
  /** @type {typeof import('./join.js')} */
  const join = require(`${__hooks}/lib/routes/join.js`);
  const already = boundPlayer(e.app, contestId, discordId);
  if (already) return e.json(200, join.joinedPlayerAnswer(already));
  let joined;
  try {
    joined = join.createJoinedPlayer(
      e.app,
      contestId,
      joiningName(e.auth, body.username),
      (txApp) => {
        const contest = join.joinableByAddress(txApp, contestId);
        // Checked again inside the write's transaction: a parallel request may have joined in between.
        if (boundPlayer(txApp, contestId, discordId)) throw new Error('discord-already-bound');
        return contest;
      },
      (player) => {
        player.set('discord_id', discordId);
        player.set('discord_linked', true);
      }
    );
  } catch (error) {
    const player = boundPlayer(e.app, contestId, discordId);
    if (player) return e.json(200, join.joinedPlayerAnswer(player));
    throw error;
  }
  return e.json(200, join.joinedPlayerAnswer(joined));
}

/**
 * POST /api/discord-players/{contest}/recover: the contest's player bound to the signed-in Discord account, with
 * their link's token, so this device signs in as them, in any phase. A removed player is gone with their binding.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function recoverWithDiscord(e) {
  const discordId = discordIdOf(e);
  const contestId = e.request.pathValue('contest');
  existingContest(e.app, contestId);
  const player = boundPlayer(e.app, contestId, discordId);
  if (!player) throw rules.withMessageCode(new NotFoundError(MESSAGES.discordNotPlaying));
  return e.json(200, require(`${__hooks}/lib/routes/join.js`).joinedPlayerAnswer(player));
}

/**
 * POST /api/discord-players/{contest}/link with { player_token }: binds the player whose session `player_token` is
 * (a player of this contest) to the signed-in Discord account. The token names the player, so a player can link
 * only themself. Linking again with the same account is a no-op; another account, or an account already playing as
 * someone else in the contest, is refused.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function linkDiscord(e) {
  const discordId = discordIdOf(e);
  const contestId = e.request.pathValue('contest');
  existingContest(e.app, contestId);
  const body = e.requestInfo().body || {};
  const token = typeof body.player_token === 'string' ? body.player_token : '';
  /** @type {core.Record | null} */
  let signedIn;
  try {
    signedIn = token ? e.app.findAuthRecordByToken(token, 'auth') : null;
  } catch {
    signedIn = null;
  }
  if (!signedIn || !rules.isPlayer(signedIn) || signedIn.getString('contest') !== contestId)
    throw rules.withMessageCode(new UnauthorizedError(MESSAGES.playerLinkInvalid));
  const playerId = signedIn.id;
  e.app.runInTransaction((txApp) => {
    const player = txApp.findRecordById('players', playerId);
    const current = player.getString('discord_id');
    if (current === discordId) return;
    if (current) refuse(MESSAGES.discordOtherAccount);
    const other = boundPlayer(txApp, contestId, discordId);
    if (other && other.id !== player.id) refuse(MESSAGES.discordTaken);
    player.set('discord_id', discordId);
    player.set('discord_linked', true);
    txApp.save(player);
  });
  /** @type {import('../../../contract/answers.js').DiscordLinkAnswer} */
  const answer = { discord_linked: true };
  return e.json(200, answer);
}

module.exports = { joinWithDiscord, recoverWithDiscord, linkDiscord };
