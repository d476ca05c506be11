// The reveal of the podium (docs/product/player.md#the-reveal): third place, then second, then the winner, one at a
// time. A page that was open when results opened plays it; a page opened later shows the settled results, and
// "Replay the reveal" plays it again. Until the winner is shown, the winner's name is in no text of the page: the
// places not yet revealed, the winner line and the rankings are not rendered at all (their data stay in memory).
import { useCallback, useEffect, useState } from 'react';

/** From the reveal's start to third place: the moment for "And the winner is…" to be read. */
export const REVEAL_INTRO_MS = 1500;
/** Between two places: long enough for a room to cheer, short enough that nobody waits for the winner. */
export const REVEAL_STEP_MS = 2500;

export interface Reveal {
  /** How many podium places are shown, counted from the last one (third place first); all of them once settled. */
  shown: number;
  /** Places are being revealed one by one: the winner is not shown yet. */
  playing: boolean;
  /** The podium was revealed on this page (arrival or replay): each place animates as it appears. */
  animate: boolean;
  /** Plays the reveal again from the start. */
  replay: () => void;
  /** Shows everything at once. */
  skip: () => void;
}

/**
 * The state of the reveal of `places` podium places: played from the start when `playOnArrival`, else settled.
 * The steps come from timers and the motion from CSS (src/index.css), so the reveal costs the main thread a few
 * renders; with reduced motion the places still come one at a time, without moving.
 */
export function useReveal(places: number, playOnArrival: boolean): Reveal {
  // A run is one playing of the reveal; 0 is settled. Each run restarts the timers.
  const [run, setRun] = useState(playOnArrival ? 1 : 0);
  const [shown, setShown] = useState(0);
  const [animate, setAnimate] = useState(playOnArrival);

  useEffect(() => {
    if (run === 0) return;
    const timers = Array.from({ length: places }, (_, index) =>
      window.setTimeout(
        () => {
          setShown(index + 1);
          if (index + 1 === places) setRun(0);
        },
        REVEAL_INTRO_MS + index * REVEAL_STEP_MS,
      ),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [run, places]);

  const replay = useCallback(() => {
    setShown(0);
    setAnimate(true);
    setRun((current) => current + 1);
  }, []);
  const skip = useCallback(() => {
    setRun(0);
    setAnimate(false);
  }, []);

  const playing = run !== 0 && places > 0;
  return { shown: playing ? Math.min(shown, places) : places, playing, animate, replay, skip };
}
