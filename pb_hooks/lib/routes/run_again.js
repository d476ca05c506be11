/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf, DateTime */
// Running a contest again (docs/product/rules-and-limits.md#run-it-again): from a contest in results, its organizer
// creates the next contest of the series in one request and one transaction, its players brought along on request.
// Route in run_again.pb.js; loaded with require() inside the handler.

/** @type {typeof import('../rules/contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
const { LIMITS, MESSAGES, refuse } = rules;

// What the next contest takes from the old one as it is. The season comes too once contests have one (the field
// is read by name, so this file does not depend on the order the schema's migrations landed in).
const COPIED_FIELDS = ['description', 'language', 'max_memes_per_player', 'discord_webhook', 'season'];
const DEADLINE_FIELDS = ['participation_ends', 'vote_ends'];
const SECRET_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 32;

/**
 * The refusal at the contest limit: the limit's message and code, and the contest to delete first, the oldest of the
 * organizer's other contests in results (its podium stays in its season's hall of fame when it is in one). Never the
 * contest being run again: deleting it would leave nothing to run again, nor players to bring. Null when it is the
 * only one in results.
 * @param {CoreApp} app
 * @param {string} organizerId
 * @param {string} runningId  The contest being run again.
 */
function limitRefusal(app, organizerId, runningId) {
  const oldest = arrayOf(new DynamicModel({ id: '', name: '' }));
  app
    .db()
    .newQuery(
      "SELECT id, name FROM contests WHERE user = {:user} AND status = 'results' AND id != {:running} " +
        'ORDER BY created ASC, id ASC LIMIT 1'
    )
    .bind({ user: organizerId, running: runningId })
    .all(oldest);
  const error = rules.withMessageCode(new BadRequestError(MESSAGES.contestLimit));
  // Set after the error is made, as withMessageCode does: PocketBase would turn a plain value into a field error.
  /** @type {import('../../../contract/answers.js').RunAgainLimitData} */
  const data = { archive_first: oldest.length ? { id: oldest[0].id, name: oldest[0].name } : null };
  error.data['archive_first'] = data.archive_first;
  return error;
}

/**
 * The players of `contestId`, oldest first, with what the next contest needs of them.
 * @param {CoreApp} app
 * @param {string} contestId
 */
function playersOf(app, contestId) {
  const rows = arrayOf(new DynamicModel({ username: '', discord_id: '' }));
  app
    .db()
    .newQuery('SELECT username, discord_id FROM players WHERE contest = {:contest} ORDER BY created ASC, id ASC')
    .bind({ contest: contestId })
    .all(rows);
  return rows;
}

/**
 * POST /api/contests/{contest}/run-again with { bring_players }: the next contest (RunAgainAnswer). The contest's
 * owner only (anyone else: the 404 of a missing contest), from a contest in results. Everything happens in one
 * transaction: the new contest, its join link when the old one's was open, and each player brought along, through
 * the username rules of every new player (lib/rules/players.js) and with a new link token (players.pb.js mints it
 * on save); a Discord-bound player stays bound to the same account. A failure anywhere leaves nothing behind.
 *
 * A double tap: PocketBase runs write transactions one at a time, and the first records the new contest's id on
 * the old one (`next_contest`), so the second finds it and answers the same contest. At the limit of 3 contests the
 * refusal names the contest to delete first (limitRefusal).
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function runAgain(e) {
  /** @type {typeof import('../../../contract/series.js')} */
  const series = require(`${__hooks}/../contract/series.js`);
  const body = e.requestInfo().body || {};
  const bringPlayers = body.bring_players === true;
  const contestId = e.request.pathValue('contest');
  const organizerId = e.auth.id;
  /** @type {import('../../../contract/answers.js').RunAgainAnswer} */
  const answer = { contest: '', players: 0 };

  e.app.runInTransaction((txApp) => {
    const old = rules.ownedContest(txApp, contestId, organizerId);
    if (old.getString('status') !== 'results') refuse(MESSAGES.runAgainPhase);

    const earlier = rules.findContest(txApp, old.getString('next_contest'));
    if (earlier) {
      answer.contest = earlier.id;
      answer.players = rules.countRows(txApp, 'SELECT COUNT(*) AS total FROM players WHERE contest = {:contest}', {
        contest: earlier.id,
      });
      return;
    }

    const owned = rules.countRows(txApp, 'SELECT COUNT(*) AS total FROM contests WHERE user = {:user}', {
      user: organizerId,
    });
    if (owned >= LIMITS.contestsPerOrganizer) throw limitRefusal(txApp, organizerId, old.id);

    // At most a room's worth of players comes along: every one of them is written in this one transaction, which
    // holds SQLite's single writer, so no vote, upload or join anywhere on the server goes through meanwhile (1,000
    // players once took 53 s). An organizer may add players by name beyond the join link's limit, so the old
    // contest's count is checked here, before anything is written.
    const nowMs = series.dateMs(new DateTime().string());
    const brought = bringPlayers ? playersOf(txApp, old.id) : [];
    if (brought.length > LIMITS.playersPerContest) refuse(MESSAGES.runAgainPlayers);
    // A deleted contest's players stay: running contests again with their players and deleting them in a loop wrote
    // hundreds of player records a second, past the limit on adding players, and kept the writer busy. So an
    // organizer brings players along at most once every LIMITS.runAgainPlayersSeconds, read and written in this
    // transaction (on the organizer: each contest of a chain is run again once).
    if (brought.length) {
      const last = arrayOf(new DynamicModel({ players_brought: '' }));
      txApp.db().newQuery('SELECT players_brought FROM users WHERE id = {:user}').bind({ user: organizerId }).all(last);
      const lastMs = series.dateMs(last.length ? last[0].players_brought : '');
      if (nowMs - lastMs < LIMITS.runAgainPlayersSeconds * 1000) refuse(MESSAGES.runAgainPlayersTooSoon);
    }

    const collection = txApp.findCollectionByNameOrId('contests');
    const next = new Record(collection);
    next.set('user', organizerId);
    next.set('status', rules.PHASES[0]);
    next.set('name', series.nextContestName(old.getString('name'), LIMITS.contestName.max));
    for (const field of COPIED_FIELDS) {
      if (collection.fields.getByName(field)) next.set(field, old.get(field));
    }
    // Deadlines move by the series' interval; one that would still be in the past is dropped.
    const shift = series.seriesShift(series.dateMs(old.getString('created')), nowMs);
    for (const field of DEADLINE_FIELDS) {
      next.set(field, series.shiftedDeadline(old.getString(field), shift, nowMs));
    }
    // The name and description pass the same limits as a contest made through the form.
    rules.normalizeContestText(next);
    // The join link opens again, with a new secret: the old link named the old contest.
    if (old.getString('join_secret')) {
      next.set('join_secret', $security.randomStringWithAlphabet(SECRET_LENGTH, SECRET_ALPHABET));
    }
    txApp.save(next);

    if (bringPlayers) {
      const players = txApp.findCollectionByNameOrId('players');
      /** @type {typeof import('../rules/players.js')} */
      const playerRules = require(`${__hooks}/lib/rules/players.js`);
      // The new contest has no player yet: each brought player is checked against those brought before, every
      // name's keys computed once (comparing each with every other took 2-5 s for 300, holding the writer).
      /** @type {typeof import('../../../contract/usernames.js')} */
      const usernames = require(`${__hooks}/../contract/usernames.js`);
      const checker = usernames.usernameChecker([], LIMITS.playerUsername);
      for (const row of brought) {
        const player = new Record(players);
        player.set('username', row.username);
        playerRules.preparePlayer(txApp, player, next.id, '', checker);
        if (row.discord_id) {
          player.set('discord_id', row.discord_id);
          player.set('discord_linked', true);
        }
        txApp.save(player);
        answer.players += 1;
      }
    }

    // Plain SQL: saving the old contest again would send its players an update event and move its `updated` time.
    txApp
      .db()
      .newQuery('UPDATE contests SET next_contest = {:next} WHERE id = {:id}')
      .bind({ next: next.id, id: old.id })
      .execute();
    if (brought.length) {
      // Plain SQL too: saving the organizer's record would send them an event and move its `updated` time.
      txApp
        .db()
        .newQuery('UPDATE users SET players_brought = {:now} WHERE id = {:user}')
        .bind({ now: new DateTime().string(), user: organizerId })
        .execute();
    }
    answer.contest = next.id;
  });
  return e.json(200, answer);
}

module.exports = { runAgain };
