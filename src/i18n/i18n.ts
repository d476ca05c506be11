// The app's language: which one is active, how it is chosen, and the translation function. Texts live in the
// catalogs (src/i18n/catalogs/<locale>.json, ICU MessageFormat) that scripts/vite/catalogs.ts compiles; only the
// active language's catalog is downloaded. How to add a text or a language: docs/i18n.md.
//
// Which language a page speaks: the one the person picked in the switcher (kept in localStorage), else, on a
// contest's pages, the contest's language, else the browser's first language the app speaks, else English.
import { i18n } from '@lingui/core';
import { loaders } from 'virtual:catalogs';
import type english from './catalogs/en.json';
import { DEFAULT_LOCALE, isLocale, matchLocale, PSEUDO_LOCALE, type AppLocale, type Locale } from './locales';

export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number | Date | undefined>;

// The index.html's inline script reads it too, to preload the catalog (scripts/vite/catalogs.ts, first-paint.ts).
const STORAGE_KEY = 'meme-arena:language';

/** The text `id` in the active language, its ICU arguments filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** An Intl number format for the active language, made once per language and options (making one is not cheap). */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${intlLocale()} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(intlLocale(), options)));
  return format;
}

/** An Intl date format for the active language, made once per language and options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${intlLocale()} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(intlLocale(), options)));
  return format;
}

/** The active language ('pseudo' reads as English to Intl). */
export function currentLocale(): AppLocale {
  return (i18n.locale || DEFAULT_LOCALE) as AppLocale;
}

/** The locale Intl formats dates and numbers in. */
export function intlLocale(): string {
  const locale = currentLocale();
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
}

/** The language the person picked in the switcher, if any (or the test language e2e sets). */
export function pickedLocale(): AppLocale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) || stored === PSEUDO_LOCALE ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's first language the app speaks, else English. */
export function browserLocale(): Locale {
  const languages =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return matchLocale(languages.filter(Boolean)) ?? DEFAULT_LOCALE;
}

let latestRequest = 0;

/** Loads `locale`'s catalog and makes it the active language; a later call wins over one still loading. */
export async function activateLocale(locale: AppLocale): Promise<void> {
  const request = ++latestRequest;
  if (i18n.locale === locale) return;
  const { default: messages } = await loaders[locale]();
  if (request !== latestRequest) return;
  i18n.loadAndActivate({ locale, locales: locale === PSEUDO_LOCALE ? [DEFAULT_LOCALE] : [locale], messages });
  document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en-XA' : locale;
}

/** The language the app starts in: the person's pick, else the browser's. */
export function startLocale(): AppLocale {
  return pickedLocale() ?? browserLocale();
}

/** The person picked `locale` in the switcher: it applies at once and to every later visit. */
export function pickLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the pick holds for this page only.
  }
  return activateLocale(locale);
}

/** On a contest's pages: its language, unless the person picked one. An empty or unknown language reads as English. */
export function followContestLanguage(language: string | undefined): void {
  if (pickedLocale()) return;
  void activateLocale(isLocale(language) ? language : DEFAULT_LOCALE);
}
