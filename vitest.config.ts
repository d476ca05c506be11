import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ALIASES as alias } from './scripts/vite/aliases.ts';
import { hookLibraries } from './scripts/vite/hook-libraries.ts';
import { loadBuildPlugins } from './scripts/vite/load-plugins.ts';

const { catalogs } = await loadBuildPlugins();

// `npm test` runs both layers: UI components with msw (jsdom) and the API against a real PocketBase.
export default defineConfig({
  test: {
    // Two files at a time, whatever the machine (Vitest's default is one fewer than the cores: one on a 2-core
    // machine). The API files spend most of their time waiting for PocketBase, so two of them, or an API file and a
    // UI file, share two cores well.
    maxWorkers: 2,
    projects: [
      {
        plugins: [hookLibraries(), catalogs(), react()],
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'jsdom',
          globals: true,
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/ui-setup.ts'],
          // A test's time depends on how busy the machine is, not on the app: the bounds are far from what any test
          // takes, so a busy machine never fails a test (what must happen in time is tested with fake timers).
          testTimeout: 30_000,
          // A reserved name that never resolves (RFC 6761), so no UI test can reach a PocketBase that happens to run
          // on this machine, such as the dev stack's on 127.0.0.1:8090; msw answers what the tests expect.
          env: { VITE_POCKETBASE_URL: 'http://pocketbase.invalid' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/api-global-setup.ts'],
          // Files run in parallel against the one PocketBase: each makes its own organizers, contests and players
          // (names from its own file name, tests/api/support/roles.ts) and sends its rate-limited requests from
          // loopback addresses of its own (tests/api/support/client-address.ts), so no file sees another's data.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Waiting for what a server does on its own (a realtime message, a file leaving the bucket) takes longer on
          // a busy machine: polls give up at 20 s, not at Vitest's default of 1 s.
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        test: {
          // The repository itself: its docs' links, the lint rules that keep its layout (each fails on a fixture
          // that breaks it) and how its scripts find the test servers' binaries.
          name: 'repo',
          environment: 'node',
          include: ['tests/repo/**/*.test.ts'],
          // The lint tests' files share one ESLint (tests/repo/support/lint.ts), which loads the project's whole
          // configuration; in a module registry per file, each file would load it again.
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
