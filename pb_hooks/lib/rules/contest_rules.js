/// <reference path="../../../.pb/types.d.ts" />
/* global ValidationError */
// Shared by the pb_hooks/*.pb.js handlers. PocketBase runs every handler in its own pooled VM, so a handler
// loads this module with require(`${__hooks}/lib/rules/contest_rules.js`) instead of using outer-scope values.

// Limits, phase order and messages come from rules.json, shared with the SPA.
/** @type {typeof import('../../../contract/rules.js')} */
const contractRules = require(`${__hooks}/../contract/rules.js`);
const { PHASES, LIMITS, MESSAGES } = contractRules;
const IMAGE_LIMITS = LIMITS.image;

/**
 * `error` (an ApiError whose text is one of rules.json's messages) with that message's code and parameters in its
 * data, for the app to show it in the person's language (docs/architecture.md#server-messages). Set after the error
 * is made: PocketBase turns every plain value of the data it is given into a field error.
 * @template {ApiError} E
 * @param {E} error
 * @returns {E}
 */
function withMessageCode(error) {
  const extra = contractRules.messageData(error.message);
  if (extra.messageCode) error.data['messageCode'] = extra.messageCode;
  if (extra.messageParams) error.data['messageParams'] = extra.messageParams;
  return error;
}

/**
 * Refuses the request with `message`, also attached to `field` so forms can show it next to the input, and its code
 * and parameters (withMessageCode).
 * @param {string} message
 * @param {string} [field]
 * @returns {never}
 */
function refuse(message, field) {
  /** @type {Record<string, ValidationError>} */
  const data = {};
  if (field) data[field] = new ValidationError('validation_invalid_value', message);
  throw withMessageCode(new BadRequestError(message, data));
}

/** @param {core.Record | null | undefined} auth */
function authCollectionName(auth) {
  return auth ? auth.collection().name : '';
}

/**
 * @param {core.Record | null | undefined} auth
 * @returns {auth is core.Record}
 */
function isPlayer(auth) {
  return authCollectionName(auth) === 'players';
}

/**
 * Whether the request body carries `field` at all (even empty: a client may not set it).
 * @param {core.RequestEvent} e
 * @param {string} field
 */
function bodyHas(e, field) {
  const body = e.requestInfo().body || {};
  return Object.prototype.hasOwnProperty.call(body, field);
}

/** @param {unknown} value */
function trimmed(value) {
  return String(value == null ? '' : value).trim();
}

/**
 * The username with whitespace turned to underscores and lowercased (contract/usernames.js).
 * @param {string} username
 * @returns {string}
 */
function usernameKey(username) {
  /** @type {typeof import('../../../contract/usernames.js')} */
  const usernames = require(`${__hooks}/../contract/usernames.js`);
  return usernames.usernameKey(username);
}

// A dot-atom local part that PocketBase's e-mail validator accepts (ASCII atext plus the Unicode ranges it allows).
const LOCAL_PART_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+";
const VALID_LOCAL_PART = new RegExp(`^${LOCAL_PART_ATOM}(\\.${LOCAL_PART_ATOM})*$`);

/**
 * The generated player e-mail (docs/product/records.md#generated-e-mail-and-password): `${key}@${contestId}.com`. A
 * username that cannot form a valid address
 * (emoji, "@", stray dots, brackets…) gets a stable stand-in derived from the same key, so names that collide
 * still collide and the others never do.
 * @param {string} username
 * @param {string} contestId
 */
function playerEmail(username, contestId) {
  const key = usernameKey(username);
  const localPart = VALID_LOCAL_PART.test(key) ? key : `player-${$security.sha256(key).slice(0, 32)}`;
  return `${localPart}@${contestId}.com`;
}

/** A 32-character hex string (docs/product/records.md#generated-e-mail-and-password). */
function randomPlayerPassword() {
  return $security.randomStringWithAlphabet(32, '0123456789abcdef');
}

/**
 * @param {CoreApp} app
 * @param {string} sql  a query with a `total` column
 * @param {Record<string, unknown>} params
 * @returns {number}
 */
function countRows(app, sql, params) {
  const row = new DynamicModel({ total: 0 });
  app.db().newQuery(sql).bind(params).one(row);
  return row.total;
}

/**
 * Trims the contest's name and description in place and refuses them outside the limits of
 * docs/product/rules-and-limits.md#contests.
 * @param {core.Record} record
 */
function normalizeContestText(record) {
  const name = trimmed(record.get('name'));
  if (name.length < LIMITS.contestName.min || name.length > LIMITS.contestName.max) {
    refuse(MESSAGES.contestName, 'name');
  }
  record.set('name', name);

  const description = trimmed(record.get('description'));
  if (description.length > LIMITS.contestDescriptionMax) refuse(MESSAGES.contestDescription, 'description');
  record.set('description', description);
}

// The accepted file name endings (.png, .jpg, .jpeg, .gif), from rules.json's formats.
const IMAGE_EXTENSIONS = Object.keys(LIMITS.uploadFormats).reduce(
  (all, type) => all.concat(LIMITS.uploadFormats[/** @type {keyof typeof LIMITS.uploadFormats} */ (type)]),
  /** @type {string[]} */ ([])
);

/** @param {string} name */
function hasImageExtension(name) {
  const lower = String(name).toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * Refuses an upload whose file name is not .png, .jpg, .jpeg or .gif. The media field already checks the content
 * (PNG/JPEG/GIF bytes); the name matters too, because files are served with the type of their extension: PNG
 * bytes named .svg would be served as an SVG that no browser can show.
 * @param {core.Record} record
 * @param {string} field
 */
function requireImageFileNames(record, field) {
  const value = record.get(field);
  const files = Array.isArray(value) ? value : [value];
  for (const file of files) {
    if (!file || typeof file === 'string') continue; // an already stored name, not an upload
    if (!hasImageExtension(file.originalName || file.name || '')) refuse(MESSAGES.uploadFormat, field);
  }
}

/**
 * @param {CoreApp} app
 * @param {string} contestId
 * @returns {string}
 */
function contestStatus(app, contestId) {
  if (!contestId) return '';
  const row = new DynamicModel({ status: '' });
  app
    .db()
    .newQuery("SELECT COALESCE((SELECT status FROM contests WHERE id = {:id}), '') AS status")
    .bind({ id: contestId })
    .one(row);
  return row.status;
}

/**
 * The contest record, or null when there is none with that id.
 * @param {CoreApp} app
 * @param {string} contestId
 * @returns {core.Record | null}
 */
function findContest(app, contestId) {
  try {
    return app.findRecordById('contests', contestId);
  } catch {
    return null;
  }
}

/**
 * The contest `contestId` if the organizer `organizerId` owns it; otherwise the same 404 as for a missing one, so
 * an organizer's routes cannot be used to probe for other organizers' contests.
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {string} organizerId
 */
function ownedContest(app, contestId, organizerId) {
  const contest = findContest(app, contestId);
  if (!contest || contest.getString('user') !== organizerId)
    throw withMessageCode(new NotFoundError(MESSAGES.contestNotFound));
  return contest;
}

module.exports = {
  withMessageCode,
  PHASES,
  IMAGE_LIMITS,
  LIMITS,
  MESSAGES,
  refuse,
  isPlayer,
  bodyHas,
  trimmed,
  usernameKey,
  playerEmail,
  randomPlayerPassword,
  countRows,
  normalizeContestText,
  requireImageFileNames,
  contestStatus,
  findContest,
  ownedContest,
};
