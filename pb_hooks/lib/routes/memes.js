/// <reference path="../../../.pb/types.d.ts" />
// What an upload or a meme's removal runs (memes.pb.js): its checks in one place and one transaction.

/**
 * An upload (onRecordCreateRequest): quotas, pixel size, stored name, phase and its deadline.
 * @param {core.RecordRequestEvent} event
 */
function uploadMeme(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const uploads = require(`${__hooks}/lib/rules/uploads.js`);
  // Superusers (administrators, the demo seed) skip the quotas and the phase, not the file checks.
  const checked = !e.hasSuperuserAuth();
  rules.requireImageFileNames(e.record, 'media');
  const app = e.app;
  const contestId = e.record.getString('contest');

  /** @param {(contest: core.Record | null) => void} stopIfDue */
  const upload = (stopIfDue) =>
    app.runInTransaction((txApp) => {
      // Only the contest's own players reach its deadline (the create rule refuses everyone else anyway).
      if (checked && e.auth && e.auth.getString('contest') === contestId) {
        stopIfDue(rules.findContest(txApp, contestId));
      }
      // The create rule admits the contest's signed-in players only.
      if (checked) uploads.checkAndCountUpload(txApp, contestId, /** @type {core.Record} */ (e.auth).id);
      uploads.checkImageAndName(e.record);
      if (checked && rules.contestStatus(txApp, contestId) !== 'participation') {
        rules.refuse(rules.MESSAGES.uploadPhase, 'contest');
      }
      if (checked && rules.bodyHas(e, 'average_score')) rules.refuse(rules.MESSAGES.averageScore, 'average_score');
      e.app = txApp;
      e.next();
    });
  if (!checked) return upload(() => {});
  require(`${__hooks}/lib/rules/deadlines.js`).writeBeforeDeadline(app, contestId, ['participation'], upload);
}

/**
 * Removing a meme (onRecordDeleteRequest): the uploader during participation, the organizer until results open,
 * with a notice to the uploader.
 * @param {core.RecordRequestEvent} event
 */
function removeMeme(event) {
  const e = /** @type {import('../platform/events.js').RecordRequestEvent} */ (event);
  if (e.hasSuperuserAuth()) return e.next();
  const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
  const byOrganizer = !rules.isPlayer(e.auth);
  const app = e.app;
  const contestId = e.record.getString('contest');
  // A player removes their own memes during participation; the organizer moderates until results open.
  const phases = byOrganizer ? ['participation', 'vote'] : ['participation'];
  /** @type {typeof import('../rules/deadlines.js')} */
  const deadlines = require(`${__hooks}/lib/rules/deadlines.js`);
  deadlines.writeBeforeDeadline(app, contestId, phases, (stopIfDue) =>
    app.runInTransaction((txApp) => {
      // The delete rule has already let this request at the meme: the uploader or the contest's organizer.
      stopIfDue(rules.findContest(txApp, contestId));
      const status = rules.contestStatus(txApp, contestId);
      if (byOrganizer && status !== 'participation' && status !== 'vote') rules.refuse(rules.MESSAGES.removeMemePhase);
      if (!byOrganizer && status !== 'participation') rules.refuse(rules.MESSAGES.deleteMemePhase);
      e.app = txApp;
      e.next();
      // The uploader is told, on their page, which meme the organizer removed, and in which phase (its votes, if any,
      // go with it: cascade).
      const player = e.record.getString('player');
      if (byOrganizer && player) {
        const notice = new Record(txApp.findCollectionByNameOrId('meme_removals'));
        notice.set('player', player);
        notice.set('contest', contestId);
        notice.set('media_name', e.record.getString('media_name') || e.record.getString('media'));
        // Votes exist only from the vote phase on: the notice mentions them only then.
        notice.set('phase', status);
        txApp.save(notice);
      }
    })
  );
}

module.exports = { uploadMeme, removeMeme };
