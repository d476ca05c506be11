// The shapes of the custom routes' answers (contract/routes.js): the hooks build each answer as its type says, and
// the app reads it with the same type, so renaming a field fails the type check on both sides
// (docs/architecture.md). Types only.

/**
 * A meme in the results, in the records API's shape, so the app shows it as any meme record.
 * @typedef {object} ResultsMeme
 * @property {string} id
 * @property {string} collectionId
 * @property {string} collectionName
 * @property {string} media
 * @property {number} average_score
 * @property {string} created
 * @property {{ player?: { username: string } }} expand  The uploader's username; no player once they were removed.
 */

/**
 * @typedef {object} ResultsPlayer
 * @property {string} id
 * @property {string} username
 * @property {number} average_score
 */

/**
 * GET API_ROUTES.contestResults: memes best first, players best first.
 * @typedef {object} ContestResultsAnswer
 * @property {{ id: string, name: string, description: string, vote_count: number, last_vote: string, language: string }} contest
 *   vote_count: the votes cast; last_vote: when the last one was cast or changed ('' without votes); language: the
 *   contest's language ('' reads as English).
 * @property {ResultsMeme[]} memes
 * @property {ResultsPlayer[]} players
 */

/**
 * An award on a player's result card, from the scores their memes received (docs/product/rules-and-limits.md#awards).
 * @typedef {'crowdFavourite' | 'mostDivisive' | 'mostConsistent'} AwardCode
 */

/**
 * GET API_ROUTES.playerCard: what the signed-in player's own result card adds to the results.
 * @typedef {object} PlayerCardAnswer
 * @property {string} player  The player's id.
 * @property {string} best_meme  Their best meme's id (the results' order); '' without memes.
 * @property {number} votes  How many scores their memes received.
 * @property {number[] | null} spread  How many of those scores were 1, 2, … 10 (ten counts); null while they come from
 *   fewer than 3 voters, so no one voter's score can be read from it.
 * @property {AwardCode[]} awards  Never from fewer than 3 votes by 3 voters.
 * @property {PlayerSeasonLine | null} season  The player's place in their contest's season; null when it is in none.
 */

/**
 * The signed-in player's line on their contest's season leaderboard ("Season: you are 4th").
 * @typedef {object} PlayerSeasonLine
 * @property {string} id  The season's id (its public page's address, when shared).
 * @property {string} name
 * @property {number | null} rank  Their place on the leaderboard; null when they are not on it (they took no part).
 * @property {number} players  How many players the leaderboard ranks.
 * @property {number} points  Their season points (0 when not on it).
 * @property {boolean} shared  Whether the season's public page is on.
 */

/**
 * A player on a season's leaderboard (SeasonAnswer): no id, no Discord identity.
 * @typedef {object} SeasonStandingRow
 * @property {number} rank  Shared by players equal on points and best average.
 * @property {string} username  Their name in the latest contest they played.
 * @property {number} points  Season points (docs/product/rules-and-limits.md#seasons).
 * @property {number} contests  How many of the season's contests they took part in.
 * @property {string} best_average  Their highest player points in one contest, as a score reads ('8.5').
 */

/**
 * A meme on a season's podium (SeasonAnswer).
 * @typedef {object} SeasonPodiumPlace
 * @property {number} place  1–3, shared as the results rank.
 * @property {string} username  Its uploader's name ('' once the uploader was removed).
 * @property {number} score  Its average score (the app shows it with formatScore).
 * @property {string} image  Its file's path, '/api/files/…' (the app adds ?thumb=…).
 */

/**
 * A contest's podium in a season: a live contest in results, or one kept after the contest was deleted.
 * @typedef {object} SeasonPodium
 * @property {string} contest_name
 * @property {string} held  When it was held (ISO date): its last vote, else its last update.
 * @property {number} players  How many players it had.
 * @property {number} votes  How many votes were cast.
 * @property {SeasonPodiumPlace[]} places  At most 3, best first.
 */

/**
 * GET API_ROUTES.season: a season's leaderboard and its podiums, newest first. Its owner reads it always, anyone
 * while it is shared; `contests` (its live contests) is its owner's only.
 * @typedef {object} SeasonAnswer
 * @property {{ id: string, name: string, ends: string, shared: boolean }} season  ends: '' without an end date.
 * @property {SeasonStandingRow[]} standings
 * @property {SeasonPodium[]} podiums
 * @property {{ id: string, name: string, status: string }[]} [contests]
 */

/**
 * POST API_ROUTES.joinLink: the new secret (the previous link stops working).
 * @typedef {object} JoinLinkAnswer
 * @property {string} join_secret
 */

/**
 * GET API_ROUTES.join: what the join page shows before a name is picked.
 * @typedef {object} JoinableContestAnswer
 * @property {string} id
 * @property {string} name
 * @property {string} description
 * @property {number} max_memes_per_player
 * @property {string} language  The contest's language (contract/locales.json); '' reads as English.
 */

/**
 * GET API_ROUTES.joinByAddress: what the contest address shows before anyone signs in. No secret and no player.
 * @typedef {object} ContestAddressAnswer
 * @property {string} id
 * @property {string} name
 * @property {string} description
 * @property {string} status  The contest's phase.
 * @property {boolean} joining_open  Whether joining is open: the join link is open, in participation, with room.
 * @property {number} max_memes_per_player
 * @property {string} language  The contest's language (contract/locales.json); '' reads as English.
 */

/**
 * POST API_ROUTES.discordLink: the player is now bound to the Discord account.
 * @typedef {object} DiscordLinkAnswer
 * @property {boolean} discord_linked
 */

/**
 * POST API_ROUTES.join (and joinByAddress, discordJoin, discordRecover): the player and their link's token, which is
 * also their session.
 * @typedef {object} JoinedPlayerAnswer
 * @property {string} token
 * @property {{ id: string, username: string, contest: string }} player
 */

/**
 * PUT API_ROUTES.discordWebhook: the webhook as stored.
 * @typedef {object} DiscordWebhookAnswer
 * @property {string} discord_webhook
 */

/**
 * POST API_ROUTES.discordWebhookTest and discordWebhookRetry: the outcome, as also stored on the contest.
 * @typedef {object} DiscordOutcomeAnswer
 * @property {'sent' | 'refused' | 'failed' | 'queued'} state
 * @property {'vote' | 'results' | 'test' | 'reminder' | 'shared'} event
 * @property {DiscordDeliveryReason} [reason]  What went wrong, as a code the app says in the person's language.
 * @property {number} [status]  Discord's HTTP status, when it answered.
 * @property {string} [detail]  What went wrong, in English words (or Discord's own, when it refused).
 */

/**
 * POST API_ROUTES.discordRemind: the reminder is queued; the next one may go at `next_reminder` (ISO time). A
 * refusal within the interval is a 429 whose data holds `retryAt`, the same time.
 * @typedef {object} RemindAnswer
 * @property {'queued'} state
 * @property {'reminder'} event
 * @property {string} next_reminder
 */

/**
 * A player who has not done yet what the phase asks (TurnoutAnswer).
 * @typedef {object} TurnoutPlayer
 * @property {string} id
 * @property {string} username
 */

/**
 * GET API_ROUTES.turnout: in participation, the players with a meme; in the vote, the players who scored every meme
 * that is not theirs. `done` of `total`, and who is not done yet, in the order they joined.
 * @typedef {object} TurnoutAnswer
 * @property {'participation' | 'vote'} phase
 * @property {number} done
 * @property {number} total
 * @property {TurnoutPlayer[]} waiting
 */

/**
 * Why a Discord message was not posted: no answer in time, no connection, a 429, a 5xx, or a refusal (4xx, final).
 * @typedef {'timeout' | 'unreachable' | 'slowDown' | 'discordError' | 'refused'} DiscordDeliveryReason
 */

/**
 * A player in the organizer's panel (GET API_ROUTES.panelPlayers, by username), in the records API's shape.
 * @typedef {object} PanelPlayer
 * @property {string} id
 * @property {string} collectionId
 * @property {string} collectionName
 * @property {string} username
 * @property {string} contest
 * @property {string} auth_token  The credential of the player's personal link.
 * @property {number} average_score  0 until results.
 * @property {string} created
 * @property {string} updated
 */

/**
 * A meme in the organizer's panel (GET API_ROUTES.panelMemes, newest first), in the records API's shape.
 * @typedef {object} PanelMeme
 * @property {string} id
 * @property {string} collectionId
 * @property {string} collectionName
 * @property {string} contest
 * @property {string} player  The uploader's id; '' once they were removed.
 * @property {string} media
 * @property {string} media_name  The file name as the uploader picked it.
 * @property {number} average_score  0 until results.
 * @property {string} created
 * @property {string} updated
 */

/**
 * A meme on the vote page (GET API_ROUTES.voteBoard): another player's meme of the contest, anonymous (id and file
 * only), with the signed-in player's own score.
 * @typedef {object} VoteBoardRow
 * @property {string} id
 * @property {string} collectionId
 * @property {string} collectionName
 * @property {string} media
 * @property {number} score  The player's score, 1 to 10; 0 while they have not scored it.
 */

module.exports = {};
