// The leaderboard's summary of the season points rule says the contract's figures (docs/product/rules-and-limits.md#seasons).
import { describe, expect, it } from 'vitest';
import { SEASON_POINTS_SHOWN } from '@/features/seasons/season-points';
import { t } from '@/i18n/i18n';
import seasons from '@contract/seasons.js';

describe('the season points rule as the leaderboard says it', () => {
  it("uses the contract's points for the podium and for taking part", () => {
    expect([SEASON_POINTS_SHOWN.first, SEASON_POINTS_SHOWN.second, SEASON_POINTS_SHOWN.third]).toEqual(
      seasons.SEASON_PODIUM_POINTS,
    );
    expect(SEASON_POINTS_SHOWN.part).toBe(seasons.SEASON_TAKING_PART_POINTS);
    expect(t('season.pointsRule', SEASON_POINTS_SHOWN)).toBe(
      'Each contest: 10 points for 1st, 7 for 2nd, 5 for 3rd, 1 for taking part. Ties go to the best average.',
    );
  });
});
