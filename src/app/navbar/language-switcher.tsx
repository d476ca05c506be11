import { useId } from 'react';
import { currentLocale } from '@/i18n/i18n';
import { pickLocale } from '@/i18n/language-changes';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { useT } from '@/i18n/use-t';

/**
 * The language of the whole app: a pick applies at once, without a reload, and stays for later visits
 * (docs/i18n.md). The bar shows the short code ('FR'); the list names each language in its own words. The native
 * select lies, transparent, over the code, so it keeps the phone's own picker and the keyboard's behaviour.
 */
export function LanguageSwitcher() {
  const t = useT();
  const id = useId();
  const active = currentLocale();
  const locale = isLocale(active) ? active : DEFAULT_LOCALE;
  return (
    <div className="relative inline-flex h-9 shrink-0 items-center rounded-md border border-border px-2 text-sm font-semibold text-slate-200 focus-within:outline-2 focus-within:outline-brand-soft hover:bg-surface-raised">
      <span aria-hidden="true">{locale.split('-')[0]!.toUpperCase()}</span>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        className="absolute inset-0 cursor-pointer opacity-0"
        value={locale}
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
