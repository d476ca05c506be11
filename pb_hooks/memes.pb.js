/// <reference path="../.pb/types.d.ts" />
// Memes: an upload's checks in one place and one transaction (quotas, pixel size, stored name, phase), and the
// phase rule of removing one. The rules themselves are in lib/uploads.js and lib/contest_rules.js.

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const uploads = require(`${__hooks}/lib/uploads.js`);
  // Superusers (administrators, the demo seed) skip the quotas and the phase, not the file checks.
  const checked = !e.hasSuperuserAuth();
  rules.requireImageFileNames(e.record, 'media');

  e.app.runInTransaction((txApp) => {
    const contestId = e.record.getString('contest');
    if (checked) uploads.checkAndCountUpload(txApp, contestId, e.auth.id);
    uploads.checkImageAndName(e.record);
    if (checked && rules.contestStatus(txApp, contestId) !== 'participation') {
      rules.refuse(rules.MESSAGES.uploadPhase, 'contest');
    }
    if (checked && rules.bodyHas(e, 'average_score')) rules.refuse(rules.MESSAGES.averageScore, 'average_score');
    e.app = txApp;
    e.next();
  });
}, 'memes');

onRecordDeleteRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  e.app.runInTransaction((txApp) => {
    if (rules.contestStatus(txApp, e.record.getString('contest')) !== 'participation') {
      rules.refuse(rules.MESSAGES.deleteMemePhase);
    }
    e.app = txApp;
    e.next();
  });
}, 'memes');
