import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

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
 * The longest whenIdleAfterLoad waits for the page's first screen (its load, loading indicators, images): an image
 * that never comes, or a request that hangs behind an indicator, holds nothing up for good.
 */
export const LOAD_WAIT_AT_MOST_MS = 3000;

/** How many loading indicators are on the page, and who waits for the last one to go. */
let loadingIndicators = 0;
const waitingForLoadingIndicators = new Set<() => void>();

/**
 * Counts the calling component as a loading indicator while it is mounted (LoadingState does): until the last one
 * has gone, the page's first screen is not there yet, and whenIdleAfterLoad waits. The page's load event alone comes
 * too soon: on a player link, index.html preloads the meme the vote opens on, so the page has loaded while the app
 * is still drawing the vote card; what waited only for the load then competed with the meme's first paint.
 * A layout effect, so that an indicator counts from the render that shows it.
 */
export function useCountsAsLoading(): void {
  useLayoutEffect(() => {
    loadingIndicators += 1;
    return () => {
      loadingIndicators -= 1;
      if (loadingIndicators === 0) for (const waiting of [...waitingForLoadingIndicators]) waiting();
    };
  }, []);
}

/**
 * Runs `callback` once the page's first screen is on it and the browser is idle: the page has loaded (its own
 * scripts, and the images it shows, those the app added after the load event included), it shows no loading
 * indicator (useCountsAsLoading), and its images have been painted; or LOAD_WAIT_AT_MOST_MS after it was called. For
 * what a page may need later, fetched ahead without competing with what it shows first. Returns what cancels it.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  // What cancels the step the wait is in.
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
  // A loaded image is painted in the frame after it is decoded, which for a large meme can come a few frames after
  // it loaded: what started in between competed with the page's largest paint.
  const afterPainted = (images: HTMLImageElement[]) => {
    let cancelled = false;
    cancelStep = () => {
      cancelled = true;
    };
    void Promise.all(images.map((image) => image.decode?.().catch(() => undefined))).then(() => {
      if (!cancelled) cancelStep = afterNextPaint(idle);
    });
  };
  const afterImages = () => {
    const shown = Array.from(document.images).filter((image) => image.loading !== 'lazy');
    const pending = shown.filter((image) => !image.complete);
    let left = pending.length;
    if (left === 0) return afterPainted(shown);
    const settled = () => {
      left -= 1;
      if (left === 0) afterPainted(shown);
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
  // Once the last loading indicator has gone, the images are those of the screen that replaced it. Looked at again
  // a frame later: a screen may hand over from one indicator to the next (its code came, now its data comes).
  const afterLoadingIndicators = () => {
    if (loadingIndicators === 0) return afterImages();
    const gone = () => {
      waitingForLoadingIndicators.delete(gone);
      cancelStep = afterNextPaint(afterLoadingIndicators);
    };
    waitingForLoadingIndicators.add(gone);
    cancelStep = () => waitingForLoadingIndicators.delete(gone);
  };
  const waitedEnough = setTimeout(idle, LOAD_WAIT_AT_MOST_MS);
  if (document.readyState === 'complete') afterLoadingIndicators();
  else {
    window.addEventListener('load', afterLoadingIndicators, { once: true });
    cancelStep = () => window.removeEventListener('load', afterLoadingIndicators);
  }
  return () => {
    clearTimeout(waitedEnough);
    cancelStep();
  };
}

/**
 * False until the first screen is settled, then true for good: the first frame painted after `ready` turned true,
 * then what whenIdleAfterLoad waits for (the page loaded, no loading indicator left, the images that screen shows
 * loaded and painted, its largest among them) and the browser idle. For work that
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
