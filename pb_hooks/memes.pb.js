/// <reference path="../.pb/types.d.ts" />
// Memes: an upload's checks in one place and one transaction (quotas, pixel size, stored name, phase and its
// deadline), and the phase rules of removing one: the uploader during participation, the organizer (moderation)
// until results open, with a notice to the uploader. The rules themselves are in lib/rules/uploads.js,
// lib/rules/contest_rules.js and, for a write that arrives after its phase's deadline, lib/rules/deadlines.js.

onRecordCreateRequest((e) => require(`${__hooks}/lib/routes/memes.js`).uploadMeme(e), 'memes');
onRecordDeleteRequest((e) => require(`${__hooks}/lib/routes/memes.js`).removeMeme(e), 'memes');
