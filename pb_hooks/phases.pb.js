/// <reference path="../pb_data/types.d.ts" />
// Contest phases: participation → vote → results, forward one step at a time, each step with its condition;
// results is final. What players and organizers may do depends on the phase. The checks read the phase
// inside the write transaction so a concurrent phase change cannot slip between check and write.

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const status = e.record.getString("status");
  // The create rule already refuses any other value from clients; this keeps superuser-made contests consistent.
  if (status && !rules.PHASES.includes(status)) rules.refuse("Unknown contest phase.", "status");
  e.next();
}, "contests");

onRecordUpdateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { MESSAGES, PHASES, refuse } = rules;
  const previous = e.record.original().getString("status");
  const next = e.record.getString("status");
  if (previous === next) return e.next();
  // Superusers may move a contest anywhere (an administrator fixing a contest), skipping the conditions.
  const checked = !e.hasSuperuserAuth();

  if (checked && previous === "results") refuse(MESSAGES.resultsFinal, "status");
  if (checked && PHASES.indexOf(next) !== PHASES.indexOf(previous) + 1) refuse(MESSAGES.phaseStep, "status");

  e.app.runInTransaction((txApp) => {
    const contest = { contest: e.record.id };
    if (checked && next === "vote") {
      const memes = rules.countRows(txApp, "SELECT COUNT(*) AS total FROM memes WHERE contest = {:contest}", contest);
      if (memes === 0) refuse(MESSAGES.needMeme, "status");
    }
    if (checked && next === "results") {
      const unvoted = rules.countRows(
        txApp,
        "SELECT COUNT(*) AS total FROM memes m WHERE m.contest = {:contest} " +
          "AND NOT EXISTS (SELECT 1 FROM votes v WHERE v.meme = m.id)",
        contest,
      );
      if (unvoted > 0) refuse(MESSAGES.needVotes, "status");
    }
    // Scores appear with results, committed together with the phase change.
    if (next === "results" || previous === "results") {
      require(`${__hooks}/lib/scores.js`).writeContestAverages(txApp, e.record.id, next === "results");
    }
    e.app = txApp;
    e.next();
  });
}, "contests");

onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  e.app.runInTransaction((txApp) => {
    if (rules.contestStatus(txApp, e.record.getString("contest")) !== "participation") {
      rules.refuse(rules.MESSAGES.playersPhase, "contest");
    }
    e.app = txApp;
    e.next();
  });
}, "players");

onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  e.app.runInTransaction((txApp) => {
    if (rules.contestStatus(txApp, e.record.getString("contest")) !== "participation") {
      rules.refuse(rules.MESSAGES.uploadPhase, "contest");
    }
    e.app = txApp;
    e.next();
  });
}, "memes");

onRecordDeleteRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  e.app.runInTransaction((txApp) => {
    if (rules.contestStatus(txApp, e.record.getString("contest")) !== "participation") {
      rules.refuse(rules.MESSAGES.deleteMemePhase);
    }
    e.app = txApp;
    e.next();
  });
}, "memes");
