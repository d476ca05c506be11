// The app's language: which one is active, how it is chosen, and the translation function. Texts live in the
// catalogs (src/i18n/catalogs/<locale>.json, ICU MessageFormat) that scripts/vite/catalogs.ts compiles; only the
// active language's catalog is downloaded. How to add a text or a language: docs/i18n.md.
//
// Which language a page speaks: the one the person picked in the switcher (kept in localStorage), else, on a
// contest's pages, the contest's language, else the browser's first language the app speaks, else English.
import { i18n, type Messages } from '@lingui/core';
import { loaders } from 'virtual:catalogs';
import { START_AREA, type CatalogArea } from './areas';
import type english from './catalogs/en.json';
import { DEFAULT_LOCALE, isLocale, matchLocale, PSEUDO_LOCALE, type AppLocale, type Locale } from './locales';

export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number | Date | undefined>;
/** The function that shows a text: a component's from useT(), else `t` below (docs/i18n.md#showing-a-text). */
export type Translate = typeof t;

// The index.html's inline script reads it too, to preload the catalog (scripts/vite/catalogs.ts, first-paint.ts).
const STORAGE_KEY = 'meme-arena:language';

/**
 * The text `id` in the active language, its ICU arguments filled from `values`, for code that runs outside rendering
 * (a toast, an error, a check on submit); a component takes its `t` from useT() instead.
 */
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
/** The language the latest activation asked for: a screen's texts load in it, even before it is active. */
let requestedLocale: AppLocale | undefined;
/** The areas whose texts the page has needed so far: a switch of language loads them all before it applies. */
const neededAreas = new Set<CatalogArea>([START_AREA]);
const areaDownloads = new Map<string, Promise<Messages>>();

/** One area of one language's catalog, downloaded once; a failed download is tried again on the next call. */
function downloadArea(locale: AppLocale, area: CatalogArea): Promise<Messages> {
  const key = `${locale} ${area}`;
  let download = areaDownloads.get(key);
  if (!download) {
    download = loaders[locale][area]().then((module) => module.default);
    download.catch(() => areaDownloads.delete(key));
    areaDownloads.set(key, download);
  }
  return download;
}

async function downloadAreas(locale: AppLocale, areas: readonly CatalogArea[]): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(areas.map((area) => downloadArea(locale, area))))) as Messages;
}

/**
 * Loads `locale`'s texts for every area the page needs and makes it the active language; a later call wins over one
 * still loading. Rejects, leaving the active language as it was, when a text could not be downloaded.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  const request = ++latestRequest;
  requestedLocale = locale;
  if (i18n.locale === locale) return;
  let messages: Messages;
  let areas: CatalogArea[];
  // A screen may ask for another area meanwhile: it is loaded in this language too before the switch applies.
  do {
    areas = [...neededAreas];
    messages = await downloadAreas(locale, areas);
  } while (areas.length !== neededAreas.size);
  if (request !== latestRequest) return;
  // Added to what this language already has (loadAndActivate would replace it).
  i18n.load(locale, messages);
  i18n.activate(locale, locale === PSEUDO_LOCALE ? [DEFAULT_LOCALE] : [locale]);
  document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en-XA' : locale;
}

/**
 * Loads the texts of `areas` in the active language (and in the one being switched to, if any): a route's loader
 * awaits it, so a screen never renders before its texts are there.
 */
export async function loadCatalogAreas(areas: readonly CatalogArea[]): Promise<void> {
  for (const area of areas) neededAreas.add(area);
  const locales = new Set([i18n.locale, requestedLocale].filter(Boolean) as AppLocale[]);
  if (!locales.size) locales.add(startLocale());
  await Promise.all(
    [...locales].map(async (locale) => {
      i18n.load(locale, await downloadAreas(locale, areas));
    }),
  );
}

/** The language the app starts in: the person's pick, else the browser's. */
export function startLocale(): AppLocale {
  return pickedLocale() ?? browserLocale();
}

/** Keeps the person's pick of language for every later visit. */
export function storePickedLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the pick holds for this page only.
  }
}
