/// <reference path="../../../.pb/types.d.ts" />
// Anonymous voting, for the queries clients send. visibility.pb.js hides authors and scores in every record it
// returns, but a filter or sort runs in SQL on every column: which records come back, and in which order, would
// still tell who uploaded a meme or what a vote gave. These checks refuse such queries outright.
//
// They read the query text and are deliberately coarse: a filter or sort that merely mentions a protected field
// is refused, whatever it does with it, so no clever expression can slip through. PocketBase itself already
// refuses @request.* and @collection.* in client filters and sorts (list and realtime).
//
// Loaded with require(`${__hooks}/lib/rules/anonymity.js`) inside each handler, like contest_rules.js.

/** The refusal of such a query (rules.json's anonymousQuery). */
const MESSAGE = require(`${__hooks}/../contract/rules.js`).MESSAGES.anonymousQuery;

/**
 * The filter with each quoted text (fexpr: ' or " quotes, a backslash escapes the next character) replaced by
 * '<its index>', and the raw texts. null when a quote is never closed (PocketBase would refuse the filter too).
 * @param {string} filter
 * @returns {{ code: string, texts: string[] } | null}
 */
function separateTexts(filter) {
  let code = '';
  /** @type {string[]} */
  const texts = [];
  for (let i = 0; i < filter.length; i++) {
    const quote = filter[i];
    if (quote !== "'" && quote !== '"') {
      code += quote;
      continue;
    }
    let raw = '';
    let closed = false;
    let j = i + 1;
    for (; j < filter.length; j++) {
      const ch = filter[j];
      if (ch === '\\') {
        raw += ch + (j + 1 < filter.length ? filter[j + 1] : '');
        j++;
      } else if (ch === quote) {
        closed = true;
        break;
      } else {
        raw += ch;
      }
    }
    if (!closed) return null;
    code += `'${texts.length}'`;
    texts.push(raw);
    i = j;
  }
  return { code: code.toLowerCase(), texts };
}

/**
 * `score` outside `average_score`: the score of individual votes.
 * @param {string} code
 */
function mentionsVoteScore(code) {
  return code.replace(/average_score/g, '').indexOf('score') >= 0;
}

// `player = '<text>'` or `player != '<text>'` on the record itself (not a relation path such as meme.player).
const PLAYER_COMPARISON = /(^|[^a-z0-9_.:@#])player[ \t\n]*(!=|=)[ \t\n]*'(\d+)'/g;

/**
 * Whether a players viewer may run `code` (a filter with its texts separated, or a sort). In every phase: no vote
 * score, no picked file name, nothing about Discord and no back-relation (`x_via_y`, which reaches other players' votes). Before results also: no average
 * score and no author, except comparing the author with themselves (`player = self` lists their own memes,
 * `player != self` the memes they may vote on).
 * @param {string} code
 * @param {string[]} texts
 * @param {string} phase
 * @param {string} playerId
 */
function playerMayQuery(code, texts, phase, playerId) {
  // media_name: the picked file name, private to its uploader and the organizer in every phase. season: the contest's
  // season is its organizer's; its leaderboard reaches players through the season answer only. discord_linked: whether
  // a player linked Discord, shown to that player alone (lib/rules/visibility.js); a filter or sort on it would tell
  // the others.
  if (
    code.indexOf('_via_') >= 0 ||
    mentionsVoteScore(code) ||
    code.indexOf('media_name') >= 0 ||
    code.indexOf('discord_') >= 0 ||
    code.indexOf('season') >= 0
  ) {
    return false;
  }
  if (phase === 'results') return true;
  if (code.indexOf('average_score') >= 0) return false;
  const withoutSelf = code.replace(
    PLAYER_COMPARISON,
    (match, /** @type {string} */ before, _sign, /** @type {string} */ index) =>
      texts[Number(index)] === playerId ? `${before} ` : match
  );
  return withoutSelf.indexOf('player') < 0;
}

/**
 * Whether a filter and sort from `auth` may run. Organizers may use everything but vote scores; for players see
 * playerMayQuery. `phase` is the status of the player's contest.
 * @param {core.Record | null | undefined} auth
 * @param {string} phase
 * @param {string | undefined} filter
 * @param {string | undefined} sort
 */
function mayQuery(auth, phase, filter, sort) {
  const viewer = auth ? auth.collection().name : '';
  if (viewer !== 'players' && viewer !== 'users') return true;
  /** @type {{ code: string, texts: string[] }[]} */
  const parts = [];
  if (filter) {
    const separated = separateTexts(filter);
    // A comment could hide a quote from this reading; nothing the app sends uses one.
    if (!separated || separated.code.indexOf('//') >= 0) return false;
    parts.push(separated);
  }
  if (sort) parts.push({ code: String(sort).toLowerCase(), texts: [] });
  return parts.every(({ code, texts }) =>
    viewer === 'users'
      ? !mentionsVoteScore(code)
      : playerMayQuery(code, texts, phase, /** @type {core.Record} */ (auth).id)
  );
}

/**
 * A realtime subscription as PocketBase reads it: its query options are URL-encoded JSON. This decodes percent
 * escapes once (as the server does) and JSON \u escapes, so a protected word cannot hide behind an encoding.
 * @param {string} subscription
 */
function decodedSubscription(subscription) {
  return String(subscription)
    .replace(/\+/g, ' ')
    .replace(/%([0-9a-fA-F]{2})/g, (_, /** @type {string} */ hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, /** @type {string} */ hex) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase();
}

/**
 * Whether `auth` may open `subscription`. Players never filter realtime events (the app does not need to, and a
 * filter would tell, event by event, what it matched); organizers may filter on anything but vote scores.
 * @param {core.Record | null | undefined} auth
 * @param {string} subscription
 */
function maySubscribe(auth, subscription) {
  const viewer = auth ? auth.collection().name : '';
  const text = decodedSubscription(subscription);
  if (viewer === 'players') return text.indexOf('filter') < 0;
  if (viewer === 'users') return !mentionsVoteScore(text);
  return true;
}

module.exports = { MESSAGE, mayQuery, maySubscribe };
