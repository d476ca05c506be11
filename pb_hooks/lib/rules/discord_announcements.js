/// <reference path="../../../.pb/types.d.ts" />
// The Discord announcements' words and shape: the vote's opening, the results with their podium, the test message,
// the reminders (lib/rules/reminders.js) and the post of the public results link, each in the contest's language
// (lib/platform/i18n.js). An announcement is written when it is queued (lib/rules/discord_delivery.js), so a retry
// posts it as it was.
//
// Every message links the contest's address (/c/{contest}), with the words of its phase ("Upload your memes", "Vote
// now", "See your results"), as the embed's link and a masked link in its text: the address holds no token, so the
// channel never reads a player's link or the join secret. The shared results add their public page.
//
// Message format: https://discord.com/developers/docs/resources/webhook#execute-webhook, within the documented embed
// limits (title 256, description 4096, 10 embeds, 6000 characters in all). Mentions are turned off, so a contest
// or player named "@everyone" pings nobody.

const BRAND_COLOR = 0x8b5cf6;
const SENDER_NAME = 'Meme Arena';
const MEDALS = ['🥇', '🥈', '🥉'];

/**
 * `text` with Discord's markdown escaped, so a name is shown as typed: the inline marks (bold, italics, underline,
 * strikethrough, code, spoilers, links) anywhere, and the block marks (quote, heading, list) at a line's start,
 * where they mean something (a "<cup>" or "semi-final" mid-name stays as it is).
 * @param {string} text
 */
function plain(text) {
  return String(text)
    .replace(/([\\*_~`|[\]()])/g, '\\$1')
    .replace(/^(\s*)([>#-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)\./gm, '$1\\.');
}

/**
 * A name (a contest's, a player's) as Discord shows it as typed, wherever it appears (descriptions and embed titles
 * alike): markdown escaped, then cut to `max` characters with an ellipsis, never in the middle of an escape.
 * @param {string} text
 * @param {number} max
 */
function plainName(text, max) {
  const escaped = plain(text);
  if (escaped.length <= max) return escaped;
  let kept = '';
  for (const character of String(text)) {
    if (plain(kept + character).length > max - 1) break;
    kept += character;
  }
  return `${plain(kept)}…`;
}

/**
 * An embed of a webhook message, with the fields these messages use.
 * @typedef {{ title: string, description?: string, color: number, url?: string, image?: { url: string } }} Embed
 */

/** @param {Embed[]} embeds */
function message(embeds) {
  return { username: SENDER_NAME, allowed_mentions: { parse: [] }, embeds };
}

/**
 * A one-embed message: the contest's name and `description`.
 * @param {core.Record} contest
 * @param {string} description
 */
function contestMessage(contest, description) {
  return message([{ title: plainName(contest.getString('name'), 256), description, color: BRAND_COLOR }]);
}

/**
 * The server's text `key` (lib/platform/i18n.js) in `contest`'s language.
 * @param {core.Record} contest
 * @param {string} key
 */
function contestText(contest, key) {
  /** @type {typeof import('../platform/i18n.js')} */
  const texts = require(`${__hooks}/lib/platform/i18n.js`);
  return texts.text(texts.contestLocale(contest), key);
}

/** The words of the contest address's link in each phase. @type {Record<string, string>} */
const ADDRESS_WORDS = {
  participation: 'discord.uploadNow',
  vote: 'discord.voteNow',
  results: 'discord.seeYourResults',
};

/**
 * The contest's address (an absolute URL, '' when the server does not know where it is reached) and the line that
 * links it with the words of the contest's phase, in its language.
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function contestAddressLine(app, contest) {
  const results = require(`${__hooks}/lib/rules/results.js`);
  const origin = results.publicOrigin(app);
  if (!origin) return { url: '', line: '' };
  const url = results.contestAddressUrl(origin, contest.id);
  const words = contestText(contest, ADDRESS_WORDS[contest.getString('status')] || ADDRESS_WORDS.participation);
  return { url, line: `**[${words}](${url})**` };
}

/**
 * A one-embed message about `contest`: its name as the title, `lines` (empty ones dropped) and, last, the link to
 * the contest's address, which the title links too.
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @param {string[]} lines
 */
function addressedMessage(app, contest, lines) {
  const address = contestAddressLine(app, contest);
  const built = contestMessage(
    contest,
    lines
      .filter(Boolean)
      .concat(address.line ? ['', address.line] : [])
      .join('\n')
  );
  if (address.url) built.embeds[0].url = address.url;
  return built;
}

/**
 * When `field` (a phase's deadline) falls, as the text `key` ("Voting closes in 2 hours (…)"), or '' without one.
 * Discord's timestamp markup: each reader's Discord shows it in their own language and time zone.
 * @param {core.Record} contest
 * @param {string} field
 * @param {string} key
 */
function closesLine(contest, field, key) {
  const closes = contest.getDateTime(field);
  if (closes.isZero()) return '';
  const unix = closes.unix();
  return contestText(contest, key)
    .replace(/\{relative\}/g, `<t:${unix}:R>`)
    .replace(/\{time\}/g, `<t:${unix}:f>`);
}

/** The deadline field of each phase that has one, and the text that says when it falls. */
const CLOSES = {
  participation: { field: 'participation_ends', key: 'discord.participationCloses' },
  vote: { field: 'vote_ends', key: 'discord.voteCloses' },
};

/**
 * The message for a contest whose vote just opened, in its language, with when voting closes if it has a deadline,
 * and the contest's address ("Vote now").
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function voteMessage(app, contest) {
  return addressedMessage(app, contest, [
    contestText(contest, 'discord.voteOpened'),
    closesLine(contest, CLOSES.vote.field, CLOSES.vote.key),
  ]);
}

/**
 * The test message, with the contest's address in the words of its phase: set up during participation, it is the
 * channel's invitation to upload.
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function testMessage(app, contest) {
  return addressedMessage(app, contest, [contestText(contest, 'discord.testMessage')]);
}

/**
 * A reminder (Remind the channel, or one before a deadline): what the phase asks, the turnout as the organizer's panel
 * shows it (lib/rules/turnout.js; a count, never a name), when the phase closes, and the contest's address. A
 * deadline's reminder opens with the last call ("Last call: voting closes in 10 minutes.").
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @param {boolean} lastCall  a deadline's reminder
 */
function reminderMessage(app, contest, lastCall) {
  /** @type {typeof import('../platform/i18n.js')} */
  const texts = require(`${__hooks}/lib/platform/i18n.js`);
  const locale = texts.contestLocale(contest);
  const phase = contest.getString('status') === 'vote' ? 'vote' : 'participation';
  const turnout = require(`${__hooks}/lib/rules/turnout.js`).readTurnout(app, contest);
  const closes = CLOSES[phase];
  const when = closesLine(contest, closes.field, lastCall ? `discord.lastCall.${phase}` : closes.key);
  return addressedMessage(app, contest, [
    lastCall ? when : texts.text(locale, `discord.remind.${phase}`),
    // "0 of 0 players" says nothing: a contest with no player yet gets the call and the link only.
    turnout.total ? texts.text(locale, `discord.turnout.${phase}`, { done: turnout.done, count: turnout.total }) : '',
    lastCall ? '' : when,
  ]);
}

/**
 * The post of the public results page, when the organizer shares the results after they opened.
 * @param {CoreApp} app
 * @param {core.Record} contest
 * @param {string} link  the public results page
 */
function sharedMessage(app, contest, link) {
  const built = addressedMessage(app, contest, [contestText(contest, 'discord.resultsShared').replace('{link}', link)]);
  built.embeds[0].url = link;
  return built;
}

/**
 * The message for a contest whose results just opened, in its language: the podium, its memes, and the public page
 * if shared.
 * @param {CoreApp} app
 * @param {core.Record} contest
 */
function resultsMessage(app, contest) {
  const results = require(`${__hooks}/lib/rules/results.js`);
  /** @type {typeof import('../../../contract/ranking.js')} */
  const ranking = require(`${__hooks}/../contract/ranking.js`);
  /** @type {typeof import('../platform/i18n.js')} */
  const texts = require(`${__hooks}/lib/platform/i18n.js`);
  const locale = texts.contestLocale(contest);
  /** @type {(key: string, params?: Record<string, string | number>) => string} */
  const say = (key, params) => texts.text(locale, key, params);
  /** @param {string} score */
  const points = (score) => texts.pointsText(locale, score);
  const origin = results.publicOrigin(app);
  const { memes } = results.readRankings(app, contest.id);
  const podium = ranking.rankByScore(memes, (meme) => meme.average_score).slice(0, ranking.PODIUM_SIZE);
  const link = contest.getBool('results_shared') && origin ? results.publicResultsUrl(origin, contest.id) : '';
  const address = contestAddressLine(app, contest);
  /** @param {{ username: string }} meme */
  const nameOf = (meme) => plainName(meme.username || say('results.unknownPlayer'), 80);
  /** @param {{ rank: number }} entry */
  const place = (entry) => MEDALS[entry.rank - 1] || `${entry.rank}.`;
  // The title's words take their room first; the contest's name is cut to what is left of Discord's 256.
  const titleWords = say('discord.resultsTitle', { contest: '' }).length;

  const lines = podium.map((entry) =>
    say('discord.podiumEntry', {
      place: place(entry),
      player: `**${nameOf(entry.item)}**`,
      points: points(entry.score),
    })
  );
  // A contest in a season adds the season's top three (lib/rules/seasons.js), as they stand with these results.
  /** @type {typeof import('./seasons.js')} */
  const seasons = require(`${__hooks}/lib/rules/seasons.js`);
  const season = seasons.seasonTop(app, contest, ranking.PODIUM_SIZE);
  const seasonLines =
    season && season.standings.length
      ? [
          '',
          `**${say('discord.seasonStanding', { season: plainName(season.name, 100) })}**`,
          ...season.standings.map((row) =>
            say('discord.podiumEntry', {
              place: MEDALS[row.rank - 1] || `${row.rank}.`,
              player: `**${plainName(row.username, 80)}**`,
              points: points(String(row.points)),
            })
          ),
        ]
      : [];
  const headline = podium.length
    ? say('results.winner', { winner: `**${nameOf(podium[0].item)}**`, points: points(podium[0].score) })
    : say('results.noScores');
  /** @type {Embed} */
  const first = {
    title: say('discord.resultsTitle', { contest: plainName(contest.getString('name'), 256 - titleWords) }),
    description: [
      headline,
      '',
      ...lines,
      ...seasonLines,
      ...(link ? ['', say('discord.seeEveryMeme', { link })] : []),
      ...(address.line ? ['', address.line] : []),
    ].join('\n'),
    color: BRAND_COLOR,
  };
  // The embed's title opens the public page when there is one, else the contest's address (each player's results).
  if (link || address.url) first.url = link || address.url;
  /** @type {Embed[]} */
  const embeds = [first];
  podium.forEach((entry, index) => {
    if (!origin) return;
    const image = { url: results.memeImageUrl(app, origin, entry.item) };
    if (index === 0) {
      first.image = image;
    } else {
      embeds.push({
        title: say('discord.podiumEntry', {
          place: place(entry),
          player: nameOf(entry.item),
          points: points(entry.score),
        }),
        color: BRAND_COLOR,
        image,
      });
    }
  });
  return message(embeds);
}

module.exports = {
  contestMessage,
  contestText,
  voteMessage,
  testMessage,
  reminderMessage,
  sharedMessage,
  resultsMessage,
};
