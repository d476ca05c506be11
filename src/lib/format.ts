// Display formatting in one place (docs/product/rules-and-limits.md#limits).
import ranking from '../../pb_hooks/contract/ranking.js';

/** Player-facing score: an integer, or one decimal when it has a fraction (the server's rule, pb_hooks/contract/ranking.js). */
export const formatPlayerScore: (score: number | null | undefined) => string = ranking.formatScore;

/** Dashboard score: always two decimals. */
export function formatDashboardScore(score: number | null | undefined): string {
  const value = Number.isFinite(score) ? Number(score) : 0;
  return value.toFixed(2);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
  return date && dateTimeFormat.format(date);
}

/** Medium date ('Nov 25, 2026'), or undefined when the value is not a date. */
export function formatDate(value: string | number | Date | null | undefined): string | undefined {
  const date = parseDate(value);
  return date && dateFormat.format(date);
}

/** File size for people: bytes, KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
