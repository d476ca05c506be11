// Player usernames: how they are cleaned, which characters they may not hold, and when two of them are one name.
// The server applies it to every new player (lib/rules/players.js, for both the organizer's addition and the join link),
// and the page imports this very file (through scripts/vite/hook-libraries.ts) to say the same before sending.
// Plain JavaScript that runs alike in PocketBase's JSVM (goja) and in browsers: goja's regular expressions do not
// support Unicode property escapes (/\p{Cf}/u silently matches nothing), so the character classes are tables of
// code point ranges here, checked against Node's own Unicode data by tests/ui/usernames.test.ts. Part of the contract between the app and
// the server (docs/architecture.md).

/** @typedef {'usernameLength' | 'usernameCharacters' | 'usernameUnique' | 'usernameLookalike'} UsernameProblem */

/**
 * "0000-001F 00AD …" → [[0x0000, 0x001f], [0x00ad, 0x00ad], …], sorted.
 * @param {string} text
 * @returns {[number, number][]}
 */
function parseRanges(text) {
  return text.split(' ').map(function (range) {
    var ends = range.split('-');
    return [parseInt(ends[0], 16), parseInt(ends[1] || ends[0], 16)];
  });
}

/**
 * @param {[number, number][]} ranges
 * @param {number} codePoint
 * @returns {boolean}
 */
function inRanges(ranges, codePoint) {
  var low = 0;
  var high = ranges.length - 1;
  while (low <= high) {
    var middle = (low + high) >> 1;
    if (codePoint < ranges[middle][0]) high = middle - 1;
    else if (codePoint > ranges[middle][1]) low = middle + 1;
    else return true;
  }
  return false;
}

// Characters a username may not hold (Unicode 17): controls (Cc: NUL, ESC, newlines, NEL…), format characters (Cf:
// zero-width spaces and joiners, soft hyphen, bidirectional marks, overrides and isolates, BOM, tags), the line and
// paragraph separators (Zl, Zp), lone surrogates (Cs), and every other character Unicode says to render invisibly
// (Default_Ignorable_Code_Point: Hangul fillers, variation selectors, the combining grapheme joiner…). Each is
// invisible or changes how the text around it is shown, so a name holding one can pass for another.
var HIDDEN = parseRanges(
  '0000-001F 007F-009F 00AD 034F 0600-0605 061C 06DD 070F 0890-0891 08E2 115F-1160 17B4-17B5 180B-180F ' +
    '200B-200F 2028-202E 2060-206F 3164 D800-DFFF FE00-FE0F FEFF FFA0 FFF0-FFFB 110BD 110CD 13430-1343F ' +
    '1BCA0-1BCA3 1D173-1D17A E0000-E0FFF',
);

// The pictographic blocks where emoji live. Emoji use two of the hidden characters: a variation selector after an
// emoji asks for its colour form ("❤️" is U+2764 U+FE0F, as phone keyboards type it), and a zero-width joiner
// between two emoji draws them as one ("👩‍💻"). These are allowed there, and nowhere else. (A superset of Unicode's
// Extended_Pictographic: any joiner it lets through is dropped from the look-alike comparison anyway.)
var PICTOGRAPHS = parseRanges(
  '00A9 00AE 203C 2049 2122 2139 2194-21AA 231A-23FF 24C2 25AA-27BF 2934-2935 2B05-2B55 3030 303D 3297 3299 ' +
    '1F000-1FAFF',
);
var ZERO_WIDTH_JOINER = 0x200d;
var TEXT_STYLE = 0xfe0e;
var EMOJI_STYLE = 0xfe0f;
var KEYCAP = 0x20e3;
var SKIN_TONES = [0x1f3fb, 0x1f3ff];

/**
 * @param {string} text
 * @returns {number[]}
 */
function codePoints(text) {
  var points = [];
  for (var i = 0; i < text.length; i++) {
    var point = /** @type {number} */ (text.codePointAt(i));
    if (point > 0xffff) i++;
    points.push(point);
  }
  return points;
}

/**
 * @param {number} point
 * @returns {boolean}
 */
function isPictograph(point) {
  return point !== undefined && inRanges(PICTOGRAPHS, point);
}

/**
 * The emoji a joiner or variation selector at `index` follows, skipping its own skin tone and style.
 * @param {number[]} points
 * @param {number} index
 * @returns {boolean}
 */
function emojiBefore(points, index) {
  var i = index - 1;
  while (i >= 0 && (points[i] === EMOJI_STYLE || (points[i] >= SKIN_TONES[0] && points[i] <= SKIN_TONES[1]))) i--;
  return isPictograph(points[i]);
}

/**
 * Whether the hidden character at `index` is part of an emoji, the one place it belongs.
 * @param {number[]} points
 * @param {number} index
 * @returns {boolean}
 */
function partOfEmoji(points, index) {
  var point = points[index];
  if (point === TEXT_STYLE || point === EMOJI_STYLE) {
    var before = points[index - 1];
    // A keycap: #, * or a digit, the emoji style, then the enclosing keycap ("1️⃣").
    var keycap =
      (before === 0x23 || before === 0x2a || (before >= 0x30 && before <= 0x39)) && points[index + 1] === KEYCAP;
    return isPictograph(before) || keycap;
  }
  if (point === ZERO_WIDTH_JOINER) return emojiBefore(points, index) && isPictograph(points[index + 1]);
  return false;
}

/**
 * A username as it is stored: in Unicode's composed form (NFC, so "jose" + a combining acute accent is "josé", one
 * letter, as typed on another keyboard), without white space around it.
 * @param {unknown} value
 * @returns {string}
 */
function normalizeUsername(value) {
  return String(value == null ? '' : value)
    .normalize('NFC')
    .trim();
}

/**
 * Whether a (normalised) username holds a character it may not: see HIDDEN.
 * @param {string} username
 * @returns {boolean}
 */
function hasHiddenCharacter(username) {
  var points = codePoints(username);
  for (var i = 0; i < points.length; i++) {
    if (inRanges(HIDDEN, points[i]) && !partOfEmoji(points, i)) return true;
  }
  return false;
}

// Regular expressions are built once here: goja compiles a literal again each time it is evaluated.
var WHITESPACE = /\s+/g;

/**
 * @param {string} text
 * @returns {string}
 */
function underscoredLowercase(text) {
  return text.replace(WHITESPACE, '_').toLowerCase();
}

/**
 * The generated e-mail's key: whitespace turned to underscores, lowercased. Names with one key share an e-mail.
 * @param {string} username
 * @returns {string}
 */
function usernameKey(username) {
  return underscoredLowercase(normalizeUsername(username));
}

// Letters of other scripts that look like a Latin letter in the usual fonts, from Unicode's confusables (UTS #39),
// for the two scripts phone keyboards commonly offer beside Latin: Cyrillic and Greek; and Latin's dotless i and j.
/** @type {Record<string, string>} */
var LOOKALIKES = {};
[
  ['АВЕЅІЈКМНОРСТУХҮҺӀԚԜ', 'ABESIJKMHOPCTYXYHIQW'], // Cyrillic capitals
  ['аеорсухѕіјһԁԛԝӏү', 'aeopcyxsijhdqwly'], // Cyrillic small letters
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹͿ', 'ABEZHIKMNOPTYXCJ'], // Greek capitals
  ['αγινορυϲϳ', 'ayivopucj'], // Greek small letters
  ['ıȷ', 'ij'], // Latin dotless i and j
].forEach(function (pair) {
  for (var i = 0; i < pair[0].length; i++) LOOKALIKES[pair[0][i]] = pair[1][i];
});
// Regular expressions of BMP characters only, which goja and browsers read alike. (A name is compared with every
// other player's, 300 in a full contest, so this runs as few steps of JavaScript as it can.)
var LOOKALIKE_LETTER = new RegExp('[' + Object.keys(LOOKALIKES).join('') + ']', 'g');
var EMOJI_EXTRAS = /\u200d|\ufe0e|\ufe0f/g;
var PLAIN_ASCII = /^[\x20-\x7e]*$/;
var CAPITAL_I = /I/g;

/**
 * What a username looks like, as the keys its look-alikes share: compatibility forms folded (NFKD: fullwidth
 * "ａｌｉｃｅ", mathematical "𝐚𝐥𝐢𝐜𝐞", ligatures), look-alike letters of other scripts read as the Latin ones, the
 * joiners and styles emoji may carry dropped; then lowercased with whitespace as underscores, once as it is and
 * once with every capital I read as a small L (as sans-serif fonts, the app's, draw them).
 * @param {string} username
 * @returns {string[]}
 */
function lookalikeKeys(username) {
  var normalized = normalizeUsername(username);
  return lookalikeKeysOf(normalized, underscoredLowercase(normalized));
}

/**
 * lookalikeKeys of a normalised username whose e-mail key is `key`.
 * @param {string} username
 * @param {string} key
 * @returns {string[]}
 */
function lookalikeKeysOf(username, key) {
  var latin = username;
  var plain = PLAIN_ASCII.test(latin);
  if (!plain) {
    latin = latin
      .normalize('NFKD')
      .replace(EMOJI_EXTRAS, '')
      .replace(LOOKALIKE_LETTER, function (letter) {
        return LOOKALIKES[letter];
      })
      .normalize('NFC');
  }
  var keys = [plain ? key : underscoredLowercase(latin)];
  if (latin.indexOf('I') >= 0) keys.push(underscoredLowercase(latin.replace(CAPITAL_I, 'l')));
  return keys;
}

/**
 * @param {readonly string[]} keys
 * @param {readonly string[]} others
 * @returns {boolean}
 */
function sharesKey(keys, others) {
  return keys.some(function (key) {
    return others.indexOf(key) >= 0;
  });
}

/**
 * Why `username` (normalised) cannot join players named `others`, as a key of rules.json's messages, or null:
 * 'usernameLength' (3–100 characters), 'usernameCharacters' (a hidden character), 'usernameUnique' (the same name
 * ignoring case and spacing, which would share an e-mail), 'usernameLookalike' (another name that looks the same).
 * @param {string} username
 * @param {readonly string[]} others
 * @param {{ min: number, max: number }} limits
 * @returns {UsernameProblem | null}
 */
function usernameProblem(username, others, limits) {
  if (username.length < limits.min || username.length > limits.max) return 'usernameLength';
  if (hasHiddenCharacter(username)) return 'usernameCharacters';
  var key = underscoredLowercase(username);
  var keys = lookalikeKeysOf(username, key);
  /** @type {UsernameProblem | null} */
  var problem = null;
  for (var i = 0; i < others.length; i++) {
    var other = normalizeUsername(others[i]);
    var otherKey = underscoredLowercase(other);
    if (otherKey === key) return 'usernameUnique';
    if (!problem && sharesKey(keys, lookalikeKeysOf(other, otherKey))) problem = 'usernameLookalike';
  }
  return problem;
}

/**
 * usernameProblem for many names in a row, each checked against `others` and the names added before it: every name's
 * keys are computed once and looked up, where usernameProblem compares a name with each other name in turn, so that
 * checking n names one after another costs n² comparisons (300 players brought along to a contest's next run held
 * the server's single writer for seconds). Same answers as usernameProblem.
 * @param {readonly string[]} others
 * @param {{ min: number, max: number }} limits
 * @returns {{ problem: (username: string) => UsernameProblem | null, add: (username: string) => void }}
 */
function usernameChecker(others, limits) {
  /** @type {Set<string>} */
  var keys = new Set();
  /** @type {Set<string>} */
  var lookalikes = new Set();
  /** @param {string} username */
  function add(username) {
    var normalized = normalizeUsername(username);
    var key = underscoredLowercase(normalized);
    keys.add(key);
    lookalikeKeysOf(normalized, key).forEach(function (lookalike) {
      lookalikes.add(lookalike);
    });
  }
  others.forEach(add);
  return {
    /**
     * @param {string} username  normalised, as for usernameProblem
     * @returns {UsernameProblem | null}
     */
    problem: function (username) {
      if (username.length < limits.min || username.length > limits.max) return 'usernameLength';
      if (hasHiddenCharacter(username)) return 'usernameCharacters';
      var key = underscoredLowercase(username);
      if (keys.has(key)) return 'usernameUnique';
      var shared = lookalikeKeysOf(username, key).some(function (lookalike) {
        return lookalikes.has(lookalike);
      });
      return shared ? 'usernameLookalike' : null;
    },
    add: add,
  };
}

module.exports = {
  normalizeUsername,
  hasHiddenCharacter,
  usernameKey,
  lookalikeKeys,
  usernameProblem,
  usernameChecker,
};
