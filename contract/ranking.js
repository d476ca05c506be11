// How results are ranked and how a score reads, for both sides: the server's announcements and link previews
// (lib/rules/discord_announcements.js, lib/routes/link_preview.js) and the app's results view (src/features/results/ranking.ts imports this
// file through scripts/vite/hook-libraries.ts), so Discord, a link preview and the podium never disagree. Part of
// the contract between the app and the server (docs/architecture.md).

/** How many of the ranked memes stand on the podium: the results view's and the Discord announcement's. */
const PODIUM_SIZE = 3;

/**
 * How many imaginary votes at the contest's mean score each player's points are evened out with (playerPoints).
 * About one meme's worth of votes in a room of friends: enough that three or four lucky votes on a single meme
 * do not outweigh a dozen strong ones, small enough to vanish in a room whose memes get dozens of votes.
 */
const PHANTOM_VOTES = 5;

/**
 * A player's points (docs/product/rules-and-limits.md#scores): every score their memes received, averaged together
 * with PHANTOM_VOTES imaginary votes at the contest's mean score. A player whose memes received few votes stays
 * close to the contest's mean; one whose memes received many is ranked by what they really got. 0 without votes.
 * The server writes it when results open (pb_hooks/lib/rules/scores.js); this is its only definition.
 * @param {{ sum: number, count: number }} received  The sum and number of the scores the player's memes received.
 * @param {number} contestMean  The mean of every score given in the contest.
 * @returns {number}
 */
function playerPoints(received, contestMean) {
  if (!(received.count > 0)) return 0;
  return (received.sum + PHANTOM_VOTES * contestMean) / (received.count + PHANTOM_VOTES);
}

/**
 * An entry with its place.
 * @template T
 * @typedef {object} Ranked
 * @property {T} item
 * @property {number} rank
 * @property {string} score  The score as players see it (an integer or one decimal).
 */

/**
 * A score as players see it: rounded to one decimal, shown without it when whole ('8', '7.5').
 * @param {number | null | undefined} score
 * @returns {string}
 */
function formatScore(score) {
  const value = typeof score === 'number' && isFinite(score) ? score : 0;
  const rounded = Math.round(value * 10) / 10;
  return rounded % 1 === 0 ? String(rounded) : rounded.toFixed(1);
}

/**
 * Standard competition ranking (1, 1, 3) on the scores as shown: two entries that look equal share a rank.
 * Highest score first; entries with equal scores keep their given order.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => number | null | undefined} scoreOf
 * @returns {Ranked<T>[]}
 */
function rankByScore(items, scoreOf) {
  const sorted = items
    .map((item, order) => ({ item, order, value: Number(formatScore(scoreOf(item))) }))
    .sort((a, b) => b.value - a.value || a.order - b.order);
  /** @type {Ranked<T>[]} */
  const ranked = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && Number(previous.score) === entry.value ? previous.rank : index + 1;
    ranked.push({ item: entry.item, rank, score: formatScore(entry.value) });
  });
  return ranked;
}

/**
 * 'point' for a score that reads 1, 'points' otherwise.
 * @param {string} score
 * @returns {string}
 */
function pointsText(score) {
  return `${score} ${score === '1' ? 'point' : 'points'}`;
}

module.exports = { PODIUM_SIZE, PHANTOM_VOTES, playerPoints, formatScore, rankByScore, pointsText };
