// The season points rule (docs/product/rules-and-limits.md#seasons): how a season's contests add up to its
// leaderboard. Its one definition: the server's season answer, the player's season line, the Discord announcement and
// the exports all rank through it (pb_hooks/lib/rules/seasons.js), and the app may import it to explain the rule.
// Part of the contract between the app and the server (docs/architecture.md).
// PocketBase resolves require() from its working folder, hence __hooks; Node and the app from this file.

const inHooks = typeof __hooks !== 'undefined';
/** @type {typeof import('./ranking.js')} */
const ranking = require(inHooks ? `${__hooks}/../contract/ranking.js` : './ranking.js');
/** @type {typeof import('./usernames.js')} */
const usernames = require(inHooks ? `${__hooks}/../contract/usernames.js` : './usernames.js');

/** Season points for the 1st, 2nd and 3rd places of a contest's player rankings. */
const SEASON_PODIUM_POINTS = [10, 7, 5];

/** Season points for every other player who took part in the contest (uploaded a meme or cast a vote). */
const SEASON_TAKING_PART_POINTS = 1;

/**
 * A player of one contest in results, as the rule reads them.
 * @typedef {object} SeasonContestPlayer
 * @property {string} username
 * @property {string} discord_id  The Discord account they joined with or linked; '' when none.
 * @property {number} player_points  Their player points in the contest (contract/ranking.js playerPoints).
 * @property {boolean} has_meme  They have a meme in the contest's results.
 * @property {boolean} took_part  They uploaded a meme or cast a vote.
 */

/**
 * What one contest gives one player towards the season: also what a kept podium stores (hidden), so a deleted
 * contest keeps counting exactly as it did.
 * @typedef {object} SeasonContestEntry
 * @property {string} discord_id  '' when not linked.
 * @property {string} name_key  Their name as the username rule compares names (contract/usernames.js usernameKey).
 * @property {string} username  Their name in that contest.
 * @property {number} place  Their place in the player rankings; 0 without a meme in the results.
 * @property {number} points  Season points from the contest.
 * @property {number} player_points  Their player points in the contest.
 */

/**
 * A contest as the season counts it: when it was held (ISO date, for who is whose latest name) and its entries.
 * @typedef {object} SeasonContest
 * @property {string} held
 * @property {SeasonContestEntry[]} entries
 */

/**
 * A player on the season's leaderboard.
 * @typedef {object} SeasonStanding
 * @property {number} rank  Shared by players equal on points and best average.
 * @property {string} username  Their name in the latest contest they played.
 * @property {number} points
 * @property {number} contests  How many of the season's contests they took part in.
 * @property {string} best_average  Their highest player points in one contest, as a score reads (formatScore).
 * @property {string[]} discord_ids  What recognises them (never shown): their Discord identities…
 * @property {string[]} name_keys  …and their names' keys.
 */

/**
 * Each player's season points from one contest: places as the player rankings give them (player points, places
 * shared as rankByScore shares them) among the players with a meme in the results; 10, 7 and 5 for the first three
 * places, 1 for every other player who took part; nothing for a player who did neither.
 * @param {readonly SeasonContestPlayer[]} players
 * @returns {SeasonContestEntry[]}
 */
function contestSeasonEntries(players) {
  /** @type {Map<SeasonContestPlayer, number>} */
  const places = new Map();
  const ranked = ranking.rankByScore(
    players.filter((player) => player.has_meme),
    (player) => player.player_points,
  );
  for (const entry of ranked) places.set(entry.item, entry.rank);
  return players
    .filter((player) => player.took_part || player.has_meme)
    .map((player) => {
      const place = places.get(player) || 0;
      const podium = place >= 1 && place <= SEASON_PODIUM_POINTS.length;
      return {
        discord_id: player.discord_id || '',
        name_key: usernames.usernameKey(player.username),
        username: player.username,
        place,
        points: podium ? /** @type {number} */ (SEASON_PODIUM_POINTS[place - 1]) : SEASON_TAKING_PART_POINTS,
        player_points: player.player_points,
      };
    });
}

/**
 * The season's leaderboard from its counted contests (those in results and the kept podiums). A player is
 * recognised across contests by their Discord identity when they linked one; else by their name, as the username
 * rule compares names, within the season. A name without Discord joins the one Discord player who played under that
 * name, when there is exactly one; with two or more, no one can tell which, and it stands alone. Ranked by points,
 * then by best average (the highest player points reached in one contest, as shown); still equal, the same place.
 * @param {readonly SeasonContest[]} contests
 * @returns {SeasonStanding[]}
 */
function seasonStandings(contests) {
  /**
   * @typedef {{ discord_ids: string[], name_keys: string[], username: string, held: string, points: number,
   *   contests: number, best: number }} Group
   */
  /** @type {Map<string, Group>} */
  const groups = new Map();
  const ordered = contests
    .map((contest, order) => ({ contest, order }))
    .sort((a, b) => (a.contest.held < b.contest.held ? -1 : a.contest.held > b.contest.held ? 1 : a.order - b.order));
  for (const { contest } of ordered) {
    for (const entry of contest.entries) {
      const key = entry.discord_id ? `d:${entry.discord_id}` : `n:${entry.name_key}`;
      let group = groups.get(key);
      if (!group) {
        group = { discord_ids: [], name_keys: [], username: '', held: '', points: 0, contests: 0, best: 0 };
        groups.set(key, group);
      }
      if (entry.discord_id && group.discord_ids.indexOf(entry.discord_id) < 0) group.discord_ids.push(entry.discord_id);
      if (group.name_keys.indexOf(entry.name_key) < 0) group.name_keys.push(entry.name_key);
      group.username = entry.username;
      group.held = contest.held;
      group.points += entry.points;
      group.contests += 1;
      group.best = Math.max(group.best, entry.player_points);
    }
  }
  // Names without Discord join the one Discord player who used that name. The Discord players are looked up by name
  // through an index built once: searching every group for each name made a season of a few thousand players take
  // a minute of server time on every read, the results' opening transaction included. Joining a name changes no
  // Discord player's names, so the index holds throughout.
  /** @type {Map<string, Group[]>} */
  const discordByName = new Map();
  for (const [key, group] of groups) {
    if (!key.startsWith('d:')) continue;
    for (const nameKey of group.name_keys) {
      const owners = discordByName.get(nameKey);
      if (owners) owners.push(group);
      else discordByName.set(nameKey, [group]);
    }
  }
  for (const [key, group] of [...groups]) {
    if (!key.startsWith('n:')) continue;
    const owners = discordByName.get(key.slice(2)) || [];
    if (owners.length !== 1) continue;
    const owner = /** @type {Group} */ (owners[0]);
    // The name shown is the one of their latest contest.
    if (group.held > owner.held) {
      owner.username = group.username;
      owner.held = group.held;
    }
    owner.points += group.points;
    owner.contests += group.contests;
    owner.best = Math.max(owner.best, group.best);
    groups.delete(key);
  }
  const rows = [...groups.values()].sort(
    (a, b) =>
      b.points - a.points ||
      Number(ranking.formatScore(b.best)) - Number(ranking.formatScore(a.best)) ||
      (a.username.toLowerCase() < b.username.toLowerCase()
        ? -1
        : a.username.toLowerCase() > b.username.toLowerCase()
          ? 1
          : 0),
  );
  /** @type {SeasonStanding[]} */
  const standings = [];
  rows.forEach((row, index) => {
    const previous = standings[index - 1];
    const best = ranking.formatScore(row.best);
    const rank =
      previous && previous.points === row.points && previous.best_average === best ? previous.rank : index + 1;
    standings.push({
      rank,
      username: row.username,
      points: row.points,
      contests: row.contests,
      best_average: best,
      discord_ids: row.discord_ids,
      name_keys: row.name_keys,
    });
  });
  return standings;
}

/**
 * The standing of a player (their Discord identity, '' when none, and their name) on `standings`, or null.
 * @param {readonly SeasonStanding[]} standings
 * @param {{ discord_id: string, username: string }} player
 * @returns {SeasonStanding | null}
 */
function standingOf(standings, player) {
  if (player.discord_id) {
    const linked = standings.find((row) => row.discord_ids.indexOf(player.discord_id) >= 0);
    if (linked) return linked;
  }
  const key = usernames.usernameKey(player.username);
  return (
    standings.find((row) => row.discord_ids.length === 0 && row.name_keys.indexOf(key) >= 0) ||
    (player.discord_id ? null : standings.find((row) => row.name_keys.indexOf(key) >= 0)) ||
    null
  );
}

module.exports = {
  SEASON_PODIUM_POINTS,
  SEASON_TAKING_PART_POINTS,
  contestSeasonEntries,
  seasonStandings,
  standingOf,
};
