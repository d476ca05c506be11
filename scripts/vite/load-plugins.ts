// Node bundles and runs a Vite config before any alias applies, yet the build plugins that read the contract import
// it as the app does, `@contract/…`. So the configs load those plugins (plugins.ts) through Vite's module runner, with
// the project's aliases and the contract's CommonJS files handed over as modules.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { ALIASES } from './aliases.ts';
import { hookLibraries } from './hook-libraries.ts';

export async function loadBuildPlugins(): Promise<typeof import('./plugins.ts')> {
  const { module } = await runnerImport<typeof import('./plugins.ts')>(
    fileURLToPath(new URL('./plugins.ts', import.meta.url)),
    {
      root: fileURLToPath(new URL('../..', import.meta.url)),
      logLevel: 'warn',
      resolve: { alias: ALIASES },
      plugins: [hookLibraries()],
    },
  );
  return module;
}
