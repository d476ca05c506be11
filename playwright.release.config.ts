// The release smoke test: `npm run release`'s archive, unpacked into a temporary folder and started with its own
// start.sh on a free port (tests/release/global-setup.ts), driven in Debian's Chromium as a community would use it.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: 'tests/release',
  globalSetup: './tests/release/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
  },
});
