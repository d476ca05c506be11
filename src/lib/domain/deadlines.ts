// Phase deadlines: the contest's optional end times of participation and of the vote, which the
// server applies (pb_hooks/lib/rules/deadlines.js). Shared by the organizer's forms and the player's countdown.
import { dateTimeFormat, type Translate } from '@/i18n/i18n';
import type { ContestRecord, ContestStatus } from '@/lib/data/records';

export type DeadlineField = 'participation_ends' | 'vote_ends';

/** The deadline field of each phase that has one. */
export const DEADLINE_OF: Partial<Record<ContestStatus, DeadlineField>> = {
  participation: 'participation_ends',
  vote: 'vote_ends',
};

/** A date as PocketBase sends it ("2026-11-27 19:00:00.000Z"), or '' for none. */
export function parseServerDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The end of the contest's current phase, if it has one. */
export function currentDeadline(contest: Pick<ContestRecord, 'status' | DeadlineField>): Date | null {
  const field = DEADLINE_OF[contest.status];
  return field ? parseServerDate(contest[field]) : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The value of a datetime-local input for a server date, in the browser's time zone ('' for none). */
export function toLocalInputValue(value: string | undefined): string {
  const date = parseServerDate(value);
  if (!date) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** What to send for a datetime-local input's value (local time): an ISO date, or '' to clear the deadline. */
export function fromLocalInputValue(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The browser's time zone, as the deadline fields name it: "Europe/Paris (UTC+01:00)". */
export function localTimeZoneLabel(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const utc = `UTC${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return zone ? `${zone} (${utc})` : utc;
}

/** A deadline as people read it, in their time zone: "Fri 27 Nov, 20:00". */
export function formatDeadline(date: Date): string {
  return dateTimeFormat({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Time left, short: "2 d 3 h", "3 h 05 min", "12:04" (minutes and seconds under an hour), in the active language. */
export function formatTimeLeft(t: Translate, ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return t('time.daysHours', { days, hours });
  if (hours > 0) return t('time.hoursMinutes', { hours, minutes: pad(minutes) });
  return t('time.minutesSeconds', { minutes, seconds: pad(seconds % 60) });
}
