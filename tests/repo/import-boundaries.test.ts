// The import boundaries of eslint.config.js (docs/architecture.md#the-contract-between-the-app-and-the-server), each
// shown refusing a fixture that breaks it and accepting one that keeps it.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './support/lint';

describe('the contract between the app and the server', () => {
  it('the app reaches the contract through @contract/ only', async () => {
    expect(
      await rulesBroken(
        'src/features/voting/api/x.ts',
        "import { API_ROUTES } from '../../../../contract/routes.js';\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken('src/lib/x.ts', "import { limits } from '../../contract/rules.json';\nvoid limits;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'src/features/voting/api/x.ts',
        "import { API_ROUTES } from '@contract/routes.js';\nvoid API_ROUTES;\n",
      ),
    ).toEqual([]);
  });

  it('the tests and the build plugins reach it through @contract/ too', async () => {
    expect(
      await rulesBroken('tests/ui/x.test.ts', "import rules from '../../contract/rules.js';\nvoid rules;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken('tests/api/x.test.ts', "import rules from '../../contract/rules.js';\nvoid rules;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken('scripts/vite/x.ts', "import locales from '../../contract/locales.json';\nvoid locales;\n"),
    ).toContain('no-restricted-imports');
    expect(await rulesBroken('tests/ui/x.test.ts', "import rules from '@contract/rules.js';\nvoid rules;\n")).toEqual(
      [],
    );
  });

  it('the app imports nothing of pb_hooks/', async () => {
    expect(
      await rulesBroken('src/lib/x.ts', "import votes from '../../pb_hooks/lib/routes/votes.js';\nvoid votes;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'src/features/results/x.ts',
        "import cache from '../../../pb_hooks/lib/platform/results_cache.js';\nvoid cache;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('the hooks and the contract load nothing of src/', async () => {
    const code = 'require(`${__hooks}/../src/lib/display/format.ts`);\n';
    expect(await rulesBroken('pb_hooks/lib/x.js', code)).toContain('no-restricted-syntax');
    expect(await rulesBroken('contract/x.js', code)).toContain('no-restricted-syntax');
    expect(await rulesBroken('pb_hooks/lib/x.js', 'require(`${__hooks}/../contract/rules.js`);\n')).toEqual([]);
  });
});

describe('src/config/, the bottom layer of the app', () => {
  it('imports nothing above it', async () => {
    for (const code of [
      "import { t } from '@/i18n/i18n';\nexport const title = t('site.title');\n",
      "import { serverMessage } from '@/lib/errors/server-messages';\nexport const text = serverMessage;\n",
      "import { validateDeadlines } from '@/features/dashboard/validation';\nexport const check = validateDeadlines;\n",
      "import { serverMessage } from '../lib/server-messages';\nexport const text = serverMessage;\n",
      "import { i18n } from '@lingui/core';\nexport const locale = i18n.locale;\n",
    ]) {
      expect(await rulesBroken('src/config/x.ts', code), code).toContain('no-restricted-imports');
    }
  });

  it('imports the contract and its own files', async () => {
    const code =
      "import { THUMBS } from '@/config/app-settings';\nimport { limits } from '@contract/rules.json';\n" +
      "import { pocketbaseUrlFrom } from './pocketbase-url';\n" +
      'export const settings = { limits, THUMBS, pocketbaseUrlFrom };\n';
    expect(await rulesBroken('src/config/x.ts', code)).toEqual([]);
  });
});
