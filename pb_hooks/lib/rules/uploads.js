/// <reference path="../../../.pb/types.d.ts" />
/* global toBytes */
// The rules of a meme upload, called by memes.pb.js: its quotas, its pixel size and the name it is stored under.

/** @type {typeof import('./contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
/** @type {typeof import('../../../contract/image_header.js')} */
const imageHeader = require(`${__hooks}/../contract/image_header.js`);
const { readImageHeader, checkImageSize } = imageHeader;

/**
 * The uploaded file of a meme record's media field, or null when the field holds a stored name.
 * @param {core.Record} record
 * @returns {filesystem.File | null}
 */
function uploadedFile(record) {
  const value = record.get('media');
  const file = Array.isArray(value) ? value[0] : value;
  return file && typeof file !== 'string' ? file : null;
}

/**
 * At most max_memes_per_player memes at once, and at most uploadsPerMemeSlot times as many uploads over the
 * contest, removed ones included: no endless upload-and-delete loop filling the storage. Counted inside the
 * upload's transaction, so a refused or failed upload does not count.
 * @param {CoreApp} txApp
 * @param {string} contestId
 * @param {string} playerId
 */
function checkAndCountUpload(txApp, contestId, playerId) {
  const limit = rules.countRows(
    txApp,
    'SELECT COALESCE((SELECT max_memes_per_player FROM contests WHERE id = {:contest}), 0) AS total',
    { contest: contestId }
  );
  const uploaded = rules.countRows(
    txApp,
    'SELECT COUNT(*) AS total FROM memes WHERE contest = {:contest} AND player = {:player}',
    { contest: contestId, player: playerId }
  );
  if (uploaded >= limit) rules.refuse(rules.MESSAGES.uploadLimit, 'media');
  const made = rules.countRows(
    txApp,
    'SELECT COALESCE((SELECT uploads_made FROM players WHERE id = {:player}), 0) AS total',
    { player: playerId }
  );
  if (made >= limit * rules.LIMITS.uploadsPerMemeSlot) rules.refuse(rules.MESSAGES.uploadChurn, 'media');
  txApp
    .db()
    .newQuery('UPDATE players SET uploads_made = uploads_made + 1 WHERE id = {:player}')
    .bind({ player: playerId })
    .execute();
}

/**
 * Reads the upload's pixel size from its header, before anything decodes it: a few hundred KB can claim 20000×20000
 * pixels, whose thumbnail takes PocketBase gigabytes of memory to make. Then stores it under a random name, since
 * the stored name travels in every image URL voters load and PocketBase would derive it from the picked name, which
 * people fill with their own; the picked name is kept as `media_name` (visibility.pb.js shows it to the uploader and
 * the organizer only). The server always sets media_name: whatever a client sent for it is replaced.
 * @param {core.Record} record
 */
function checkImageAndName(record) {
  record.set('media_name', '');
  const file = uploadedFile(record);
  if (!file) return;
  const picked = String(file.originalName || file.name || '');
  // Browsers send the bare name; some clients send a path, whose folders are not part of what was picked.
  const name = /** @type {string} */ (picked.split(/[\\/]/).pop()).slice(-255);
  const extension = (/\.([A-Za-z0-9]+)$/.exec(name) || ['', ''])[1].toLowerCase();

  // The bytes, up to one past the size the media field accepts (a larger file is refused by it).
  const reader = file.reader.open();
  let bytes;
  try {
    bytes = toBytes(reader, rules.LIMITS.uploadMaxBytes + 1);
  } finally {
    reader.close();
  }
  const header = readImageHeader(bytes);
  // The picked name must say the same format as the bytes: the file is served with the type of its extension.
  const declared = extension === 'jpg' ? 'jpeg' : extension;
  if (!header || header.format !== declared) rules.refuse(rules.MESSAGES.uploadFormat, 'media');
  const tooLarge = checkImageSize(header, rules.IMAGE_LIMITS);
  if (tooLarge)
    rules.refuse(tooLarge === 'animation' ? rules.MESSAGES.imageAnimation : rules.MESSAGES.imageSize, 'media');

  file.name = `${$security.randomStringWithAlphabet(20, 'abcdefghijklmnopqrstuvwxyz0123456789')}.${extension}`;
  record.set('media_name', name);
}

module.exports = { checkAndCountUpload, checkImageAndName };
