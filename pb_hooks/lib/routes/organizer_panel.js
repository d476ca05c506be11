/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf */
// The two lists of the organizer's contest panel: GET API_ROUTES.panelPlayers (every player with their link token)
// and GET API_ROUTES.panelMemes (every meme with its uploader and picked file name), for the contest's organizer
// only. The records API answers the same lists, but runs the visibility hook (visibility.pb.js) once per record, which
// in a full room costs seconds of server time on every panel opened (docs/performance.md).
// These answer from one SQL query each, in the records API's shape, with what visibility.pb.js shows the organizer
// and nothing more: never a vote, a score of a vote, an e-mail or a password.
//
// Loaded with require(`${__hooks}/lib/routes/organizer_panel.js`) inside each handler, like contest_rules.js.

const PANEL_PLAYERS =
  'SELECT id, username, contest, auth_token, average_score, created, updated ' +
  'FROM players WHERE contest = {:contest} ORDER BY username';

const PANEL_MEMES =
  'SELECT id, contest, player, media, media_name, average_score, created, updated ' +
  'FROM memes WHERE contest = {:contest} ORDER BY created DESC, id DESC';

/**
 * The path's contest, which must be the signed-in organizer's own: anyone else's, a missing one and a malformed id
 * all get the same 404 (contest_rules.js ownedContest), so the routes cannot be used to probe for contests.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 * @returns {string}
 */
function ownContestId(e) {
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  return rules.ownedContest(e.app, e.request.pathValue('contest'), e.auth.id).id;
}

/**
 * The rows `sql` reads for `contest`, each in the records API's shape: `fields` (their empty values, which set each
 * column's type) and the collection's id and name.
 * @template {Record<string, string | number>} Row
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 * @param {string} collectionName
 * @param {string} sql
 * @param {Row} fields
 * @returns {(Row & { collectionId: string, collectionName: string })[]}
 */
function panelRecords(e, collectionName, sql, fields) {
  require(`${__hooks}/lib/platform/accept_encoding.js`).gzipOnlyIfAccepted(e);
  const contest = ownContestId(e);
  const rows = arrayOf(new DynamicModel(fields));
  e.app.db().newQuery(sql).bind({ contest }).all(rows);
  const collection = e.app.findCollectionByNameOrId(collectionName);
  return rows.map((row) => {
    const read = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (row));
    /** @type {Record<string, unknown>} */
    const record = { collectionId: collection.id, collectionName: collection.name };
    for (const name of Object.keys(fields)) record[name] = read[name];
    return /** @type {Row & { collectionId: string, collectionName: string }} */ (record);
  });
}

// average_score: -0 makes the column a float (a plain 0 would read averages such as 8.5 as integers, and fail).

/**
 * GET API_ROUTES.panelPlayers: the contest's players by username.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function listPanelPlayers(e) {
  /** @type {import('../../../contract/answers.js').PanelPlayer[]} */
  const answer = panelRecords(e, 'players', PANEL_PLAYERS, {
    id: '',
    username: '',
    contest: '',
    auth_token: '',
    average_score: -0,
    created: '',
    updated: '',
  });
  return e.json(200, answer);
}

/**
 * GET API_ROUTES.panelMemes: the contest's memes, newest first.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function listPanelMemes(e) {
  /** @type {import('../../../contract/answers.js').PanelMeme[]} */
  const answer = panelRecords(e, 'memes', PANEL_MEMES, {
    id: '',
    contest: '',
    player: '',
    media: '',
    media_name: '',
    average_score: -0,
    created: '',
    updated: '',
  });
  return e.json(200, answer);
}

/**
 * GET API_ROUTES.turnout: the contest's turnout in its phase (lib/rules/turnout.js), for its organizer only; the
 * channel's reminders say the same numbers.
 * @param {import('../platform/events.js').SignedInRequestEvent} e
 */
function readTurnout(e) {
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const contest = rules.ownedContest(e.app, e.request.pathValue('contest'), e.auth.id);
  return e.json(200, require(`${__hooks}/lib/rules/turnout.js`).readTurnout(e.app, contest));
}

module.exports = { listPanelPlayers, listPanelMemes, readTurnout };
