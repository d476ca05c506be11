// End-to-end tests: Debian's Chromium (never a downloaded browser) against a fresh local stack per run
// (tests/e2e/support/global-setup.ts: PocketBase, the Discord OAuth2 sandbox and the built app).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './scripts/lib/chromium.mjs';

const chromium = { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI against timing noise on a busy 2-core machine; Playwright lists such a test as flaky, and a
  // test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  // Two workers fit a 2-core machine that also runs PocketBase and the app server.
  workers: process.env.CI ? 2 : undefined,
  // CI machines are small and busy; a slow step there is not a failure of the product.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    launchOptions: chromium,
    // A trace records a screencast of every page as it paints: in CI that was a third of the browser's CPU for traces
    // thrown away (every passing test). There the first failure is retried with a trace, which is kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Every test but the ones about a phone's screen alone (@phone-only).
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // A phone-sized viewport with touch, as players mostly open their links on a phone. Runs the tests tagged
      // @phone (`test('…', { tag: '@phone' }, …)`): what a phone shows or does differently (layout, what fits the
      // screen, touch, the menu, axe on the phone's layout) and the journeys a person makes on a phone. A test of
      // behaviour that does not depend on the screen (sessions, network failures, deadlines, sign-in) runs on
      // desktop only. @phone-only tests run here and not on desktop.
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        // One device pixel per CSS pixel: layout, hit areas and what fits the screen are in CSS pixels, and the app
        // loads no image by pixel density, while a phone's density of 3 makes Chromium rasterize 9 times the pixels on
        // the CPU (a third of the phone project's time).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
});
