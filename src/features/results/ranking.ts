// Ranking and score wording of the results: the very rules the server's announcements and link previews use
// (contract/ranking.js, imported through scripts/vite/hook-libraries.ts).
import ranking, { type Ranked } from '@contract/ranking.js';

export type { Ranked };

/**
 * Standard competition ranking (1, 1, 3) on the scores as shown: two entries that look equal share a rank.
 * Highest score first; entries with equal scores keep their given order.
 */
export const rankByScore: <T>(items: readonly T[], scoreOf: (item: T) => number | null | undefined) => Ranked<T>[] =
  ranking.rankByScore;
