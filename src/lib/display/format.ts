// Display formatting in one place (docs/product/rules-and-limits.md#limits).
import { dateTimeFormat, numberFormat } from '@/i18n/i18n';
import ranking from '@contract/ranking.js';

/**
 * Player-facing score: an integer, or one decimal when it has a fraction (the server's rule,
 * contract/ranking.js), in the active language's digits ('8.5', '8,5').
 */
export function formatPlayerScore(score: number | null | undefined): string {
  return formatScoreText(ranking.formatScore(score));
}

/** A score as the ranking gives it ('8.5') in the active language's digits ('8,5' in French). */
export function formatScoreText(score: string): string {
  return numberFormat({ maximumFractionDigits: 1 }).format(Number(score));
}

/** Dashboard score: always two decimals, in the active language's digits. */
export function formatDashboardScore(score: number | null | undefined): string {
  const value = Number.isFinite(score) ? Number(score) : 0;
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

function parseDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // PocketBase writes 'YYYY-MM-DD HH:mm:ss.sssZ'; the ISO 'T' separator makes every browser (Safari too) parse it.
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'string' ? value.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T') : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Medium date with short time, or undefined when the value is not a date. */
export function formatDateTime(value: string | number | Date | null | undefined): string | undefined {
  const date = parseDate(value);
  return date && dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Medium date ('Nov 25, 2026'), or undefined when the value is not a date. */
export function formatDate(value: string | number | Date | null | undefined): string | undefined {
  const date = parseDate(value);
  return date && dateTimeFormat({ dateStyle: 'medium' }).format(date);
}

/** File size for people: bytes, KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  const number = (value: number, digits: number) =>
    numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 1)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
