import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { hookLibraries } from './scripts/vite/hook-libraries.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// `npm test` runs both layers: UI components with msw (jsdom) and the API against a real PocketBase.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [hookLibraries(), react()],
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'jsdom',
          globals: true,
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/ui-setup.ts'],
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
          // Each file gets its own PocketBase data via unique records; files run one at a time to keep
          // the 2-core CI machine responsive.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Waiting for what a server does on its own (a realtime message, a file leaving the bucket) takes longer on
          // a busy machine: polls give up at 20 s, not at Vitest's default of 1 s.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
