// The server's own texts (pb_hooks/lib/platform/i18n.js and its catalogs pb_hooks/lib/platform/i18n/<locale>.json), run in Node: every
// language of contract/locales.json has every text with the same placeholders, and the plural forms and
// decimal separators PocketBase's runtime cannot take from Intl are CLDR's. tests/api/discord-webhooks.test.ts and
// tests/api/public-results.test.ts check the texts the server really sends.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import locales from '@contract/locales.json';

type Text = string | Record<string, string>;
const i18n = createRequire(import.meta.url)('../../pb_hooks/lib/platform/i18n.js') as {
  pluralForm(locale: string, shown: string): 'one' | 'other';
  formatNumber(locale: string, shown: string): string;
  pointsText(locale: string, score: string): string;
  text(locale: string, key: string, params?: Record<string, unknown>): string;
  supportedLocale(locale: string): string;
};

const folder = join(dirname(fileURLToPath(import.meta.url)), '../../pb_hooks/lib/platform/i18n');
const catalogOf = (locale: string) =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, Text>;
const english = catalogOf('en');
/** The {placeholders} of a text, every form of a plural one together, sorted. */
const placeholders = (text: Text) =>
  [...new Set((typeof text === 'string' ? [text] : Object.values(text)).flatMap((t) => t.match(/\{\w+\}/g) ?? []))]
    .sort()
    .join(' ');

describe('the catalogs', () => {
  it('are one per language Meme Arena speaks, English first', () => {
    expect(locales.default).toBe('en');
    expect(
      readdirSync(folder)
        .map((name) => name.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...locales.locales].sort());
  });

  it.each(locales.locales.filter((locale) => locale !== 'en'))(
    '%s has every English text, no other, with the same placeholders',
    (locale) => {
      const catalog = catalogOf(locale);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, source] of Object.entries(english)) {
        const translated = catalog[key]!;
        expect(typeof translated, key).toBe(typeof source);
        expect(placeholders(translated), key).toBe(placeholders(source));
        if (typeof source === 'object') {
          // A plural text has the forms its language chooses from, each one written.
          expect(Object.keys(translated).sort(), key).toEqual(['one', 'other']);
          for (const form of Object.values(translated)) expect(placeholders(form), key).toBe(placeholders(source));
        }
        for (const form of typeof translated === 'string' ? [translated] : Object.values(translated)) {
          expect(form.trim(), key).not.toBe('');
        }
      }
    },
  );
});

describe('plural forms (CLDR cardinal rules)', () => {
  it.each([
    // English and German: exactly 1, without decimals, is singular.
    ['en', ['1'], ['0', '1.5', '2', '8.5', '10']],
    ['de', ['1'], ['0', '1.5', '2', '8.5', '10']],
    // Spanish: the value 1.
    ['es', ['1'], ['0', '1.5', '2', '8.5', '10']],
    // French and Brazilian Portuguese: 0 and 1, decimals included, are singular.
    ['fr', ['0', '1', '0.5', '1.5'], ['2', '2.5', '8.5', '10']],
    ['pt-BR', ['0', '1', '0.5', '1.5'], ['2', '2.5', '8.5', '10']],
  ])('%s: one for %j, other for %j', (locale, one, other) => {
    for (const shown of one) expect(i18n.pluralForm(locale, shown), shown).toBe('one');
    for (const shown of other) expect(i18n.pluralForm(locale, shown), shown).toBe('other');
  });

  it('reads an empty or unknown language as English', () => {
    for (const locale of ['', 'xx', 'EN', 'fr-FR']) {
      expect(i18n.supportedLocale(locale)).toBe('en');
      expect(i18n.pluralForm(locale, '0')).toBe('other');
      expect(i18n.formatNumber(locale, '8.5')).toBe('8.5');
    }
  });
});

describe('numbers and points', () => {
  it.each([
    ['en', '8.5', '8.5 points', '1 point', '1.5 points'],
    ['fr', '8,5', '8,5 points', '1 point', '1,5 point'],
    ['es', '8,5', '8,5 puntos', '1 punto', '1,5 puntos'],
    ['de', '8,5', '8,5 Punkte', '1 Punkt', '1,5 Punkte'],
    ['pt-BR', '8,5', '8,5 pontos', '1 ponto', '1,5 ponto'],
  ])('%s writes 8.5 as %s: %s, %s, %s', (locale, number, eightAndAHalf, one, oneAndAHalf) => {
    expect(i18n.formatNumber(locale, '8.5')).toBe(number);
    expect(i18n.formatNumber(locale, '10')).toBe('10');
    expect(i18n.pointsText(locale, '8.5')).toBe(eightAndAHalf);
    expect(i18n.pointsText(locale, '1')).toBe(one);
    expect(i18n.pointsText(locale, '1.5')).toBe(oneAndAHalf);
  });

  it('fills placeholders with the values as given, a $ pattern included', () => {
    expect(i18n.text('fr', 'results.winner', { winner: "$& $' $$", points: '9 points' })).toBe(
      "$& $' $$ l’emporte avec 9 points",
    );
    expect(i18n.text('', 'results.noScores')).toBe('No memes scored yet');
  });
});
