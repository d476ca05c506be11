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

/** The longest whenIdleAfterLoad waits for the page to load: an image that never comes holds nothing up for good. */
export const LOAD_WAIT_AT_MOST_MS = 3000;

/**
 * Runs `callback` once the page has loaded (its own scripts, and the images it shows, those the app added after the
 * load event included), or LOAD_WAIT_AT_MOST_MS after it was called, and the browser is idle: for what a page may
 * need later, fetched ahead without competing with what it shows first. Returns what cancels it.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelStep = () => {};
  const idle = () => {
    clearTimeout(waitedEnough);
    cancelStep();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback);
      cancelStep = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback);
      cancelStep = () => clearTimeout(handle);
    }
  };
  const afterImages = () => {
    const pending = Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy');
    let left = pending.length;
    if (left === 0) return idle();
    const settled = () => {
      left -= 1;
      if (left === 0) idle();
    };
    for (const image of pending) {
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    }
    cancelStep = () => {
      for (const image of pending) {
        image.removeEventListener('load', settled);
        image.removeEventListener('error', settled);
      }
    };
  };
  const waitedEnough = setTimeout(idle, LOAD_WAIT_AT_MOST_MS);
  if (document.readyState === 'complete') afterImages();
  else {
    window.addEventListener('load', afterImages, { once: true });
    cancelStep = () => window.removeEventListener('load', afterImages);
  }
  return () => {
    clearTimeout(waitedEnough);
    cancelStep();
  };
}

/**
 * False until the first screen is settled, then true for good: the first frame painted after `ready` turned true,
 * then the page loaded (the images that screen shows, its largest among them) and the browser idle. For work that
 * the first screen does not need (its secondary requests, live updates): on a slow phone it then starts once that
 * screen is whole rather than competing with it, its largest image included, for the network and the processor.
 */
export function useFirstScreenSettled(ready: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return;
    let cancelIdle = () => {};
    const cancelPaint = afterNextPaint(() => {
      cancelIdle = whenIdleAfterLoad(() => setSettled(true));
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, [ready, settled]);
  return settled;
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
