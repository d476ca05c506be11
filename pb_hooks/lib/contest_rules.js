/// <reference path="../../pb_data/types.d.ts" />
/* global ValidationError */
// Shared by the pb_hooks/*.pb.js handlers. PocketBase runs every handler in its own pooled VM, so a handler
// loads this module with require(`${__hooks}/lib/contest_rules.js`) instead of using outer-scope values.

const PHASES = ['participation', 'vote', 'results'];

// The pixel limits of an upload, shared with the SPA (src/config/limits.ts reads the same file).
const IMAGE_LIMITS = require(`${__hooks}/lib/image_limits.json`);

const LIMITS = {
  contestsPerOrganizer: 3,
  contestName: { min: 3, max: 100 },
  contestDescriptionMax: 400,
  memesPerPlayer: { min: 1, max: 10 },
  playerUsername: { min: 3, max: 100 },
  // Uploads a player may make in a contest, removed memes included, per meme they may keep: room to replace each
  // meme a few times, but no endless upload-and-delete loop filling the storage.
  uploadsPerMemeSlot: 5,
};

// The texts of SPEC.md where it has one; the others follow its tone.
const MESSAGES = {
  contestName: 'Contest name must be between 3 and 100 characters.',
  contestDescription: 'Contest description must be at most 400 characters.',
  maxMemes: 'Max memes per player must be between 1 and 10.',
  maxMemesImmutable: 'Max memes per player cannot be changed after the contest is created.',
  contestLimit: 'You can create up to 3 contests. Delete an existing contest before starting a new one.',
  phaseStep: 'A contest can only move forward one phase at a time.',
  resultsFinal: 'Results are final: the contest phase cannot change anymore.',
  needMeme: 'Upload at least one meme before moving to the vote phase.',
  needVotes: 'Every meme needs at least one vote before results can be shown.',
  playersPhase: 'You can only add players during the participation phase.',
  usernameLength: 'Player usernames must be between 3 and 100 characters.',
  usernameUnique: 'Player usernames must be unique within a contest.',
  uploadPhase: 'You can only upload memes during the participation phase.',
  uploadLimit: "You're already at the upload limit for this contest.",
  uploadChurn: "You've made as many uploads as this contest allows, removed memes included.",
  uploadFormat: 'Only PNG, JPG, GIF files are allowed.',
  imageSize: `Images can be at most ${IMAGE_LIMITS.maxSide} pixels wide or tall and ${IMAGE_LIMITS.maxMegapixels} megapixels in all.`,
  imageAnimation: `Animated images can be at most ${IMAGE_LIMITS.maxAnimationMegapixels} megapixels over all their frames.`,
  deleteMemePhase: 'You can only delete memes during the participation phase.',
  averageScore: 'The average score is computed by the server and cannot be set.',
  voteScore: 'A score is a whole number from 1 to 10.',
  voteOwnMeme: 'You cannot vote on your own memes.',
  votePhase: 'Votes can only be cast or changed during the vote phase.',
};

/** Refuses the request with `message`, also attached to `field` so forms can show it next to the input. */
function refuse(message, field) {
  const data = {};
  if (field) data[field] = new ValidationError('validation_invalid_value', message);
  throw new BadRequestError(message, data);
}

function authCollectionName(auth) {
  return auth ? auth.collection().name : '';
}

function isPlayer(auth) {
  return authCollectionName(auth) === 'players';
}

/** Whether the request body carries `field` at all (even empty: a client may not set it). */
function bodyHas(e, field) {
  const body = e.requestInfo().body || {};
  return Object.prototype.hasOwnProperty.call(body, field);
}

function trimmed(value) {
  return String(value == null ? '' : value).trim();
}

/** SPEC.md §3: the username with whitespace turned to underscores and lowercased. */
function usernameKey(username) {
  return trimmed(username).replace(/\s+/g, '_').toLowerCase();
}

// A dot-atom local part that PocketBase's e-mail validator accepts (ASCII atext plus the Unicode ranges it allows).
const LOCAL_PART_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+";
const VALID_LOCAL_PART = new RegExp(`^${LOCAL_PART_ATOM}(\\.${LOCAL_PART_ATOM})*$`);

/**
 * SPEC.md §3 generated player e-mail: `${key}@${contestId}.com`. A username that cannot form a valid address
 * (emoji, "@", stray dots, brackets…) gets a stable stand-in derived from the same key, so names that collide
 * still collide and the others never do.
 */
function playerEmail(username, contestId) {
  const key = usernameKey(username);
  const localPart = VALID_LOCAL_PART.test(key) ? key : `player-${$security.sha256(key).slice(0, 32)}`;
  return `${localPart}@${contestId}.com`;
}

/** SPEC.md §9: a 32-character hex string. */
function randomPlayerPassword() {
  return $security.randomStringWithAlphabet(32, '0123456789abcdef');
}

function countRows(app, sql, params) {
  const row = new DynamicModel({ total: 0 });
  app.db().newQuery(sql).bind(params).one(row);
  return row.total;
}

/** Trims the contest's name and description in place and refuses them outside SPEC.md's limits. */
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

const IMAGE_EXTENSION = /\.(png|jpe?g|gif)$/i;

/**
 * Refuses an upload whose file name is not .png, .jpg, .jpeg or .gif. The media field already checks the content
 * (PNG/JPEG/GIF bytes); the name matters too, because files are served with the type of their extension: PNG
 * bytes named .svg would be served as an SVG that no browser can show.
 */
function requireImageFileNames(record, field) {
  const value = record.get(field);
  const files = Array.isArray(value) ? value : [value];
  for (const file of files) {
    if (!file || typeof file === 'string') continue; // an already stored name, not an upload
    if (!IMAGE_EXTENSION.test(String(file.originalName || file.name || ''))) refuse(MESSAGES.uploadFormat, field);
  }
}

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

module.exports = {
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
};
