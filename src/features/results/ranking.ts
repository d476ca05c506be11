import { formatPlayerScore } from '@/lib/format';

export interface Ranked<T> {
  item: T;
  rank: number;
  /** The score as players see it (an integer or one decimal). */
  score: string;
}

/**
 * Standard competition ranking (1, 1, 3) on the scores as shown: two entries that look equal share a rank.
 * Highest score first; entries with equal scores keep their given order.
 */
export function rankByScore<T>(items: readonly T[], scoreOf: (item: T) => number | null | undefined): Ranked<T>[] {
  const sorted = items
    .map((item, order) => ({ item, order, value: Number(formatPlayerScore(scoreOf(item))) }))
    .sort((a, b) => b.value - a.value || a.order - b.order);
  const ranked: Ranked<T>[] = [];
  sorted.forEach(({ item, value }, index) => {
    const previous = ranked[index - 1];
    const rank = previous && Number(previous.score) === value ? previous.rank : index + 1;
    ranked.push({ item, rank, score: formatPlayerScore(value) });
  });
  return ranked;
}
