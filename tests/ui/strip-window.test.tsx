// The vote strip's window of thumbnails (src/features/voting/hooks/use-strip-window.ts): it opens on the meme the page
// shows, and it learns the strip's width from a ResizeObserver, once the browser has laid the page out, rather than by
// reading it while the vote page first renders (a forced layout of the whole page, in a room of 300 tens of
// milliseconds a phone could not answer a tap).
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStripWindow } from '@/features/voting/hooks/use-strip-window';

const STRIDE = 52;
const OVERSCAN = 3;
/** The strip's width on a 390 px phone: the screen less the page's margins and the previous and next buttons. */
const PHONE_STRIP = 254;

let reportSize: ((width: number) => void) | undefined;
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    reportSize = (width) =>
      this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** A strip element that counts how often its layout is read and records where it was scrolled to. */
function stripElement() {
  const element = document.createElement('div');
  const reads = { layout: 0 };
  const scrolledTo: number[] = [];
  Object.defineProperty(element, 'clientWidth', { get: () => (reads.layout++, PHONE_STRIP) });
  Object.defineProperty(element, 'scrollLeft', { get: () => (reads.layout++, scrolledTo.at(-1) ?? 0) });
  element.scrollTo = ((options: ScrollToOptions) => scrolledTo.push(options.left ?? 0)) as typeof element.scrollTo;
  return { element, reads, scrolledTo };
}

function renderStrip(initialIndex: number) {
  const strip = stripElement();
  const scrollRef = { current: strip.element };
  const hook = renderHook(() =>
    useStripWindow(scrollRef, { count: 900, stride: STRIDE, overscan: OVERSCAN, initialIndex }),
  );
  return { ...strip, hook };
}

beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  reportSize = undefined;
});

describe('useStripWindow', () => {
  it('opens on the meme the page shows, without reading the layout', () => {
    const { hook, reads, scrolledTo } = renderStrip(500);
    act(() => hook.result.current.centre(500, 'auto'));

    const { start, end } = hook.result.current;
    expect(start).toBeLessThanOrEqual(500);
    expect(end).toBeGreaterThanOrEqual(500);
    expect(end - start).toBeLessThan(20);
    expect(reads.layout).toBe(0);
    expect(scrolledTo).toEqual([]);
  });

  it('centres the meme once the browser reports the strip’s width, and keeps the thumbnails around it', () => {
    const { hook, scrolledTo } = renderStrip(500);
    act(() => hook.result.current.centre(500, 'auto'));

    act(() => reportSize!(PHONE_STRIP));
    const left = 500 * STRIDE - (PHONE_STRIP - STRIDE) / 2;
    expect(scrolledTo).toEqual([left]);
    expect(hook.result.current.start).toBe(Math.floor(left / STRIDE) - OVERSCAN);
    expect(hook.result.current.end).toBe(Math.ceil((left + PHONE_STRIP) / STRIDE) + OVERSCAN);

    // Later moves scroll at once, smoothly to a neighbour.
    act(() => hook.result.current.centre(501, 'smooth'));
    expect(scrolledTo).toEqual([left, left + STRIDE]);
  });

  it('keeps its centring for when a strip first reported 0 wide is laid out', () => {
    const { hook, scrolledTo } = renderStrip(500);
    act(() => hook.result.current.centre(500, 'auto'));

    act(() => reportSize!(0));
    expect(scrolledTo).toEqual([]);
    act(() => reportSize!(PHONE_STRIP));
    expect(scrolledTo).toEqual([500 * STRIDE - (PHONE_STRIP - STRIDE) / 2]);
  });

  it('measures at once where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { hook, scrolledTo } = renderStrip(0);
    act(() => hook.result.current.centre(10, 'auto'));
    expect(scrolledTo).toEqual([10 * STRIDE - (PHONE_STRIP - STRIDE) / 2]);
  });
});
