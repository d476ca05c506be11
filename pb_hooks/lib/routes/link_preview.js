/// <reference path="../../../.pb/types.d.ts" />
// Link previews of a public results page. Discord, Slack, WhatsApp and iMessage do not run
// JavaScript: they read the page's <title>, description and Open Graph / Twitter tags. So PocketBase answers
// GET /results/{contest} itself with the app's index.html, whose tags it fills for a shared contest: its name,
// "Winner: {username} with {points} points" and the winning meme, whole (its thumbnail that fits inside 900x900),
// in the contest's language (lib/platform/i18n.js), which its <html lang> says too.
// A contest that is missing, not shared or not in results gets the app's own tags, the same answer for all three,
// so a preview never leaks a name. Browsers get the same HTML and the app takes over from there.

const SITE_NAME = 'Meme Arena';
const SITE_DESCRIPTION =
  'Host a meme contest in minutes: invite friends with personal links, upload memes, vote anonymously and crown the winners.';
/** The app's own preview image (public/og-image.jpg): 1200x630, the size every one of those services shows whole. */
const SITE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, alt: 'Meme Arena' };

/** The app's index.html (lib/platform/web_app.js says where the app is), or a minimal page when this server has no app. */
function readIndexHtml() {
  const dir = require(`${__hooks}/lib/platform/web_app.js`).publicDir();
  try {
    return toString($os.readFile(`${dir}/index.html`));
  } catch {
    // No app next to this server (an API-only deployment): a page that carries the tags and sends people home.
    return '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><a href="/">Meme Arena</a></body></html>';
  }
}

/** @param {string} text */
function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * PUBLIC_URL when set, else the origin the crawler asked (scheme from the proxy's X-Forwarded-Proto when behind one).
 * @param {import('../platform/events.js').RequestEvent} e
 * @returns {string}
 */
function requestOrigin(e) {
  if ($os.getenv('PUBLIC_URL')) return require(`${__hooks}/lib/rules/results.js`).publicOrigin(e.app);
  const forwarded = (e.request.header.get('X-Forwarded-Proto') || '').split(',')[0].trim();
  const scheme = forwarded || (e.request.tls ? 'https' : 'http');
  return `${scheme}://${e.request.host}`;
}

/**
/**
 * A page's title, description and preview image, and the language they are written in.
 * @typedef {object} PreviewTags
 * @property {string} title
 * @property {string} description
 * @property {string} url
 * @property {{ url: string, width?: number, height?: number, alt: string }} image
 * @property {string} [lang]
 */

/**
 * `html` whose <html> element says it is in `lang` (a locale of contract/locales.json, a valid BCP 47 tag), so a
 * crawler, a reader or a translator takes the tags and the page for that language.
 * @param {string} html
 * @param {string} lang
 */
function withLang(html, lang) {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${lang}"`)
      : tag.replace(/>$/, ` lang="${lang}">`)
  );
}

/**
 * `html` with its title, description and preview tags replaced by `tags` (and its language by `tags.lang`).
 * @param {string} html
 * @param {PreviewTags} tags
 */
function withTags(html, tags) {
  /**
   * @param {string} attribute
   * @param {string} key
   * @param {string} value
   */
  const meta = (attribute, key, value) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const head = [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image.url),
    // A meme's size depends on the meme: its tags say none, and the unfurler reads it from the image.
    ...(tags.image.width ? [meta('property', 'og:image:width', String(tags.image.width))] : []),
    ...(tags.image.height ? [meta('property', 'og:image:height', String(tags.image.height))] : []),
    meta('property', 'og:image:alt', tags.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image.url),
  ].join('\n    ');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi, '');
  // A function, not a string, as the replacement: a string's $&, $` and $' would paste parts of the page into the
  // tags wherever a name holds them (`Top $'memes'`), and $$ would lose a dollar.
  const page = stripped.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  return tags.lang ? withLang(page, tags.lang) : page;
}

/**
 * The contest of request `e` when its results are final and shared, else null.
 * @param {import('../platform/events.js').RequestEvent} e
 * @returns {core.Record | null}
 */
function sharedContest(e) {
  const contest = require(`${__hooks}/lib/rules/contest_rules.js`).findContest(e.app, e.request.pathValue('contest'));
  if (!contest || contest.getString('status') !== 'results' || !contest.getBool('results_shared')) return null;
  return contest;
}

/**
 * The tags of a shared contest in results, in its language (lib/platform/i18n.js).
 * @param {import('../platform/events.js').RequestEvent} e
 * @param {string} origin
 * @param {core.Record} contest
 * @returns {PreviewTags}
 */
function sharedResultsTags(e, origin, contest) {
  const results = require(`${__hooks}/lib/rules/results.js`);
  /** @type {typeof import('../../../contract/ranking.js')} */
  const ranking = require(`${__hooks}/../contract/ranking.js`);
  /** @type {typeof import('../platform/i18n.js')} */
  const texts = require(`${__hooks}/lib/platform/i18n.js`);
  const locale = texts.contestLocale(contest);
  /** @type {(key: string, params?: Record<string, string | number>) => string} */
  const say = (key, params) => texts.text(locale, key, params);
  const { memes } = results.readRankings(e.app, contest.id);
  const winner = ranking.rankByScore(
    memes,
    (/** @type {{ average_score: number, username: string }} */ meme) => meme.average_score
  )[0];
  const name = contest.getString('name');
  const winnerName = winner ? winner.item.username || say('results.unknownPlayer') : '';
  return {
    lang: locale,
    title: say('preview.title', { contest: name }),
    description: winner
      ? say('results.winner', { winner: winnerName, points: texts.pointsText(locale, winner.score) })
      : say('results.noScores'),
    url: results.publicResultsUrl(origin, contest.id),
    image: winner
      ? {
          url: results.memeImageUrl(e.app, origin, winner.item),
          alt: say('preview.winningMemeAlt', { winner: winnerName }),
        }
      : { url: origin + SITE_IMAGE.path, width: SITE_IMAGE.width, height: SITE_IMAGE.height, alt: SITE_IMAGE.alt },
  };
}

/** Which index.html this server has: its size and time, which change when the app is redeployed. */
function indexVersion() {
  const dir = require(`${__hooks}/lib/platform/web_app.js`).publicDir();
  if (!dir) return 'no app';
  const info = $os.stat(`${dir}/index.html`);
  return `${info.size()}@${info.modTime().unixNano()}`;
}

/**
 * GET /results/{contest}: the app's page with the contest's preview tags, or the app's own; with the app's security
 * headers, cached by anyone once shared, else by nobody (lib/platform/results_cache.js).
 * @param {import('../platform/events.js').RequestEvent} e
 */
function serveResultsPage(e) {
  const origin = requestOrigin(e);
  /** @param {PreviewTags} tags */
  const send = (tags) =>
    require(`${__hooks}/lib/platform/web_app.js`).sendIndex(e, '', withTags(readIndexHtml(), tags));
  const caching = require(`${__hooks}/lib/platform/results_cache.js`);
  const contest = sharedContest(e);
  if (contest) {
    // The page changes with the app, the address it is reached at, the contest's language, and the results.
    const results = require(`${__hooks}/lib/rules/results.js`).resultsVersion(e.app, contest.id);
    const language = require(`${__hooks}/lib/platform/i18n.js`).contestLocale(contest);
    const version = `page\n${indexVersion()}\n${origin}\n${language}\n${results}`;
    return caching.answerShared(e, version, () => send(sharedResultsTags(e, origin, contest)));
  }
  caching.markPrivate(e);
  return send({
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${origin}/`,
    image: { url: origin + SITE_IMAGE.path, width: SITE_IMAGE.width, height: SITE_IMAGE.height, alt: SITE_IMAGE.alt },
  });
}

/**
 * The tags of a shared season: its name, the top three of its leaderboard, and the winning meme of its latest
 * podium, in the language of its latest contest (English without one).
 * @param {import('../platform/events.js').RequestEvent} e
 * @param {string} origin
 * @param {core.Record} season
 * @returns {PreviewTags}
 */
function sharedSeasonTags(e, origin, season) {
  /** @type {typeof import('../rules/seasons.js')} */
  const seasons = require(`${__hooks}/lib/rules/seasons.js`);
  /** @type {typeof import('../platform/i18n.js')} */
  const texts = require(`${__hooks}/lib/platform/i18n.js`);
  /** @type {typeof import('../../../contract/routes.js')} */
  const routes = require(`${__hooks}/../contract/routes.js`);
  const answer = seasons.seasonAnswer(e.app, season, false);
  const contests = seasons.seasonContests(e.app, season.id);
  const latest = contests[contests.length - 1];
  const locale = texts.supportedLocale(latest ? latest.language : '');
  /** @type {(key: string, params?: Record<string, string | number>) => string} */
  const say = (key, params) => texts.text(locale, key, params);
  const medals = ['🥇', '🥈', '🥉'];
  const leaders = answer.standings
    .filter((row) => row.rank <= 3)
    .map((row) => `${medals[row.rank - 1]} ${row.username} (${texts.pointsText(locale, String(row.points))})`)
    .join(' · ');
  const winner = answer.podiums.length ? answer.podiums[0].places.find((place) => place.image) : undefined;
  return {
    lang: locale,
    title: say('preview.seasonTitle', { season: season.getString('name') }),
    description: leaders ? say('preview.seasonLeaders', { leaders }) : say('preview.seasonEmpty'),
    url: `${origin}${routes.routeAddress(routes.API_ROUTES.seasonPage, { season: season.id })}`,
    image: winner
      ? {
          url: `${origin}${winner.image}?thumb=900x900f`,
          alt: say('preview.seasonWinnerAlt', { winner: winner.username || say('results.unknownPlayer') }),
        }
      : { url: origin + SITE_IMAGE.path, width: SITE_IMAGE.width, height: SITE_IMAGE.height, alt: SITE_IMAGE.alt },
  };
}

/**
 * GET /seasons/{season}: the app's page with a shared season's preview tags, or, for a season that is missing or
 * not shared, the app's own, the same answer for both so a preview never tells a season exists. Never stored by a
 * cache: a season stops being public the moment its page is turned off.
 * @param {import('../platform/events.js').RequestEvent} e
 */
function serveSeasonPage(e) {
  const origin = requestOrigin(e);
  require(`${__hooks}/lib/platform/results_cache.js`).markPrivate(e);
  const season = require(`${__hooks}/lib/rules/seasons.js`).findSeason(e.app, e.request.pathValue('season'));
  const tags =
    season && season.getBool('shared')
      ? sharedSeasonTags(e, origin, season)
      : {
          title: SITE_NAME,
          description: SITE_DESCRIPTION,
          url: `${origin}/`,
          image: {
            url: origin + SITE_IMAGE.path,
            width: SITE_IMAGE.width,
            height: SITE_IMAGE.height,
            alt: SITE_IMAGE.alt,
          },
        };
  return require(`${__hooks}/lib/platform/web_app.js`).sendIndex(e, '', withTags(readIndexHtml(), tags));
}

module.exports = { serveResultsPage, serveSeasonPage };
