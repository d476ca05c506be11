// The release smoke test: `npm run release`'s archive, unpacked into a temporary folder and started with its own
// start.sh on a free port, with Caddy in front of it (tests/release/global-setup.ts), driven in Debian's Chromium as a
// community would use it. Two projects over the same server:
//   release       the release's own port (http)
//   behind-proxy  the proxy's https origin, the release's PUBLIC_URL, and the rate limits per client behind it.
//                 Chromium ignores certificate errors here: the proxy's certificate comes from the internal authority
//                 global-setup makes, and a browser can be told to trust it only at launch (a flag with its key),
//                 before that authority exists. Node checks the chain for real: its requests trust that root alone
//                 (tests/release/reverse-proxy.spec.ts) or beside the usual roots (NODE_EXTRA_CA_CERTS).
//   restore-drill  copies of the release replicating to S3 with Litestream, killed mid-storm and restored.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './scripts/lib/chromium.mjs';
import type { ReleaseOptions } from './tests/release/support';

export default defineConfig<object, ReleaseOptions>({
  testDir: 'tests/release',
  globalSetup: './tests/release/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
  },
  projects: [
    { name: 'release', testMatch: 'smoke.spec.ts', use: { origin: 'direct' } },
    {
      name: 'behind-proxy',
      testIgnore: 'restore-drill.spec.ts',
      use: { origin: 'proxy', ignoreHTTPSErrors: true },
    },
    // Releases of its own, replicating to S3 and killed mid-storm (tests/release/restore-drill.spec.ts).
    { name: 'restore-drill', testMatch: 'restore-drill.spec.ts' },
  ],
});
