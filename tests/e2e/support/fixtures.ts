// The `test` and `expect` every end-to-end spec imports: Playwright's, with baseURL set to the app under test
// and the running stack available as the `stack` fixture.
import { test as base, expect } from '@playwright/test';
import { e2eStack, type E2eStack } from './stack';

// Fixture callbacks name their second argument `provide` (Playwright calls it `use`), which keeps the React
// hooks lint rule from mistaking it for React's `use`.
export const test = base.extend<{ stack: E2eStack }>({
  // The stack is started by the global setup, after the config was read, so the base URL comes from it here.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures declare their dependencies by destructuring.
  baseURL: async ({}, provide) => provide(e2eStack().appUrl),
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, provide) => provide(e2eStack()),
});

export { expect };
