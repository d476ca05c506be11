/// <reference path="../../../.pb/types.d.ts" />
// What runs at start-up of `serve` (startup.pb.js says why).

/**
 * At start-up of `serve` (onBootstrap): due deadlines, then the averages.
 * @param {core.BootstrapEvent} e
 */
function catchUpAtStart(e) {
  e.next();
  if (!$os.args.includes('serve')) return;
  // serve applies the app migrations only after bootstrap; apply them now so the tables exist.
  e.app.runAppMigrations();
  require(`${__hooks}/lib/rules/deadlines.js`).applyAllDueDeadlines(e.app);
  require(`${__hooks}/lib/rules/scores.js`).repairAllAverages(e.app);
}

module.exports = { catchUpAtStart };
