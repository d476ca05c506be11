/// <reference path="../../../.pb/types.d.ts" />
// What a contest request runs (contests.pb.js, deadlines.pb.js): its checks in one place and one transaction.

/**
 * A new contest (onRecordCreateRequest): field limits, deadlines, the contest limit and the first phase.
 * @param {core.RecordRequestEvent} event
 */
function createContest(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const { LIMITS, MESSAGES, refuse } = rules;

  rules.normalizeContestText(e.record);
  const deadlines = require(`${__hooks}/lib/rules/deadlines.js`);
  deadlines.refuseUnreadableDeadlines(e);
  if (!e.hasSuperuserAuth()) deadlines.checkDeadlineChanges(e.record, null);
  const maxMemes = Number(e.requestInfo().body.max_memes_per_player);
  if (!Number.isInteger(maxMemes) || maxMemes < LIMITS.memesPerPlayer.min || maxMemes > LIMITS.memesPerPlayer.max) {
    refuse(MESSAGES.maxMemes, 'max_memes_per_player');
  }
  // A new contest starts in participation. The create rule refuses any other value from clients; the phase check
  // keeps superuser-made contests consistent.
  if (!e.record.getString('status')) e.record.set('status', rules.PHASES[0]);
  const checkPhase = () => {
    if (!rules.PHASES.includes(e.record.getString('status'))) refuse(MESSAGES.unknownPhase, 'status');
  };

  if (e.hasSuperuserAuth()) {
    checkPhase();
    return e.next();
  }
  e.app.runInTransaction((txApp) => {
    const owned = rules.countRows(txApp, 'SELECT COUNT(*) AS total FROM contests WHERE user = {:user}', {
      user: /** @type {core.Record} */ (e.auth).id, // the create rule admits signed-in organizers only
    });
    if (owned >= LIMITS.contestsPerOrganizer) refuse(MESSAGES.contestLimit);
    checkPhase();
    e.app = txApp;
    e.next();
  });
}

/**
 * A change to a contest (onRecordUpdateRequest): field limits, max memes fixed, deadlines, a phase change through
 * lib/rules/phases.js, and the channel's post of the public link when the results get shared.
 * @param {core.RecordRequestEvent} event
 */
function updateContest(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const { MESSAGES, refuse } = rules;

  rules.normalizeContestText(e.record);
  // The edit form sends the value back unchanged; any other value is refused.
  if (rules.bodyHas(e, 'max_memes_per_player')) {
    const sent = Number(e.requestInfo().body.max_memes_per_player);
    if (sent !== e.record.original().getFloat('max_memes_per_player')) {
      refuse(MESSAGES.maxMemesImmutable, 'max_memes_per_player');
    }
  }

  const deadlines = require(`${__hooks}/lib/rules/deadlines.js`);
  deadlines.refuseUnreadableDeadlines(e);
  if (!e.hasSuperuserAuth()) deadlines.checkDeadlineChanges(e.record, e.record.original());

  const previous = e.record.original().getString('status');
  const next = e.record.getString('status');
  // Sharing turned on once the results are out posts the public link to the channel, once (lib/rules/reminders.js).
  const sharing = !e.record.original().getBool('results_shared') && e.record.getBool('results_shared');
  if (previous === next && !sharing) return e.next();
  e.app.runInTransaction((txApp) => {
    if (previous !== next) {
      require(`${__hooks}/lib/rules/phases.js`).changePhase(txApp, e.record.id, previous, next, !e.hasSuperuserAuth());
    }
    if (sharing) require(`${__hooks}/lib/rules/reminders.js`).queueSharedPost(txApp, e.record);
    e.app = txApp;
    e.next();
  });
}

/**
 * A read that writes: viewing a contest whose deadline has passed (onRecordViewRequest) applies that deadline first,
 * and answers the updated contest (lib/rules/deadlines.js).
 * @param {core.RecordRequestEvent} event
 */
function viewContest(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  e.record = require(`${__hooks}/lib/rules/deadlines.js`).applyDueDeadlineOnRead(e.app, e.record);
  e.next();
}

module.exports = { createContest, updateContest, viewContest };
