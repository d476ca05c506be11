// Loads rules.json, the one file of business limits, phase order and server messages (the SPA reads the same file
// through src/config/limits.ts), and fills each message's {limit} placeholders with that limit's value. Part of the
// contract between the app and the server (docs/architecture.md).
// PocketBase resolves require() from its working folder, hence __hooks; Node (the parity tests) from this file.

/** @type {typeof import('./rules.json')} */
const rules = require(typeof __hooks === 'undefined' ? './rules.json' : `${__hooks}/contract/rules.json`);

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
      /** @type {unknown} */ (rules.limits)
    );
  if (typeof value !== 'number') throw new Error(`rules.json: no numeric limit ${path}`);
  return value;
}

/** @typedef {keyof typeof rules.messages} MessageKey */

/** @type {Record<MessageKey, string>} */
const MESSAGES = /** @type {Record<MessageKey, string>} */ ({});
/** @type {MessageKey[]} */ (Object.keys(rules.messages)).forEach((key) => {
  MESSAGES[key] = rules.messages[key].replace(/\{([\w.]+)\}/g, (_, /** @type {string} */ path) =>
    String(limitValue(path))
  );
});

module.exports = { PHASES: rules.phases, LIMITS: rules.limits, MESSAGES };
