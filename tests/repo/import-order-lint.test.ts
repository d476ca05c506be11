// One order of imports (eslint.config.js): Node's modules, packages, the project's own (`@/…`, `@contract/…`), then
// relative paths, each group alphabetical and without blank lines. The lint refuses any other order.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './support/lint';

const path = 'src/features/voting/components/example.tsx';
const order = 'import-x/order';

describe('the order of imports', () => {
  it('accepts Node, packages, the project, then relative paths, each alphabetical', async () => {
    const code = `import { join } from 'node:path';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { copyText } from '@/lib/display/clipboard';
import { APP_PATHS } from '@contract/routes.js';
import { voteOrder } from '../vote-order';
import { Card } from './card';

export const example = [join, useState, APP_PATHS, useT, copyText, voteOrder, Card];
`;
    expect(await rulesBroken(path, code)).not.toContain(order);
  });

  it.each([
    ['a package after the project', `import { useT } from '@/i18n/use-t';\nimport { useState } from 'react';\n`],
    ['a relative path before the project', `import { Card } from './card';\nimport { useT } from '@/i18n/use-t';\n`],
    [
      'one group out of alphabetical order',
      `import { useState } from 'react';\nimport toast from 'react-hot-toast';\nimport { z } from '@tanstack/react-query';\n`,
    ],
    ['a blank line inside the imports', `import { useState } from 'react';\n\nimport { useT } from '@/i18n/use-t';\n`],
  ])('refuses %s', async (_, imports) => {
    expect(await rulesBroken(path, `${imports}\nexport const example = 1;\n`)).toContain(order);
  });
});
