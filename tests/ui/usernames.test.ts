// The username rule both sides run (contract/usernames.js): its character tables hold what Unicode says they
// hold (Node's own Unicode data, which goja's regular expressions lack), and it tells apart names that look alike
// from names that merely share letters. tests/api/usernames.test.ts sends the same names to the server.
import { describe, expect, it } from 'vitest';
import { normalizeUsername, usernameProblem } from '@/lib/domain/usernames';
import usernames from '@contract/usernames.js';

const LAST_CODE_POINT = 0x10ffff;
const HIDDEN_IN_UNICODE = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]$/u;
const UNASSIGNED = /^\p{Cn}$/u;

const check = (name: string, others: string[] = ['alice', 'josé']) => usernameProblem(normalizeUsername(name), others);

describe('the characters a username may not hold', () => {
  it('are every control, format, separator, surrogate and default-ignorable character of Unicode, and no other', () => {
    const missing: string[] = [];
    const extra: string[] = [];
    for (let point = 0; point <= LAST_CODE_POINT; point += 1) {
      const character = String.fromCodePoint(point);
      const refused = usernames.hasHiddenCharacter(character);
      const hidden = HIDDEN_IN_UNICODE.test(character);
      if (hidden && !refused) missing.push(point.toString(16));
      // An older Unicode than the table's (another Node) may not know a character yet: unassigned there.
      if (refused && !hidden && !UNASSIGNED.test(character)) extra.push(point.toString(16));
    }
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it.each([
    ['alice\u200b', 'a zero-width space after'],
    ['\u200balice', 'a zero-width space before'],
    ['al\u200dice', 'a zero-width joiner inside'],
    ['\u202eecila', 'a right-to-left override (shows "alice")'],
    ['bo\u0000b', 'NUL'],
    ['bo\u001bb', 'ESC'],
    ['bo\nb', 'an inner newline'],
    ['bo\u0085b', 'NEL'],
    ['bob\u0085', 'a trailing NEL (not white space to String.trim)'],
    ['bo\u2028b', 'a line separator'],
    ['bo\u2066b\u2069', 'a direction isolate'],
    ['bo\u00adb', 'a soft hyphen'],
    ['\u3164\u3164\u3164', 'Hangul fillers'],
    ['al\ufe0fice', 'an emoji style between letters'],
    ['a\u200dlice\u{1f600}', 'a joiner before a letter'],
  ])('refuses %j (%s)', (name) => {
    expect(check(name)).toBe('usernameCharacters');
  });

  it.each([
    ['I ❤️ memes'],
    ['👩‍💻 dev'],
    ['👍🏽 thumbs'],
    ['1️⃣ first'],
    ['🏳️‍🌈 pride'],
    ['Zoé'],
    ["O'Brien"],
    ['Дмитрий'],
    ['ἈΘΗΝΑ'],
  ])('accepts %j: the joiners and styles emoji carry, and letters of any script', (name) => {
    expect(check(name)).toBeNull();
  });
});

describe('names that are one name', () => {
  it('normalises to the composed form and trims: "jose" + a combining accent is "josé"', () => {
    expect(normalizeUsername('  jose\u0301 ')).toBe('josé');
    expect(check('jose\u0301')).toBe('usernameUnique');
    expect(check('JOSÉ')).toBe('usernameUnique');
  });

  it.each([
    ['аlice', 'a Cyrillic а'],
    ['ΑLICE', 'a Greek capital alpha, in capitals'],
    ['ａｌｉｃｅ', 'fullwidth letters'],
    ['𝐚𝐥𝐢𝐜𝐞', 'mathematical bold letters'],
    ['aIice', 'a capital I for the l'],
    ['alıce', 'a dotless i'],
    ['аӏісе', 'all Cyrillic letters'],
  ])('refuses %j beside "alice" (%s) as a look-alike', (name) => {
    expect(check(name)).toBe('usernameLookalike');
  });

  it('tells apart names that only share letters', () => {
    expect(check('alicia')).toBeNull();
    expect(check('Аля')).toBeNull();
    expect(check('jose')).toBeNull();
    expect(check('ALLCE')).toBeNull();
  });
});

describe('many names checked in a row (usernameChecker, for the players brought along when a contest runs again)', () => {
  it('answers as usernameProblem does against every name before it', () => {
    const names = [
      'alice',
      'Alice',
      'AIice',
      'аlice',
      'ａｌｉｃｅ',
      'Ana Lee',
      'ana_lee',
      'ANA  LEE',
      'josé',
      'jose',
      'jose\u0301',
      'Bob',
      'b0b',
      'bo\u200bb',
      'al',
      'x'.repeat(101),
      'Аля',
      'ALLCE',
      'Ilya',
      'llya',
      '😀 fan',
      '😀️ fan',
      'Zoë',
    ].map((name) => normalizeUsername(name));
    const limits = { min: 3, max: 100 };
    const checker = usernames.usernameChecker(['bob'], limits);
    const accepted = ['bob'];
    for (const name of names) {
      const expected = usernames.usernameProblem(name, accepted, limits);
      expect([name, checker.problem(name)]).toEqual([name, expected]);
      if (!expected) {
        checker.add(name);
        accepted.push(name);
      }
    }
    // Some names were refused for each reason, so each reason was compared.
    expect(new Set(names.map((name, index) => usernames.usernameProblem(name, names.slice(0, index), limits)))).toEqual(
      new Set([null, 'usernameUnique', 'usernameLookalike', 'usernameLength', 'usernameCharacters']),
    );
  });
});
