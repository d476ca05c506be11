// What waits for a page's first screen (src/lib/use-first-screen-first.ts): it starts once the page and the images it
// shows have loaded, and an image that never comes does not hold it up for good.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_WAIT_AT_MOST_MS, whenIdleAfterLoad } from '@/lib/use-first-screen-first';

/** An image in the page that has not loaded yet. */
function loadingImage(): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { configurable: true, value: false });
  document.body.append(image);
  return image;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('whenIdleAfterLoad', () => {
  it('runs once the images the page shows have loaded or failed', () => {
    const [first, second] = [loadingImage(), loadingImage()];
    const callback = vi.fn();
    whenIdleAfterLoad(callback);

    vi.advanceTimersByTime(LOAD_WAIT_AT_MOST_MS - 1);
    first!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(callback).not.toHaveBeenCalled();

    second!.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(LOAD_WAIT_AT_MOST_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once when every image is there, lazy ones aside', () => {
    const lazy = loadingImage();
    lazy.loading = 'lazy';
    const callback = vi.fn();
    whenIdleAfterLoad(callback);

    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait when an image never comes, and once', () => {
    const image = loadingImage();
    const callback = vi.fn();
    whenIdleAfterLoad(callback);

    vi.advanceTimersByTime(LOAD_WAIT_AT_MOST_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    // The wait ends, then the callback runs when the browser is idle (here the next timer turn).
    vi.advanceTimersByTime(2);
    expect(callback).toHaveBeenCalledTimes(1);

    image.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(LOAD_WAIT_AT_MOST_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const image = loadingImage();
    const callback = vi.fn();
    const cancel = whenIdleAfterLoad(callback);

    cancel();
    image.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(LOAD_WAIT_AT_MOST_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});
