// The catalogs (src/i18n/catalogs/<locale>.json, docs/i18n.md): every language has every text of the English
// source, each compiles as ICU MessageFormat, and uses the same arguments and tags as English (a translation may
// turn an argument into a plural; the server's texts may use any parameter the server sends with them).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { MESSAGE_PARAMS, type ServerMessageCode } from '@/lib/errors/server-messages';
import localeList from '@contract/locales.json';
import server from '@contract/rules.js';

const folder = resolve(import.meta.dirname, '../../src/i18n/catalogs');
const catalog = (locale: string) =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;
const english = catalog(localeList.default);
const translations = localeList.locales.filter((locale) => locale !== localeList.default);

/** The names of a compiled message's arguments, plural and select forms included. */
function argumentNames(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , options] = part as [unknown, unknown, unknown];
    if (typeof name === 'string') names.add(name);
    if (options && typeof options === 'object') {
      for (const form of Object.values(options)) argumentNames(form, names);
    }
  }
  return names;
}

const argumentsOf = (text: string) => [...argumentNames(compileMessage(text))].sort();
const tagsOf = (text: string) => [...text.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]).sort();

describe('the catalogs', () => {
  it("the app fills the server's texts with the parameters the server sends", () => {
    const withParams = Object.fromEntries(
      Object.entries(server.MESSAGE_PARAMS).filter(([, params]) => Object.keys(params).length > 0),
    );
    expect(MESSAGE_PARAMS).toEqual(withParams);
  });

  it('English compiles, each text with no stray braces', () => {
    for (const [key, text] of Object.entries(english)) expect(() => compileMessage(text), key).not.toThrow();
  });

  it.each(translations)('%s has every English text, and no other', (locale) => {
    expect(Object.keys(catalog(locale)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(translations)('%s uses the arguments and tags of English in every text', (locale) => {
    const texts = catalog(locale);
    for (const [key, source] of Object.entries(english)) {
      const text = texts[key] ?? '';
      expect(text.trim(), `${key} in ${locale}`).not.toBe('');
      expect(tagsOf(text), `tags of ${key} in ${locale}`).toEqual(tagsOf(source));
      if (key.startsWith('server.')) {
        // The server's texts: English states the limits in words; a translation may use the parameters instead.
        const sent = Object.keys(MESSAGE_PARAMS[key.slice('server.'.length) as ServerMessageCode] ?? {});
        for (const name of argumentsOf(text)) expect(sent, `{${name}} of ${key} in ${locale}`).toContain(name);
      } else {
        expect(argumentsOf(text), `arguments of ${key} in ${locale}`).toEqual(argumentsOf(source));
      }
    }
  });
});
