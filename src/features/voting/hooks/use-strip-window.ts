// Which thumbnails of the vote page's strip are in the page: those in view and a few either side. Every item has
// the same width, on one axis, so the window is arithmetic on the scroll position; a general virtualizer
// (@tanstack/react-virtual, measured) added 10 KB gzipped to every player page for what these lines do.
import { useCallback, useEffect, useState, type RefObject } from 'react';

interface StripWindowOptions {
  count: number;
  /** An item's width plus the gap after it, in CSS pixels. */
  stride: number;
  /** Items kept in the page on each side of the visible ones. */
  overscan: number;
}

export interface StripWindow {
  /** First and last index (inclusive) to render; end < start when there is nothing to render. */
  start: number;
  end: number;
  /** Scrolls the strip so that the item at `index` is centred. */
  centre: (index: number, behavior: ScrollBehavior) => void;
}

export function useStripWindow(
  scrollRef: RefObject<HTMLElement | null>,
  { count, stride, overscan }: StripWindowOptions,
): StripWindow {
  // Until the strip is measured: the start of the list, about a phone's width of it.
  const [view, setView] = useState({ left: 0, width: 400 });

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => setView({ left: element.scrollLeft, width: element.clientWidth });
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef]);

  const centre = useCallback(
    (index: number, behavior: ScrollBehavior) => {
      const element = scrollRef.current;
      if (!element) return;
      const left = Math.max(0, index * stride - (element.clientWidth - stride) / 2);
      element.scrollTo?.({ left, behavior });
      // Without a smooth scroll there may be no scroll event before the next paint: take the position now.
      if (behavior !== 'smooth') setView({ left, width: element.clientWidth });
    },
    [scrollRef, stride],
  );

  const start = Math.max(0, Math.floor(view.left / stride) - overscan);
  const end = Math.min(count - 1, Math.ceil((view.left + view.width) / stride) + overscan);
  return { start, end, centre };
}
