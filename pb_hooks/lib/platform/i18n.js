/// <reference path="../../../.pb/types.d.ts" />
// The server's own texts in a contest's language: its Discord announcements (lib/rules/discord_announcements.js) and the link preview of
// its shared results (lib/routes/link_preview.js). The texts are in lib/platform/i18n/<locale>.json, one catalog per language of
// contract/locales.json, English the source and the fallback of any missing text; a contest's language is its
// `language` field, empty meaning the default (English).
//
// PocketBase's JavaScript runtime has no Intl (no Intl.PluralRules, and Number#toLocaleString takes no locale), so
// the two rules the texts need are here, per language: which plural form a number takes (CLDR's "one" and "other";
// CLDR's "many" of French, Spanish and Portuguese is for millions, which no score or count here reaches) and the
// decimal separator. Numbers come in as the app shows them in English ('8', '8.5', contract/ranking.js), so the
// plural form is chosen on the digits people read, as CLDR defines it.
// Plain JavaScript without PocketBase globals at load, so tests/api/server-texts.test.ts runs it in Node.

/** PocketBase resolves require() from its working folder, hence __hooks; Node (the tests) from this file. */
const inHooks = typeof __hooks !== 'undefined';
/** @type {{ default: string, locales: string[] }} */
const LOCALES = require(inHooks ? `${__hooks}/../contract/locales.json` : '../../../contract/locales.json');

/**
 * @typedef {object} PluralOperands
 * @property {number} n  the value
 * @property {number} i  its integer part
 * @property {number} v  its count of visible fraction digits
 */

/**
 * CLDR plural operands of a number written in English digits ('8.5').
 * @param {string | number} shown
 * @returns {PluralOperands}
 */
function operands(shown) {
  const text = String(shown).replace(/^-/, '');
  const [integer, fraction = ''] = text.split('.');
  return { n: Number(text), i: Number(integer), v: fraction.length };
}

/**
 * How each language writes numbers and picks its plural form (CLDR 46 cardinal rules). A language not listed here
 * reads English's.
 * @type {Record<string, { decimal: string, plural: (operands: PluralOperands) => 'one' | 'other' }>}
 */
const NUMBER_RULES = {
  en: { decimal: '.', plural: (o) => (o.i === 1 && o.v === 0 ? 'one' : 'other') },
  // French and Brazilian Portuguese: 0 and 1, with any decimals (0,5 point, 1,5 point), are singular.
  fr: { decimal: ',', plural: (o) => (o.i === 0 || o.i === 1 ? 'one' : 'other') },
  'pt-BR': { decimal: ',', plural: (o) => (o.i === 0 || o.i === 1 ? 'one' : 'other') },
  // Spanish: the value 1 only (1 punto, 1,5 puntos).
  es: { decimal: ',', plural: (o) => (o.n === 1 ? 'one' : 'other') },
  de: { decimal: ',', plural: (o) => (o.i === 1 && o.v === 0 ? 'one' : 'other') },
};

/** @typedef {Record<string, string | Record<string, string>>} Catalog */

/**
 * The catalogs loaded so far, by locale (each hook runtime loads a language the first time it needs it).
 * @type {Record<string, Catalog>}
 */
const catalogs = {};

/**
 * The catalog of `locale` (lib/platform/i18n/<locale>.json), or an empty one when that language has none.
 * @param {string} locale
 * @returns {Catalog}
 */
function catalog(locale) {
  if (!catalogs[locale]) {
    try {
      catalogs[locale] = require(inHooks ? `${__hooks}/lib/platform/i18n/${locale}.json` : `./i18n/${locale}.json`);
    } catch {
      catalogs[locale] = {};
    }
  }
  return catalogs[locale];
}

/**
 * `locale` when it is one of the languages Meme Arena speaks, else the default (an empty or unknown value).
 * @param {string} locale
 * @returns {string}
 */
function supportedLocale(locale) {
  return LOCALES.locales.indexOf(locale) >= 0 ? locale : LOCALES.default;
}

/**
 * The language of `contest`: its `language`, or English when it has none.
 * @param {core.Record} contest
 * @returns {string}
 */
function contestLocale(contest) {
  return supportedLocale(contest.getString('language'));
}

/**
 * The plural form that the number written `shown` ('8.5') takes in `locale`.
 * @param {string} locale
 * @param {string | number} shown
 * @returns {'one' | 'other'}
 */
function pluralForm(locale, shown) {
  const rules = NUMBER_RULES[supportedLocale(locale)] || NUMBER_RULES.en;
  return rules.plural(operands(shown));
}

/**
 * The number written `shown` ('8.5', as contract/ranking.js formats a score) as `locale` writes it ('8,5').
 * @param {string} locale
 * @param {string | number} shown
 * @returns {string}
 */
function formatNumber(locale, shown) {
  const rules = NUMBER_RULES[supportedLocale(locale)] || NUMBER_RULES.en;
  return String(shown).replace('.', rules.decimal);
}

/**
 * The text `key` in `locale` (English when that language lacks it), its {placeholders} filled from `params`. A
 * plural text ({ one, other }) takes the form of the number `params.count`, written in English digits. The values are
 * inserted as they are: the caller escapes them for where the text goes (Discord markdown, HTML).
 * @param {string} locale
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
function text(locale, key, params) {
  const values = params || {};
  const lang = supportedLocale(locale);
  let message = catalog(lang)[key];
  if (message === undefined) message = catalog(LOCALES.default)[key];
  if (message === undefined) throw new Error(`No server text ${key}`);
  if (typeof message === 'object') {
    const form = pluralForm(lang, values.count);
    message = message[form] !== undefined ? message[form] : message.other;
  }
  // A function as the replacement, so a `$` in a name is inserted as typed.
  return message.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole
  );
}

/**
 * A score as `locale` says it: '9 points', '8,5 points', '1 point' (`score` as contract/ranking.js formats it).
 * @param {string} locale
 * @param {string} score
 * @returns {string}
 */
function pointsText(locale, score) {
  return text(locale, 'results.points', { count: score, score: formatNumber(locale, score) });
}

module.exports = { contestLocale, supportedLocale, pluralForm, formatNumber, text, pointsText };
