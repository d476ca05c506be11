/// <reference path="../../../.pb/types.d.ts" />
// The Discord announcements' words and shape: the vote's opening, the results with their podium, and the test
// message, each in the contest's language (lib/platform/i18n.js). An announcement is written when it is queued
// (lib/rules/discord_delivery.js), so a retry posts it as it was.
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

/**
 * The message for a contest whose vote just opened, in its language, with when voting closes if it has a deadline.
 * @param {core.Record} contest
 */
function voteMessage(contest) {
  /** @type {typeof import('../platform/i18n.js')} */
  const texts = require(`${__hooks}/lib/platform/i18n.js`);
  const locale = texts.contestLocale(contest);
  const lines = [texts.text(locale, 'discord.voteOpened')];
  const closes = contest.getDateTime('vote_ends');
  if (!closes.isZero()) {
    // Discord's timestamp markup: each reader's Discord shows it in their own language and time zone.
    const unix = closes.unix();
    lines.push(texts.text(locale, 'discord.voteCloses', { relative: `<t:${unix}:R>`, time: `<t:${unix}:f>` }));
  }
  return contestMessage(contest, lines.join('\n'));
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
  const headline = podium.length
    ? say('results.winner', { winner: `**${nameOf(podium[0].item)}**`, points: points(podium[0].score) })
    : say('results.noScores');
  /** @type {Embed} */
  const first = {
    title: say('discord.resultsTitle', { contest: plainName(contest.getString('name'), 256 - titleWords) }),
    description: [headline, '', ...lines, ...(link ? ['', say('discord.seeEveryMeme', { link })] : [])].join('\n'),
    color: BRAND_COLOR,
  };
  if (link) first.url = link;
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

module.exports = { contestMessage, contestText, voteMessage, resultsMessage };
