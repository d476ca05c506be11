/// <reference path="../.pb/types.d.ts" />
// Contests: a request's checks in one place and one transaction. Field limits (name, description, max memes), at
// most 3 contests per organizer, phase deadlines (lib/rules/deadlines.js) and the phase order (lib/rules/phases.js). Superusers (administrators) skip the quota and
// the phase conditions, not the field limits.

onRecordCreateRequest((e) => require(`${__hooks}/lib/routes/contests.js`).createContest(e), 'contests');
onRecordUpdateRequest((e) => require(`${__hooks}/lib/routes/contests.js`).updateContest(e), 'contests');
