// The entry script in the built index.html: downloaded at once, run only after the page shell's first paint (or at
// once in a hidden tab, where no frame comes), and only once.
import { runInNewContext } from 'node:vm';
import { entryAfterFirstPaint } from '../../scripts/vite/first-paint.ts';

const ENTRY = '/assets/index-abc123.js';
const HTML =
  `<html><head><title>x</title><script type="module" crossorigin src="${ENTRY}"></script>` +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';

/** Runs the page's inline script with the tab `visibility`; returns what it imported and its frame and timer. */
function runEntryScript(visibility: 'visible' | 'hidden') {
  const html = entryAfterFirstPaint(HTML);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const imported: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  runInNewContext(script.replace('import(', '__import('), {
    __import: (src: string) => imported.push(src),
    document: { visibilityState: visibility },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => {
      expect(delay).toBe(0);
      timers.push(callback);
    },
  });
  return { html, imported, frames, timers };
}

describe('the entry script of the built index.html', () => {
  it('is preloaded as a module and no longer runs by itself', () => {
    const { html } = runEntryScript('visible');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${ENTRY}">`);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`import("${ENTRY}")`);
    // Before the stylesheet, so it does not wait for it.
    expect(html.indexOf(`import("${ENTRY}")`)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('runs once the first frame has been painted, in a visible tab', () => {
    const { imported, frames, timers } = runEntryScript('visible');
    expect(imported).toEqual([]);
    frames.forEach((frame) => frame());
    // The frame's callbacks run before it paints: the task after it comes after the paint.
    expect(imported).toEqual([]);
    timers.forEach((timer) => timer());
    expect(imported).toEqual([ENTRY]);
  });

  it('runs at once in a hidden tab, which paints no frame', () => {
    const { imported, frames } = runEntryScript('hidden');
    expect(imported).toEqual([ENTRY]);
    expect(frames).toEqual([]);
  });

  it('fails the build when index.html has no entry script', () => {
    expect(() => entryAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(/no entry script/);
  });
});
