// A slow network, exaggerated and deterministic: the app's entry script arrives late, so a test can tell which
// requests leave before the app's own code runs (index.html's early requests, scripts/vite/first-paint.ts).
import type { Page } from '@playwright/test';

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Holds the entry script back `delayMs`; `servedAt()` is when it was let through (Date.now()). */
export async function delayEntryScript(page: Page, delayMs = 1_500): Promise<{ servedAt: () => number }> {
  let servedAt = 0;
  await page.route(ENTRY_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
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
