import { useId } from 'react';
import { currentLocale, pickLocale } from '@/i18n/i18n';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { useT } from '@/i18n/use-t';

type Layout = 'bar' | 'menu';

const selectClasses: Record<Layout, string> = {
  bar: 'rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-slate-200',
  menu: 'w-full rounded-lg border border-border bg-surface px-3 py-3 text-base text-slate-100',
};

/**
 * The language of the whole app, each language in its own words: a pick applies at once, without a reload, and
 * stays for later visits (docs/i18n.md).
 */
export function LanguageSwitcher({ layout }: { layout: Layout }) {
  const t = useT();
  const id = useId();
  const locale = currentLocale();
  return (
    <div className={layout === 'menu' ? 'px-3 pt-2' : ''}>
      <label htmlFor={id} className={layout === 'menu' ? 'mb-1 block text-sm text-muted' : 'sr-only'}>
        {t('nav.language')}
      </label>
      <select
        id={id}
        className={selectClasses[layout]}
        value={isLocale(locale) ? locale : DEFAULT_LOCALE}
        onChange={(event) => {
          if (isLocale(event.target.value)) void pickLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
