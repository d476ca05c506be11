/// <reference path="../../.pb/types.d.ts" />
/* global arrayOf */
// The two lists of the organizer's contest panel: GET API_ROUTES.panelPlayers (every player with their link token)
// and GET API_ROUTES.panelMemes (every meme with its uploader and picked file name), for the contest's organizer
// only. The records API answers the same lists, but runs the visibility hook (visibility.pb.js) once per record: for
// a room of 300 players and 900 memes that took seconds of server time on every panel opened (docs/performance.md).
// These answer from one SQL query each, in the records API's shape, with what visibility.pb.js shows the organizer
// and nothing more: never a vote, a score of a vote, an e-mail or a password.
//
// Loaded with require(`${__hooks}/lib/organizer_panel.js`) inside each handler, like contest_rules.js.

const PANEL_PLAYERS =
  'SELECT id, username, contest, auth_token, average_score, created, updated ' +
  'FROM players WHERE contest = {:contest} ORDER BY username';

const PANEL_MEMES =
  'SELECT id, contest, player, media, media_name, average_score, created, updated ' +
  'FROM memes WHERE contest = {:contest} ORDER BY created DESC, id DESC';

/**
 * The path's contest, which must be the signed-in organizer's own: anyone else's, a missing one and a malformed id
 * all get the same 404 (contest_rules.js ownedContest), so the routes cannot be used to probe for contests.
 * @param {import('./events.js').SignedInRequestEvent} e
 * @returns {string}
 */
function ownContestId(e) {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  return rules.ownedContest(e.app, e.request.pathValue('contest'), e.auth.id).id;
}

/**
 * GET API_ROUTES.panelPlayers: the contest's players by username.
 * @param {import('./events.js').SignedInRequestEvent} e
 */
function listPanelPlayers(e) {
  const contest = ownContestId(e);
  // average_score: -0 makes the column a float (a plain 0 would read averages such as 8.5 as integers, and fail).
  const rows = arrayOf(
    new DynamicModel({ id: '', username: '', contest: '', auth_token: '', average_score: -0, created: '', updated: '' })
  );
  e.app.db().newQuery(PANEL_PLAYERS).bind({ contest }).all(rows);
  const players = e.app.findCollectionByNameOrId('players');
  /** @type {import('../../contract/answers.js').PanelPlayer[]} */
  const answer = rows.map((row) => ({
    id: row.id,
    collectionId: players.id,
    collectionName: players.name,
    username: row.username,
    contest: row.contest,
    auth_token: row.auth_token,
    average_score: row.average_score,
    created: row.created,
    updated: row.updated,
  }));
  return e.json(200, answer);
}

/**
 * GET API_ROUTES.panelMemes: the contest's memes, newest first.
 * @param {import('./events.js').SignedInRequestEvent} e
 */
function listPanelMemes(e) {
  const contest = ownContestId(e);
  const rows = arrayOf(
    new DynamicModel({
      id: '',
      contest: '',
      player: '',
      media: '',
      media_name: '',
      average_score: -0,
      created: '',
      updated: '',
    })
  );
  e.app.db().newQuery(PANEL_MEMES).bind({ contest }).all(rows);
  const memes = e.app.findCollectionByNameOrId('memes');
  /** @type {import('../../contract/answers.js').PanelMeme[]} */
  const answer = rows.map((row) => ({
    id: row.id,
    collectionId: memes.id,
    collectionName: memes.name,
    contest: row.contest,
    player: row.player,
    media: row.media,
    media_name: row.media_name,
    average_score: row.average_score,
    created: row.created,
    updated: row.updated,
  }));
  return e.json(200, answer);
}

module.exports = { listPanelPlayers, listPanelMemes };
