// The app's texts: one catalog per language in src/i18n/catalogs/<locale>.json, written in ICU MessageFormat (keys
// flat, 'feature.text'). This plugin compiles each catalog at build time into Lingui's compiled form, so the browser
// gets no message parser, and splits each by key prefix into areas (src/i18n/areas.ts), each a module of its own that
// the app imports on demand: only the chosen language's texts for the screens shown reach the browser (docs/i18n.md).
//   virtual:catalogs                { loaders: { en: { site: () => import(...), ... }, ... } } for every locale of the
//                                   contract, and 'pseudo'
//   virtual:catalog/<locale>-<area> the compiled messages of one locale's area ('pseudo': English made long and
//                                   accented); its chunk is named after it (de-site-<hash>.js)
//   virtual:catalog/<locale>        the whole compiled catalog (the build's static shell and the UI tests)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import localeList from '@contract/locales.json' with { type: 'json' };
import { areaOfKey, CATALOG_AREAS, type CatalogArea } from '../../src/i18n/areas.ts';

const CATALOGS = 'virtual:catalogs';
const CATALOG = 'virtual:catalog/';
/** The test language: English with every letter accented and each text 40% longer, to find cut or clipped texts. */
export const PSEUDO_LOCALE = 'pseudo';
/** Where the app keeps the language picked in the switcher (src/i18n/i18n.ts). */
export const LANGUAGE_STORAGE_KEY = 'meme-arena:language';

const catalogFile = (root: string, locale: string) => join(root, 'src/i18n/catalogs', `${locale}.json`);

type Compiled = ReturnType<typeof compileMessage> | string;

const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/**
 * One text of a message, pseudo-localized: accented, then padded to 140% of its length with short words of '~' (a
 * real language breaks lines between words too). '#' stays (a plural's count).
 */
function pseudoText(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (letter) => ACCENTS[letter] ?? letter);
  const padding = Math.ceil(text.replace(/[^a-zA-Z]/g, '').length * 0.4);
  if (!padding) return accented;
  const words = Array.from({ length: Math.ceil(padding / 5) }, (_, index) =>
    '~'.repeat(Math.min(5, padding - index * 5)),
  );
  return `${accented} ${words.join(' ')}`;
}

/** A compiled message with its texts pseudo-localized and its arguments, plural forms and tags kept. */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  if (!Array.isArray(message)) return message;
  return message.map((part) => {
    if (typeof part === 'string') return part === '#' || /^<\/?\d+\/?>$/.test(part) ? part : pseudoTags(part);
    if (!Array.isArray(part)) return part;
    const [name, type, options] = part as [string, string?, unknown?];
    if (
      options &&
      typeof options === 'object' &&
      (type === 'plural' || type === 'select' || type === 'selectordinal')
    ) {
      const forms = Object.fromEntries(
        Object.entries(options as Record<string, Compiled>).map(([form, text]) => [form, pseudoMessage(text)]),
      );
      return [name, type, forms];
    }
    return part;
  }) as Compiled;
}

/** Pseudo-localizes the text around <0>…</0> tags, leaving the tags themselves intact. */
function pseudoTags(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((piece) => (/^<\/?\d+\/?>$/.test(piece) ? piece : pseudoText(piece)))
    .join('');
}

/** A catalog's ICU texts, read from its file. */
export function readCatalog(root: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(catalogFile(root, locale), 'utf8')) as Record<string, string>;
}

/** A catalog compiled for Lingui; 'pseudo' is the English one pseudo-localized. */
export function compileCatalog(root: string, locale: string): Record<string, Compiled> {
  const source = readCatalog(root, locale === PSEUDO_LOCALE ? localeList.default : locale);
  return Object.fromEntries(
    Object.entries(source).map(([key, text]) => {
      const compiled = compileMessage(text);
      return [key, locale === PSEUDO_LOCALE ? pseudoMessage(compiled) : compiled];
    }),
  );
}

/** The compiled messages of `locale` whose keys are in `area`; a key whose prefix is in no area stops the build. */
export function compileCatalogArea(root: string, locale: string, area: CatalogArea): Record<string, Compiled> {
  const compiled = compileCatalog(root, locale);
  const unplaced = Object.keys(compiled).filter((key) => !areaOfKey(key));
  if (unplaced.length) throw new Error(`catalogs: no area in src/i18n/areas.ts for ${unplaced.join(', ')}`);
  return Object.fromEntries(Object.entries(compiled).filter(([key]) => areaOfKey(key) === area));
}

const AREAS = Object.keys(CATALOG_AREAS) as CatalogArea[];

/** What a virtual:catalog/… id names: a locale, and one of its areas or the whole catalog. */
function parseCatalogId(name: string, locales: string[]): { locale: string; area?: CatalogArea } | undefined {
  if (locales.includes(name)) return { locale: name };
  const cut = name.lastIndexOf('-');
  const [locale, area] = [name.slice(0, cut), name.slice(cut + 1)];
  return locales.includes(locale) && (AREAS as string[]).includes(area)
    ? { locale, area: area as CatalogArea }
    : undefined;
}

export function catalogs(): Plugin {
  let root = process.cwd();
  const locales = [...localeList.locales, PSEUDO_LOCALE];
  return {
    name: 'catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === CATALOGS) return `\0${CATALOGS}`;
      if (id.startsWith(CATALOG) && parseCatalogId(id.slice(CATALOG.length), locales)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${CATALOGS}`) {
        const entries = locales.map((locale) => {
          const areas = AREAS.map((area) => `${area}: () => import(${JSON.stringify(`${CATALOG}${locale}-${area}`)})`);
          return `${JSON.stringify(locale)}: {${areas.join(', ')}}`;
        });
        return `export const loaders = {${entries.join(',\n')}};\n`;
      }
      if (id.startsWith(`\0${CATALOG}`)) {
        const { locale, area } = parseCatalogId(id.slice(CATALOG.length + 1), locales)!;
        this.addWatchFile(catalogFile(root, locale === PSEUDO_LOCALE ? localeList.default : locale));
        const messages = area ? compileCatalogArea(root, locale, area) : compileCatalog(root, locale);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
      }
      return null;
    },
  };
}
