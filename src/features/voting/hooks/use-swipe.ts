import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE_PX = 50;

/**
 * Horizontal swipe on a touch screen: left goes to the next item, right to the previous. A mostly vertical move
 * is a scroll and is left alone. `swiped()` tells a click handler to ignore the tap that ended a swipe.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: { onSwipeLeft: () => void; onSwipeRight: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const lastSwipeAt = useRef(0);

  return {
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd: (event: TouchEvent) => {
        const touch = event.changedTouches[0];
        const from = start.current;
        start.current = null;
        if (!touch || !from) return;
        const dx = touch.clientX - from.x;
        const dy = touch.clientY - from.y;
        if (Math.abs(dx) < MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
        lastSwipeAt.current = Date.now();
        if (dx < 0) onSwipeLeft();
        else onSwipeRight();
      },
    },
    swiped: () => Date.now() - lastSwipeAt.current < 400,
  };
}
