// Running a contest again (docs/product/rules-and-limits.md#run-it-again): the next contest's name and how its
// deadlines move, for both sides. The server's route (pb_hooks/lib/routes/run_again.js) creates the contest with
// these, and the organizer's dialog (src/features/dashboard) shows the same name before the tap, so the two never
// disagree. Part of the contract between the app and the server (docs/architecture.md).

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

// A trailing number after a space or '#' (or the whole name): "Meme of the week #7", "Week 12", "Round #3", "2026".
// At most 9 digits, so the next one stays a safe integer; "…#007" keeps its zeros ("…#008").
const TRAILING_NUMBER = /^(.*?)([\s#]*)(\d{1,9})$/;

/**
 * The next contest's name: its trailing number plus one ("Meme of the week #7" → "Meme of the week #8"), or the name
 * with " #2" (no number: the old one was the first). The text before the number is shortened, never the number, so
 * the name stays within `maxLength` (the contest name limit, counted as the server counts it).
 * @param {string} name
 * @param {number} maxLength
 * @returns {string}
 */
function nextContestName(name, maxLength) {
  const trimmed = String(name).trim();
  const match = TRAILING_NUMBER.exec(trimmed);
  let text = trimmed;
  let separator = ' #';
  let number = '2';
  // "abc123" is a name, not a count: a number counts when something sets it apart, or when it is the whole name.
  if (match && (match[2] || !match[1])) {
    text = match[1] ?? '';
    separator = match[2] ?? '';
    const digits = match[3] ?? '1';
    const next = String(Number(digits) + 1);
    number = next.length < digits.length ? next.padStart(digits.length, '0') : next;
  }
  // Shortened by whole characters, so an emoji is never cut in half.
  const chars = Array.from(text);
  while (chars.length && chars.join('').length + separator.length + number.length > maxLength) chars.pop();
  return chars.join('').trimEnd() + separator + number;
}

/**
 * How far the next contest's deadlines move (docs/product/rules-and-limits.md#run-it-again), from the time since the
 * old contest was created: from half a week on, that time rounded to the nearest whole week, so a weekly series run
 * again at any moment around its end (Sunday night after the results, or Monday evening) keeps its weekdays and
 * times; under half a week, rounded up to whole days, so a daily series moves by a day. At least one day.
 * @param {number} createdMs  When the old contest was created (ms since the epoch).
 * @param {number} nowMs
 * @returns {number} milliseconds
 */
function seriesShift(createdMs, nowMs) {
  const elapsed = Math.max(0, nowMs - createdMs);
  if (elapsed >= WEEK_MS / 2) return Math.max(1, Math.round(elapsed / WEEK_MS)) * WEEK_MS;
  return Math.max(1, Math.ceil(elapsed / DAY_MS)) * DAY_MS;
}

/**
 * A PocketBase date ("2026-11-27 19:00:00.000Z") or an ISO one as milliseconds since the epoch; NaN for '' or an
 * unreadable one.
 * @param {string} value
 * @returns {number}
 */
function dateMs(value) {
  if (!value) return NaN;
  return new Date(String(value).replace(' ', 'T')).getTime();
}

/**
 * A deadline of the old contest moved by `shiftMs`, as an ISO string; '' when there was none or when it would still
 * be in the past (it is dropped: the organizer sets it again).
 * @param {string} deadline
 * @param {number} shiftMs
 * @param {number} nowMs
 * @returns {string}
 */
function shiftedDeadline(deadline, shiftMs, nowMs) {
  const ms = dateMs(deadline);
  if (!Number.isFinite(ms) || ms + shiftMs <= nowMs) return '';
  return new Date(ms + shiftMs).toISOString();
}

module.exports = { DAY_MS, nextContestName, seriesShift, shiftedDeadline, dateMs };
