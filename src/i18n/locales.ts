// The languages the app speaks, from the contract the server shares (contract/locales.json), and how a
// browser's languages map onto them. docs/i18n.md tells how to add one.
import localeList from '@contract/locales.json';

export type Locale = 'en' | 'fr' | 'es' | 'de' | 'pt-BR';
export const LOCALES = localeList.locales as Locale[];
export const DEFAULT_LOCALE = localeList.default as Locale;
/** Each language in its own words, as the switcher lists it. */
export const LOCALE_NAMES = localeList.names as Record<Locale, string>;

/** The test language that e2e switches on to find cut texts: English, accented and 40% longer (never listed). */
export const PSEUDO_LOCALE = 'pseudo';
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as string[]).includes(value);
}

/**
 * The first of `tags` (a browser's languages, best first) that the app speaks: an exact match ('pt-BR'), else the
 * same language ('fr-CA' → 'fr', 'pt' or 'pt-PT' → 'pt-BR').
 */
export function matchLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]!.toLowerCase();
    const same = LOCALES.find((locale) => locale.split('-')[0]!.toLowerCase() === language);
    if (same) return same;
  }
  return undefined;
}
