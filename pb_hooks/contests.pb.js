/// <reference path="../.pb/types.d.ts" />
// Contests: a request's checks in one place and one transaction. Field limits (name, description, max memes), at
// most 3 contests per organizer, phase deadlines (lib/deadlines.js) and the phase order (lib/phases.js). Superusers (administrators) skip the quota and
// the phase conditions, not the field limits.

onRecordCreateRequest((event) => {
  const e = /** @type {import('./lib/events.js').RecordRequestEvent} */ (event);
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { LIMITS, MESSAGES, refuse } = rules;

  rules.normalizeContestText(e.record);
  const deadlines = require(`${__hooks}/lib/deadlines.js`);
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
}, 'contests');

onRecordUpdateRequest((event) => {
  const e = /** @type {import('./lib/events.js').RecordRequestEvent} */ (event);
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { MESSAGES, refuse } = rules;

  rules.normalizeContestText(e.record);
  // The edit form sends the value back unchanged; any other value is refused.
  if (rules.bodyHas(e, 'max_memes_per_player')) {
    const sent = Number(e.requestInfo().body.max_memes_per_player);
    if (sent !== e.record.original().getFloat('max_memes_per_player')) {
      refuse(MESSAGES.maxMemesImmutable, 'max_memes_per_player');
    }
  }

  const deadlines = require(`${__hooks}/lib/deadlines.js`);
  deadlines.refuseUnreadableDeadlines(e);
  if (!e.hasSuperuserAuth()) deadlines.checkDeadlineChanges(e.record, e.record.original());

  const previous = e.record.original().getString('status');
  const next = e.record.getString('status');
  if (previous === next) return e.next();
  e.app.runInTransaction((txApp) => {
    require(`${__hooks}/lib/phases.js`).changePhase(txApp, e.record.id, previous, next, !e.hasSuperuserAuth());
    e.app = txApp;
    e.next();
  });
}, 'contests');
