import { describe, expect, it } from 'vitest';
import { formatDashboardScore, formatDateTime, formatFileSize, formatPlayerScore } from '@/lib/display/format';

describe('formatPlayerScore (players: integer or one decimal)', () => {
  it('shows whole scores without decimals', () => {
    expect(formatPlayerScore(7)).toBe('7');
    expect(formatPlayerScore(10)).toBe('10');
    expect(formatPlayerScore(7.04)).toBe('7');
  });

  it('shows other scores with one decimal', () => {
    expect(formatPlayerScore(7.25)).toBe('7.3');
    expect(formatPlayerScore(6.666)).toBe('6.7');
    expect(formatPlayerScore(8.5)).toBe('8.5');
  });

  it('shows 0 for a missing or invalid score', () => {
    expect(formatPlayerScore(null)).toBe('0');
    expect(formatPlayerScore(undefined)).toBe('0');
    expect(formatPlayerScore(Number.NaN)).toBe('0');
  });
});

describe('formatDashboardScore (dashboard: two decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatDashboardScore(7)).toBe('7.00');
    expect(formatDashboardScore(6.456)).toBe('6.46');
    expect(formatDashboardScore(9.5)).toBe('9.50');
  });

  it('shows 0.00 for a missing or invalid score', () => {
    expect(formatDashboardScore(null)).toBe('0.00');
    expect(formatDashboardScore(undefined)).toBe('0.00');
    expect(formatDashboardScore(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
});

describe('formatDateTime (medium date with short time)', () => {
  // The test environment runs in the en-US locale.
  it('formats dates, timestamps and PocketBase date strings', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 14, 30))).toMatch(/^Mar 5, 2024,? 2:30\sPM$/);
    expect(formatDateTime(new Date(2024, 11, 31, 9, 5).getTime())).toMatch(/^Dec 31, 2024,? 9:05\sAM$/);
    const fromServer = formatDateTime('2024-07-14 18:45:00.000Z');
    expect(fromServer).toBe(formatDateTime(new Date(Date.UTC(2024, 6, 14, 18, 45))));
    expect(fromServer).toMatch(/2024/);
  });

  it('returns undefined for missing or invalid values', () => {
    expect(formatDateTime(undefined)).toBeUndefined();
    expect(formatDateTime(null)).toBeUndefined();
    expect(formatDateTime('')).toBeUndefined();
    expect(formatDateTime('not a date')).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
