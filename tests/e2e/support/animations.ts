import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation running on the page has ended: the page as a person sees it once an entrance
 * (a toast, the podium's reveal) is over, however fast or slow the machine. Endless ones (a spinner) are not waited
 * for; one cancelled meanwhile (a card moving on, a toast replaced) rejects `finished` and counts as ended too.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
