/// <reference path="../pb_data/types.d.ts" />
// average_score of memes and players is computed by the server only, when a contest enters results
// (phases.pb.js with lib/scores.js). Clients cannot send it. At start-up of `serve`, every stored average is
// brought in line with its contest's phase, which folds in vote or meme changes an administrator made later.

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  if (!e.hasSuperuserAuth() && rules.bodyHas(e, "average_score")) {
    rules.refuse(rules.MESSAGES.averageScore, "average_score");
  }
  e.next();
}, "players", "memes");

onBootstrap((e) => {
  e.next();
  if (!$os.args.includes("serve")) return;
  // serve applies the app migrations only after bootstrap; apply them now so the tables exist.
  e.app.runAppMigrations();
  require(`${__hooks}/lib/scores.js`).repairAllAverages(e.app);
});
