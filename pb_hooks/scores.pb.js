/// <reference path="../pb_data/types.d.ts" />
// average_score of memes and players is computed by the server only: SQLite triggers
// (pb_migrations/1795313959_score_triggers.js) update it in the same statement as every vote write and meme
// removal. Clients cannot send it, and a full recomputation runs at start-up as a safety net.

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
  e.app
    .db()
    .newQuery(
      "UPDATE memes SET average_score = COALESCE((SELECT AVG(score) FROM votes WHERE votes.meme = memes.id), 0) " +
        "WHERE average_score IS NOT COALESCE((SELECT AVG(score) FROM votes WHERE votes.meme = memes.id), 0)",
    )
    .execute();
  e.app
    .db()
    .newQuery(
      "UPDATE players SET average_score = COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme " +
        "WHERE m.player = players.id), 0) WHERE average_score IS NOT COALESCE((SELECT AVG(v.score) FROM votes v " +
        "JOIN memes m ON m.id = v.meme WHERE m.player = players.id), 0)",
    )
    .execute();
});
