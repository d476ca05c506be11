// What waits for a page's first screen (src/first-paint/use-first-screen-first.ts): it starts once the page has loaded, no
// loading indicator is left, and the images it shows have loaded and been painted; an image that never comes, or a
// loading indicator that never goes, does not hold it up for good.
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingState } from '@/components/ui/spinner';
import { LOAD_WAIT_AT_MOST_MS, whenIdleAfterLoad } from '@/first-paint/use-first-screen-first';

/** More than an animation frame under fake timers (16 ms), the idle turn after it included. */
const FRAME_MS = 20;

/** An image in the page that has not loaded yet. */
function loadingImage(): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { configurable: true, value: false });
  document.body.append(image);
  return image;
}

/** Lets the fake clock run `ms`, promises settling on the way. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// Animation frames too: the wait ends a frame after the images are decoded.
beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('whenIdleAfterLoad', () => {
  it('runs once the images the page shows have loaded or failed', async () => {
    const [first, second] = [loadingImage(), loadingImage()];
    const callback = vi.fn();
    whenIdleAfterLoad(callback);

    await advance(LOAD_WAIT_AT_MOST_MS / 2);
    first!.dispatchEvent(new Event('load'));
    await advance(FRAME_MS);
    expect(callback).not.toHaveBeenCalled();

    second!.dispatchEvent(new Event('error'));
    await advance(FRAME_MS);
    expect(callback).toHaveBeenCalledTimes(1);

    await advance(LOAD_WAIT_AT_MOST_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs a frame after the page is there when every image is, lazy ones aside', async () => {
    const lazy = loadingImage();
    lazy.loading = 'lazy';
    const callback = vi.fn();
    whenIdleAfterLoad(callback);

    await advance(FRAME_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits until a loaded image is decoded, which is when the browser can paint it', async () => {
    const image = loadingImage();
    let decoded = () => {};
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const callback = vi.fn();
    whenIdleAfterLoad(callback);

    image.dispatchEvent(new Event('load'));
    await advance(FRAME_MS * 5);
    expect(callback).not.toHaveBeenCalled();

    decoded();
    await advance(FRAME_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait when an image never comes, and once', async () => {
    const image = loadingImage();
    const callback = vi.fn();
    whenIdleAfterLoad(callback);

    await advance(LOAD_WAIT_AT_MOST_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    // The wait ends, then the callback runs when the browser is idle (here the next timer turn).
    await advance(2);
    expect(callback).toHaveBeenCalledTimes(1);

    image.dispatchEvent(new Event('load'));
    await advance(LOAD_WAIT_AT_MOST_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    const image = loadingImage();
    const callback = vi.fn();
    const cancel = whenIdleAfterLoad(callback);

    cancel();
    image.dispatchEvent(new Event('load'));
    await advance(LOAD_WAIT_AT_MOST_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });

  it('waits while a loading indicator is on the page, then for the screen that replaced it', async () => {
    const callback = vi.fn();
    const loading = render(createElement(LoadingState, { label: 'Loading memes to vote on…' }));
    whenIdleAfterLoad(callback);

    // The page has loaded and shows no image, yet its first screen is still coming.
    await advance(LOAD_WAIT_AT_MOST_MS / 2);
    expect(callback).not.toHaveBeenCalled();

    // The screen replaces the indicator with the meme, which is still downloading.
    act(() => loading.unmount());
    const image = loadingImage();
    await advance(FRAME_MS);
    expect(callback).not.toHaveBeenCalled();

    image.dispatchEvent(new Event('load'));
    await advance(FRAME_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits when one loading indicator hands over to the next', async () => {
    const callback = vi.fn();
    const code = render(createElement(LoadingState, { label: 'Loading the vote…' }));
    whenIdleAfterLoad(callback);

    // In one render the screen's code has come and its data is on its way.
    act(() => {
      code.unmount();
      render(createElement(LoadingState, { label: 'Loading memes to vote on…' }));
    });
    await advance(LOAD_WAIT_AT_MOST_MS / 2);
    expect(callback).not.toHaveBeenCalled();

    // That one never goes (a request that hangs): the wait ends all the same.
    await advance(LOAD_WAIT_AT_MOST_MS / 2 + FRAME_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
