/// <reference path="../../../.pb/types.d.ts" />
/* global arrayOf, DateTime */
// Phase deadlines: `participation_ends` and `vote_ends`, optional, set by the organizer. When one
// passes, the server advances the contest with the same rules and gates as a manual advance (lib/rules/phases.js). If the
// gate is not met, the contest stays, that deadline is cleared (no retry loop), and `deadline_blocked` tells the
// organizer why. One rule, applyDueDeadline, started from four places (with a manual advance, every trigger of a
// phase change is listed in docs/architecture.md, "Where a phase change starts"):
// - the cron job `meme_arena_deadlines`, each minute (deadlines.pb.js);
// - the start-up, for a deadline that passed while the server was down (startup.pb.js);
// - a client's read of a contest whose deadline has passed (deadlines.pb.js), so an open page's countdown reaching
//   zero moves every open page within a second: a read that writes, applyDueDeadlineOnRead;
// - a write that the phase allows arriving after its deadline (writeBeforeDeadline below: an upload, a removal of a
//   meme, a join, a new player, a vote), which is refused once the phase is over, so nothing gets in between the
//   deadline and the next run of the cron.
// Loaded with require() inside each handler.

/** @type {typeof import('./contest_rules.js')} */
const rules = require(`${__hooks}/lib/rules/contest_rules.js`);
const { MESSAGES, PHASES, refuse } = rules;
/** @type {typeof import('../../../contract/rules.js')} */
const { messageData } = require(`${__hooks}/../contract/rules.js`);

/**
 * The deadline field of each phase that has one.
 * @type {Record<string, string>}
 */
const DEADLINE_OF = { participation: 'participation_ends', vote: 'vote_ends' };

function nowString() {
  return new DateTime().string();
}

/**
 * Whether `contest`'s current phase has a deadline that has passed (read from the record, no query).
 * @param {core.Record} contest
 */
function isDue(contest) {
  const field = DEADLINE_OF[contest.getString('status')];
  if (!field) return false;
  const deadline = contest.getString(field);
  return deadline !== '' && deadline <= nowString();
}

/**
 * Advances `contestId` if its current phase's deadline has passed, in one transaction (a manual advance or another
 * reader racing this one sees the result, never half of it). Repeats for the next phase, whose deadline may have
 * passed too (a server that was down through both). Returns the number of phases moved.
 * @param {CoreApp} app
 * @param {string} contestId
 */
function applyDueDeadline(app, contestId) {
  let moved = 0;
  for (let step = 0; step < PHASES.length; step += 1) {
    let advanced = false;
    app.runInTransaction((txApp) => {
      const contest = txApp.findRecordById('contests', contestId);
      if (!isDue(contest)) return;
      const previous = contest.getString('status');
      const next = PHASES[PHASES.indexOf(previous) + 1];
      try {
        require(`${__hooks}/lib/rules/phases.js`).changePhase(txApp, contestId, previous, next, true);
        contest.set('status', next);
        contest.set('deadline_blocked', '');
        contest.set('deadline_blocked_code', null);
        advanced = true;
      } catch (/** @type {any} */ error) {
        const reason = error && error.message ? String(error.message) : MESSAGES.unknownPhase;
        contest.set(DEADLINE_OF[previous], '');
        contest.set('deadline_blocked', `${MESSAGES.deadlineBlocked} ${reason}`);
        // The reason's code, for the organizer's panel to say it in their language; none for a reason that is not
        // one of the rules' messages (the panel then shows the English text).
        const code = messageData(reason);
        contest.set('deadline_blocked_code', code.messageCode ? code : null);
      }
      txApp.save(contest);
    });
    if (!advanced) break;
    moved += 1;
  }
  return moved;
}

/** @type {Record<string, string>} */
const PASSED_MESSAGE = {
  participation: MESSAGES.participationDeadlinePassed,
  vote: MESSAGES.voteDeadlinePassed,
};

/**
 * Runs a write that only the `phases` allow, such as an upload (participation) or a vote (vote), so that it never
 * lands after its phase's deadline. `write(stopIfDue)` runs the write in its own transaction (or single statement)
 * and calls stopIfDue(contest) with the contest record it read there, before writing: if the contest is in one of
 * `phases` and that phase's deadline has passed, the write is abandoned (its transaction rolls back) and the deadline
 * is applied here, exactly as the cron would (applyDueDeadline). Then:
 * - the contest moved to a phase that does not allow the write: refused with "Time is up: …";
 * - it stayed (its gate was not met, so the deadline was cleared, as the cron does) or moved to a phase that still
 *   allows the write (a removal by the organizer): the write runs again, as it would have after the cron.
 * Returns what `write` returns.
 * @template T
 * @param {CoreApp} app
 * @param {string} contestId
 * @param {string[]} phases
 * @param {(stopIfDue: (contest: core.Record | null) => void) => T} write
 * @returns {T}
 */
function writeBeforeDeadline(app, contestId, phases, write) {
  let passed = '';
  for (let round = 0; round <= PHASES.length; round += 1) {
    let stopped = false;
    /** @param {core.Record | null} contest */
    const stopIfDue = (contest) => {
      if (!contest || phases.indexOf(contest.getString('status')) < 0 || !isDue(contest)) return;
      stopped = true;
      passed = contest.getString('status');
      throw new Error(PASSED_MESSAGE[passed]);
    };
    try {
      return write(stopIfDue);
    } catch (error) {
      if (!stopped) throw error;
    }
    applyDueDeadline(app, contestId);
    if (phases.indexOf(rules.contestStatus(app, contestId)) < 0) break;
  }
  return refuse(PASSED_MESSAGE[passed]);
}

/**
 * A read that writes: the contest a client views, after applying its current phase's deadline if that has passed
 * (the record as it now stands). Unchanged when nothing is due, at no query.
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function applyDueDeadlineOnRead(app, contest) {
  if (!isDue(contest)) return contest;
  applyDueDeadline(app, contest.id);
  return app.findRecordById('contests', contest.id);
}

/**
 * Every contest whose current phase's deadline has passed: advanced (or told why not).
 * @param {CoreApp} app
 */
function applyAllDueDeadlines(app) {
  const due = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(
      "SELECT id FROM contests WHERE (status = 'participation' AND participation_ends != '' AND participation_ends <= {:now}) " +
        "OR (status = 'vote' AND vote_ends != '' AND vote_ends <= {:now})"
    )
    .bind({ now: nowString() })
    .all(due);
  for (const row of due) {
    try {
      applyDueDeadline(app, row.id);
    } catch (error) {
      app.logger().error('Applying a contest deadline failed', 'contest', row.id, 'error', String(error));
    }
  }
}

/**
 * Checks the deadlines a create or update request sets (superusers skip this): each must be a date in the future
 * when it changes, may only change while its phase is current or ahead, and voting must end after participation.
 * A changed deadline clears the note about a blocked one.
 * @param {core.Record} record
 * @param {core.Record | null} original  null for a new contest
 */
function checkDeadlineChanges(record, original) {
  const status = record.getString('status');
  const now = nowString();
  let changed = false;
  // PocketBase's date strings ("2026-11-27 19:00:00.000Z") order as the times they stand for.
  for (const phase of Object.keys(DEADLINE_OF)) {
    const field = DEADLINE_OF[phase];
    const value = record.getString(field);
    if (value === (original ? original.getString(field) : '')) continue;
    changed = true;
    if (PHASES.indexOf(status) > PHASES.indexOf(phase)) refuse(MESSAGES.deadlinePhase, field);
    if (value !== '' && value <= now) refuse(MESSAGES.deadlinePast, field);
  }
  const participationEnds = record.getString('participation_ends');
  const voteEnds = record.getString('vote_ends');
  if (status === PHASES[0] && participationEnds !== '' && voteEnds !== '' && voteEnds <= participationEnds) {
    refuse(MESSAGES.deadlineOrder, 'vote_ends');
  }
  if (changed) {
    record.set('deadline_blocked', '');
    record.set('deadline_blocked_code', null);
  }
}

/**
 * @param {string} text
 * @returns {unknown}
 */
function parsedJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A date PocketBase cannot read is stored empty, as if the deadline were cleared: refuse it instead. The request's
 * own JSON is read again for this, because PocketBase has already turned the body's dates into date values (the
 * body is rereadable). Only the app's JSON requests are checked; a form post keeps PocketBase's own behaviour.
 * @param {import('../platform/events.js').RecordRequestEvent & { requestEvent: import('../platform/events.js').RequestEvent }} e  with its
 *   embedded request event, which the JSVM exposes as `requestEvent` and PocketBase's declarations do not name.
 */
function refuseUnreadableDeadlines(e) {
  // A record request event reaches the HTTP request through its embedded request event.
  const request = e.requestEvent.request;
  const type = request.header.get('Content-Type') || '';
  if (type.indexOf('application/json') < 0) return;
  const sent = parsedJson(toString(request.body)); // PocketBase's toString(reader)
  for (const field of Object.values(DEADLINE_OF)) {
    const value = sent && typeof sent === 'object' ? /** @type {Record<string, unknown>} */ (sent)[field] : undefined;
    if (value === undefined || value === null || rules.trimmed(value) === '') continue;
    if (typeof value !== 'string' || e.record.getString(field) === '') refuse(MESSAGES.deadlineInvalid, field);
  }
}

module.exports = {
  applyDueDeadlineOnRead,
  isDue,
  applyDueDeadline,
  writeBeforeDeadline,
  applyAllDueDeadlines,
  checkDeadlineChanges,
  refuseUnreadableDeadlines,
};
