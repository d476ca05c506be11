// The colour of each score, from cool (1) to hot (10): the score buttons, the badge on a scored meme and the done
// state's chart use the same one, so a score reads at a glance. Inline colours rather than ten sets of Tailwind
// classes, which cost the player page 2 KB of CSS and JavaScript. White text keeps at least 5:1 contrast on every
// `solid` colour, and more on a `tile` (a quarter of the colour over the dark background).
import type { CSSProperties } from 'react';
import { SCORE_RANGE } from '@/config/limits';

/** Tailwind's 500 shade of blue, indigo, violet, purple, fuchsia, pink, rose, red, orange and amber, and a darker
 * shade of each for white text (600 for the first four, 700 for the others). */
const COLOURS: readonly (readonly [base: string, solid: string])[] = [
  ['#3b82f6', '#2563eb'],
  ['#6366f1', '#4f46e5'],
  ['#8b5cf6', '#7c3aed'],
  ['#a855f7', '#9333ea'],
  ['#d946ef', '#a21caf'],
  ['#ec4899', '#be185d'],
  ['#f43f5e', '#be123c'],
  ['#ef4444', '#b91c1c'],
  ['#f97316', '#c2410c'],
  ['#f59e0b', '#b45309'],
];

/** Every score, lowest first (docs/product/player.md#vote-phase: integer buttons 1 to 10). */
export const SCORES: readonly number[] = Array.from(
  { length: SCORE_RANGE.max - SCORE_RANGE.min + 1 },
  (_, index) => SCORE_RANGE.min + index,
);

function colourOf(score: number) {
  const span = Math.max(1, SCORE_RANGE.max - SCORE_RANGE.min);
  const step = Math.round(((score - SCORE_RANGE.min) / span) * (COLOURS.length - 1));
  return COLOURS[Math.min(COLOURS.length - 1, Math.max(0, step))]!;
}

/** An unpressed score button: a tint of the colour, its border half the colour. */
export const scoreTileStyle = (score: number): CSSProperties => {
  const [base] = colourOf(score);
  return { backgroundColor: `${base}40`, borderColor: `${base}80` };
};

/** A pressed score button, the badge on a scored meme: the colour itself, dark enough for white text. */
export const scoreSolidStyle = (score: number): CSSProperties => ({ backgroundColor: colourOf(score)[1] });

/** A bar of the done state's chart. */
export const scoreBarStyle = (score: number): CSSProperties => ({ backgroundColor: colourOf(score)[0] });
