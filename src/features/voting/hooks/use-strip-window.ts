// Which thumbnails of the vote page's strip are in the page: those in view and a few either side. Every item has
// the same width, on one axis, so the window is arithmetic on the scroll position; a general virtualizer
// (@tanstack/react-virtual, measured) added 10 KB gzipped to every player page for what these lines do.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

interface StripWindowOptions {
  count: number;
  /** An item's width plus the gap after it, in CSS pixels. */
  stride: number;
  /** Items kept in the page on each side of the visible ones. */
  overscan: number;
  /** The item the strip opens centred on. */
  initialIndex: number;
}

export interface StripWindow {
  /** First and last index (inclusive) to render; end < start when there is nothing to render. */
  start: number;
  end: number;
  /** Scrolls the strip so that the item at `index` is centred. */
  centre: (index: number, behavior: ScrollBehavior) => void;
}

/** The strip's width until it is measured: about a phone's. */
const UNMEASURED_WIDTH = 400;

/** Where the strip's scroll starts for the item at `index` to be centred in `width`. */
const centredLeft = (index: number, width: number, stride: number) =>
  Math.max(0, index * stride - (width - stride) / 2);

export function useStripWindow(
  scrollRef: RefObject<HTMLElement | null>,
  { count, stride, overscan, initialIndex }: StripWindowOptions,
): StripWindow {
  // Until the strip is measured, the thumbnails around the one it opens on.
  const [view, setView] = useState(() => ({
    left: centredLeft(Math.max(0, initialIndex), UNMEASURED_WIDTH, stride),
    width: UNMEASURED_WIDTH,
  }));
  // The strip's width once measured, and a centring asked for before that.
  const measuredWidth = useRef<number | null>(null);
  const centreOnceMeasured = useRef<number | null>(null);

  const scrollToCentre = useCallback(
    (element: HTMLElement, index: number, width: number, behavior: ScrollBehavior) => {
      const left = centredLeft(index, width, stride);
      element.scrollTo?.({ left, behavior });
      // Without a smooth scroll there may be no scroll event before the next paint: take the position now.
      if (behavior !== 'smooth') setView({ left, width });
    },
    [stride],
  );

  // The strip is measured by a ResizeObserver, which reports once the browser has laid the page out: reading its
  // width in an effect instead forced a layout of the whole page in the middle of the vote page's first render (on a
  // phone, tens of milliseconds the page could not answer a tap; Lighthouse's total blocking time).
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measured = (width: number) => {
      measuredWidth.current = width;
      const index = centreOnceMeasured.current;
      // A strip not laid out yet (0 wide) keeps its centring for the width it will have.
      if (index !== null && width > 0) {
        centreOnceMeasured.current = null;
        scrollToCentre(element, index, width, 'auto');
      } else setView({ left: element.scrollLeft, width });
    };
    const onScroll = () => setView({ left: element.scrollLeft, width: measuredWidth.current ?? element.clientWidth });
    element.addEventListener('scroll', onScroll, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      measured(element.clientWidth);
      return () => element.removeEventListener('scroll', onScroll);
    }
    const resize = new ResizeObserver(([entry]) => {
      if (entry) measured(entry.contentRect.width);
    });
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [scrollRef, scrollToCentre]);

  const centre = useCallback(
    (index: number, behavior: ScrollBehavior) => {
      const element = scrollRef.current;
      if (!element) return;
      if (!measuredWidth.current) centreOnceMeasured.current = index;
      else scrollToCentre(element, index, measuredWidth.current, behavior);
    },
    [scrollRef, scrollToCentre],
  );

  const start = Math.max(0, Math.floor(view.left / stride) - overscan);
  const end = Math.min(count - 1, Math.ceil((view.left + view.width) / stride) + overscan);
  return { start, end, centre };
}
