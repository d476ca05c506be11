import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a long list to render: `firstScreen` at once, then every row, as a transition started once the
 * first screen is painted. A room of 300 players and 900 memes shows its first rows without waiting for the
 * thousand others, which render right after without blocking input. Once every row is shown, rows that arrive
 * later (live updates) show at once.
 */
export function useFirstScreenFirst(total: number, firstScreen: number): number {
  const [everyRow, setEveryRow] = useState(false);
  const waiting = !everyRow && total > firstScreen;

  useEffect(() => {
    if (!waiting) return;
    // After the next frame is painted: a timeout queued from an animation frame runs once that frame is on screen.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setEveryRow(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [waiting]);

  return waiting ? firstScreen : total;
}
