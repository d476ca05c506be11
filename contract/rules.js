// Loads rules.json, the one file of business limits, phase order and server messages (the SPA reads the same file
// through src/config/limits.ts), and fills each message's {limit} placeholders with that limit's value. Part of the
// contract between the app and the server (docs/architecture.md).
// PocketBase resolves require() from its working folder, hence __hooks; Node (the parity tests) from this file.

/** @type {typeof import('./rules.json')} */
const rules = require(typeof __hooks === 'undefined' ? './rules.json' : `${__hooks}/../contract/rules.json`);

/**
 * The numeric limit at `path` ('image.maxSide'), or an error naming it.
 * @param {string} path
 * @returns {number}
 */
function limitValue(path) {
  /** @type {unknown} */
  const value = path
    .split('.')
    .reduce(
      (/** @type {any} */ node, key) => (node == null ? undefined : node[key]),
      /** @type {unknown} */ (rules.limits),
    );
  if (typeof value !== 'number') throw new Error(`rules.json: no numeric limit ${path}`);
  return value;
}

/** @typedef {keyof typeof rules.messages} MessageKey */

/** @type {Record<MessageKey, string>} */
const MESSAGES = /** @type {Record<MessageKey, string>} */ ({});
/**
 * Each message's ICU parameters: every {limit} placeholder, named by its last part ('{contestName.min}' → min).
 * @type {Record<MessageKey, Record<string, number>>}
 */
const MESSAGE_PARAMS = /** @type {Record<MessageKey, Record<string, number>>} */ ({});
/** @type {Record<string, MessageKey>} */
const CODE_OF_MESSAGE = {};
/** @type {MessageKey[]} */ (Object.keys(rules.messages)).forEach((key) => {
  /** @type {Record<string, number>} */
  const params = {};
  MESSAGES[key] = rules.messages[key].replace(/\{([\w.]+)\}/g, (_, /** @type {string} */ path) => {
    const value = limitValue(path);
    params[/** @type {string} */ (path.split('.').pop())] = value;
    return String(value);
  });
  MESSAGE_PARAMS[key] = params;
  CODE_OF_MESSAGE[MESSAGES[key]] = key;
});

/**
 * What a refusal with the text `message` adds to its error's data so the app can say it in the person's language
 * (docs/architecture.md#server-messages): its code (its key in rules.json's messages) and, when it has any, its
 * parameters. Nothing for a text that is not one of rules.json's messages.
 * @param {string} message
 * @returns {{ messageCode?: MessageKey, messageParams?: Record<string, number> }}
 */
function messageData(message) {
  const code = CODE_OF_MESSAGE[message];
  if (!code) return {};
  const params = MESSAGE_PARAMS[code];
  return Object.keys(params).length ? { messageCode: code, messageParams: params } : { messageCode: code };
}

module.exports = { PHASES: rules.phases, LIMITS: rules.limits, MESSAGES, MESSAGE_PARAMS, messageData };
