// Loads rules.json, the one file of business limits, phase order and server messages (the SPA reads the same file
// through src/config/limits.ts), and fills each message's {limit} placeholders with that limit's value.
// PocketBase resolves require() from its working folder, hence __hooks; Node (the parity tests) from this file.

const rules = require(typeof __hooks === 'undefined' ? './rules.json' : `${__hooks}/lib/rules.json`);

function limitValue(path) {
  const value = path.split('.').reduce((node, key) => (node == null ? undefined : node[key]), rules.limits);
  if (typeof value !== 'number') throw new Error(`rules.json: no numeric limit ${path}`);
  return value;
}

const MESSAGES = {};
Object.keys(rules.messages).forEach((key) => {
  MESSAGES[key] = rules.messages[key].replace(/\{([\w.]+)\}/g, (_, path) => String(limitValue(path)));
});

module.exports = { PHASES: rules.phases, LIMITS: rules.limits, MESSAGES };
