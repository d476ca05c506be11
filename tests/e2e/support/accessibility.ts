import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsFinished } from './animations';
import { expect } from './fixtures';

/**
 * axe-core finds nothing on the page once its entrance animations have ended (Lighthouse's accessibility audit uses
 * axe too). Mid-way through a fade, text is still partly transparent and axe would measure its contrast against
 * whatever shows through, so the result would depend on how fast the machine reached this line.
 */
export async function expectNoAxeViolations(page: Page) {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, 'axe-core violations').toEqual([]);
}
