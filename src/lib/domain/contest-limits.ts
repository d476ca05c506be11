import type { ContestRecord } from '@/lib/data/records';

/**
 * docs/product/rules-and-limits.md#contests: a max_memes_per_player that is not a finite number above 0 counts as no
 * limit (0).
 */
export function maxMemesPerPlayer(contest: Pick<ContestRecord, 'max_memes_per_player'>): number {
  const value = Number(contest.max_memes_per_player);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
