import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the next frame is painted: a timeout queued from an animation frame runs once that frame is
 * on screen. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * Runs `callback` once the page has loaded (its own images and scripts) and the browser is idle: for what a page may
 * need later, fetched ahead without competing with what it shows first. Returns what cancels it.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback);
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * False until the first frame painted after `ready` turned true, then true for good: for work that the first screen
 * does not need (its secondary requests, live updates), which then starts once that screen is shown rather than
 * competing with it for the phone's network and processor.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (ready && !painted) return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}

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
    if (waiting) return afterNextPaint(() => startTransition(() => setEveryRow(true)));
  }, [waiting]);

  return waiting ? firstScreen : total;
}
