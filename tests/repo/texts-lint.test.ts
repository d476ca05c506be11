// One way to show a text (docs/i18n.md#showing-a-text): the lint refuses a bare `useT();`, the objects of texts that
// read the catalog behind a property, and a component that shows texts through the i18n module's `t`.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './support/lint';

const component = 'src/features/voting/components/example.tsx';

describe('one way to show a text', () => {
  it('refuses a bare useT() beside texts read another way', async () => {
    const code = `import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

export function Saved() {
  useT();
  return <p>{t('voting.saved')}</p>;
}
`;
    expect(await rulesBroken(component, code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('refuses the objects of texts and their helpers', async () => {
    const code = `import { catalogTexts } from '@/i18n/texts';

export const votingMessages = catalogTexts('voting', ['saved']);
`;
    const broken = await rulesBroken('src/features/voting/messages.ts', code);
    expect(broken.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('refuses a server message object built with serverTexts', async () => {
    const code = `import { serverTexts } from '@/lib/errors/server-messages';

export const DEADLINE_MESSAGES = serverTexts({ past: 'deadlinePast' });
`;
    expect(await rulesBroken('src/features/dashboard/validation.ts', code)).toContain('no-restricted-syntax');
  });

  it('accepts a component that shows its texts through the t of useT()', async () => {
    const code = `import type { Translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

const position = (t: Translate, position: number, total: number) => t('voting.memePosition', { position, total });

export function Saved({ total }: { total: number }) {
  const t = useT();
  return (
    <p>
      {t('voting.saved')} {position(t, 1, total)}
    </p>
  );
}
`;
    expect(await rulesBroken(component, code)).toEqual([]);
  });

  it("accepts the i18n module's t in code that runs outside rendering", async () => {
    const code = `import { t } from '@/i18n/i18n';
import { notifySuccess } from '@/lib/errors/notify';

export function announceSaved(): void {
  notifySuccess(t('voting.saved'));
}
`;
    expect(await rulesBroken('src/features/voting/hooks/example.ts', code)).toEqual([]);
  });
});
