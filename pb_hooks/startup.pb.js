/// <reference path="../.pb/types.d.ts" />
// At start-up of `serve`, before the first request: deadlines that passed while the server was down are applied
// (lib/deadlines.js), then every stored average is brought in line with its contest's phase, which folds in vote
// or meme changes an administrator made later (average_score of memes and players is computed by the server only,
// when a contest enters results: lib/phases.js with lib/scores.js).

onBootstrap((e) => {
  e.next();
  if (!$os.args.includes('serve')) return;
  // serve applies the app migrations only after bootstrap; apply them now so the tables exist.
  e.app.runAppMigrations();
  require(`${__hooks}/lib/deadlines.js`).applyAllDueDeadlines(e.app);
  require(`${__hooks}/lib/scores.js`).repairAllAverages(e.app);
});
