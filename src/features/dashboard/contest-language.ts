import { currentLocale } from '@/i18n/i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

/** A new contest's language: the organizer's own (docs/i18n.md). */
export function contestLanguageDefault(): Locale {
  const locale = currentLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A contest's language as its settings show it: '' (contests made before languages) reads as English. */
export function contestLanguageOf(language: string | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
