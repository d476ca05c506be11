import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ALIASES } from './scripts/vite/aliases.ts';
import { hookLibraries } from './scripts/vite/hook-libraries.ts';
import { loadBuildPlugins } from './scripts/vite/load-plugins.ts';

const { catalogs, firstPaint } = await loadBuildPlugins();

export default defineConfig({
  plugins: [hookLibraries(), catalogs(), react(), tailwindcss(), firstPaint()],
  resolve: {
    alias: ALIASES,
  },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger files on a phone's first load (tests/e2e/first-screen-files.spec.ts). Left to itself the
        // bundler gives every set of lazy routes that share a module a chunk of its own: 20-odd files of 0.1-10 KB
        // for a player link, each a request, six at a time over HTTP/1.1. Instead:
        // - `index`: everything the entry loads, in one file (React, the router, the texts' runtime, the shell);
        // - `lib`: the code two or more lazy routes share (src/lib, src/config, src/components, src/first-paint, the
        //   rules that contract/ shares, TanStack Query and the PocketBase SDK), in one file. A route may download a
        //   few KB it does not run (the join form's field on a vote page), and saves a round trip per file it no
        //   longer asks for. `/` loads neither its lazy routes' code nor this file (npm run bench:bundle).
        // Each route's and each player phase's own code stays in its own chunk, loaded with it.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: 'lib',
              test: /(src[\\/](lib|config|components|first-paint)|[\\/]contract|node_modules[\\/](@tanstack|pocketbase))[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
