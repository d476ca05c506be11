// The build reads the app through one module, src/first-paint/manifest.ts (docs/architecture.md#first-paint): the
// lint rules refuse any other import of src/ from scripts/ and vite.config.ts, and any other app module loaded by
// path; and in the app, only the build loads the manifest and the inline scripts.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './support/lint';

describe('the build reads the app through the first-paint manifest only', () => {
  it.each([
    ['a feature module', 'scripts/vite/first-paint.ts', "import { x } from '../../src/features/voting/vote-order.ts';"],
    ['an app module by alias', 'vite.config.ts', "import { routes } from '@/app/route-list';"],
    ['a module of lib', 'scripts/bench/bundle.mjs', "import { x } from '../../src/lib/display/format.ts';"],
    ['the manifest by import', 'scripts/vite/first-paint.ts', "import { m } from '../../src/first-paint/manifest.ts';"],
  ])('refuses an import of %s from the build', async (_, file, code) => {
    expect(await rulesBroken(file, `${code}\n`)).toContain('no-restricted-imports');
  });

  it('refuses an app module other than the manifest loaded by its path', async () => {
    const code = "export const load = (server) => server.ssrLoadModule('/src/app/static-shell.tsx');\n";
    expect(await rulesBroken('scripts/vite/first-paint.ts', code)).toContain('no-restricted-syntax');
  });

  it("accepts the manifest loaded by its path, and the manifest's shapes imported as types", async () => {
    const code =
      "import type { FirstPaintManifest } from '../../src/first-paint/types.ts';\n" +
      'export const load = (server: { ssrLoadModule: (path: string) => Promise<unknown> }) =>\n' +
      "  server.ssrLoadModule('/src/first-paint/manifest.ts') as Promise<FirstPaintManifest>;\n";
    expect(await rulesBroken('scripts/vite/first-paint.ts', code)).toEqual([]);
  });

  it('refuses the manifest or an inline script imported by the app', async () => {
    expect(
      await rulesBroken(
        'src/features/voting/first-paint.ts',
        "export { firstPaintManifest } from '@/first-paint/manifest';\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'src/lib/display/format.ts',
        "export { default } from '@/first-paint/inline/early-requests';\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it("refuses a feature imported by the first paint's app side, and accepts it in the manifest", async () => {
    const code = "export { votePageFirstPaint } from '@/features/voting/first-paint';\n";
    expect(await rulesBroken('src/first-paint/early-requests.ts', code)).toContain('no-restricted-imports');
    expect(await rulesBroken('src/first-paint/manifest.ts', code)).toEqual([]);
  });
});
