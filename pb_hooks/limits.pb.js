/// <reference path="../pb_data/types.d.ts" />
// Field limits and quotas: contest fields, at most 3 contests per organizer, at most max_memes_per_player memes
// per player, and at most 5 × max_memes_per_player uploads per player over the contest, removed ones included. Counts run inside the write transaction, so parallel requests cannot overshoot a quota.
// Superusers (administrators) skip the quotas but not the field limits.

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { LIMITS, MESSAGES, refuse } = rules;

  rules.normalizeContestText(e.record);

  const maxMemes = Number(e.requestInfo().body.max_memes_per_player);
  if (!Number.isInteger(maxMemes) || maxMemes < LIMITS.memesPerPlayer.min || maxMemes > LIMITS.memesPerPlayer.max) {
    refuse(MESSAGES.maxMemes, "max_memes_per_player");
  }

  if (!e.record.getString("status")) e.record.set("status", "participation");

  if (e.hasSuperuserAuth()) return e.next();

  e.app.runInTransaction((txApp) => {
    const owned = rules.countRows(txApp, "SELECT COUNT(*) AS total FROM contests WHERE user = {:user}", {
      user: e.auth.id,
    });
    if (owned >= LIMITS.contestsPerOrganizer) refuse(MESSAGES.contestLimit);
    e.app = txApp;
    e.next();
  });
}, "contests");

onRecordUpdateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { MESSAGES, refuse } = rules;

  rules.normalizeContestText(e.record);

  // The edit form sends the value back unchanged; any other value is refused.
  if (rules.bodyHas(e, "max_memes_per_player")) {
    const sent = Number(e.requestInfo().body.max_memes_per_player);
    if (sent !== e.record.original().getFloat("max_memes_per_player")) {
      refuse(MESSAGES.maxMemesImmutable, "max_memes_per_player");
    }
  }

  e.next();
}, "contests");

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  rules.requireImageFileNames(e.record, "media");
  if (e.hasSuperuserAuth()) return e.next();

  e.app.runInTransaction((txApp) => {
    const contestId = e.record.getString("contest");
    const limit = rules.countRows(
      txApp,
      "SELECT COALESCE((SELECT max_memes_per_player FROM contests WHERE id = {:contest}), 0) AS total",
      { contest: contestId },
    );
    const uploaded = rules.countRows(
      txApp,
      "SELECT COUNT(*) AS total FROM memes WHERE contest = {:contest} AND player = {:player}",
      { contest: contestId, player: e.auth.id },
    );
    if (uploaded >= limit) rules.refuse(rules.MESSAGES.uploadLimit, "media");
    const made = rules.countRows(txApp, "SELECT COALESCE((SELECT uploads_made FROM players WHERE id = {:player}), 0) AS total", {
      player: e.auth.id,
    });
    if (made >= limit * rules.LIMITS.uploadsPerMemeSlot) rules.refuse(rules.MESSAGES.uploadChurn, "media");
    // Counted in the same transaction as the meme: a refused or failed upload does not count.
    txApp.db().newQuery("UPDATE players SET uploads_made = uploads_made + 1 WHERE id = {:player}").bind({ player: e.auth.id }).execute();
    e.app = txApp;
    e.next();
  });
}, "memes");
