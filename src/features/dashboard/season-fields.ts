// What the season forms check before they send, in the server's words (the same rule: contract/rules.json).
import { SEASON_NAME_LENGTH } from '@/config/limits';
import type { SeasonFields } from './api/seasons';

/** The date box's day ('2026-12-31') as the end date stored: noon UTC, so it reads as that day in every time zone. */
export function endsFromDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day} 12:00:00.000Z` : '';
}

/** The stored end date as the date box's day. */
export function dayFromEnds(ends: string | undefined): string {
  return ends && /^\d{4}-\d{2}-\d{2}/.test(ends) ? ends.slice(0, 10) : '';
}

/** The fields to send, or undefined when the name is out of bounds. */
export function checkSeasonFields(name: string, day: string): SeasonFields | undefined {
  const trimmed = name.trim();
  if (trimmed.length < SEASON_NAME_LENGTH.min || trimmed.length > SEASON_NAME_LENGTH.max) return undefined;
  return { name: trimmed, ends: endsFromDay(day) };
}
