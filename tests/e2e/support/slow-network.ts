// A slow network, exaggerated and deterministic: the app's entry script arrives late, so a test can tell which
// requests leave before the app's own code runs (index.html's early requests, scripts/vite/first-paint.ts).
import type { Page, Request } from '@playwright/test';

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds the entry script back until a request `expected` matches has left (what the test says index.html sends by
 * itself), or for `maxMs` if none does, so a page that sends it only from its code fails the test however fast the
 * machine is. `servedAt()` is when the script was let through (Date.now()).
 */
export async function delayEntryScript(
  page: Page,
  expected: (request: Request) => boolean,
  maxMs = 10_000,
): Promise<{ servedAt: () => number }> {
  let servedAt = 0;
  let seen: () => void = () => {};
  const early = new Promise<void>((resolve) => (seen = resolve));
  page.on('request', (request) => {
    if (expected(request)) seen();
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await Promise.race([early, new Promise((resolve) => setTimeout(resolve, maxMs))]);
    // Every listener of that request has run by now (the test's own, which notes its time): the script is served in
    // a later millisecond, so it comes strictly after them.
    const seenBy = Date.now();
    while (Date.now() <= seenBy) await new Promise((resolve) => setTimeout(resolve, 1));
    servedAt = Date.now();
    await route.continue();
  });
  return {
    servedAt: () => {
      if (!servedAt) throw new Error('the entry script was never requested');
      return servedAt;
    },
  };
}
