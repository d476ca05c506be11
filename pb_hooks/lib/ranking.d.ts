// Types of ranking.js for the app, which imports it through scripts/vite/hook-libraries.ts.
export interface Ranked<T> {
  item: T;
  rank: number;
  /** The score as players see it (an integer or one decimal). */
  score: string;
}

declare const ranking: {
  formatScore(score: number | null | undefined): string;
  rankByScore<T>(items: readonly T[], scoreOf: (item: T) => number | null | undefined): Ranked<T>[];
  pointsText(score: string): string;
};
export default ranking;
