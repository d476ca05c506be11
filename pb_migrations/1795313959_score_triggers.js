/// <reference path="../.pb/types.d.ts" />
// Average scores are recomputed by SQLite triggers, inside the very statement that writes a vote or removes a
// meme. The score therefore commits (or rolls back) together with the vote: it stays exact with many concurrent
// voters and cannot be left stale by a crash between the two writes. pb_hooks/scores.pb.js recomputes
// everything at start-up as a safety net, and pb_hooks/README.md defines both averages.

const MEME_AVERAGE = (memeId) =>
  `UPDATE memes SET average_score = COALESCE((SELECT AVG(score) FROM votes WHERE meme = ${memeId}), 0) ` +
  `WHERE id = ${memeId};`;

// A player's average is the mean of every score received by any of their memes.
const PLAYER_AVERAGE = (playerId) =>
  `UPDATE players SET average_score = COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme ` +
  `WHERE m.player = players.id), 0) WHERE id = ${playerId};`;

const PLAYER_OF_MEME = (memeId) => `(SELECT player FROM memes WHERE id = ${memeId})`;

const TRIGGERS = {
  votes_scores_after_insert: `AFTER INSERT ON votes BEGIN
    ${MEME_AVERAGE('NEW.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('NEW.meme'))}
  END`,
  votes_scores_after_update: `AFTER UPDATE OF score, meme ON votes BEGIN
    ${MEME_AVERAGE('NEW.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('NEW.meme'))}
    ${MEME_AVERAGE('OLD.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('OLD.meme'))}
  END`,
  votes_scores_after_delete: `AFTER DELETE ON votes BEGIN
    ${MEME_AVERAGE('OLD.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('OLD.meme'))}
  END`,
  memes_scores_after_delete: `AFTER DELETE ON memes BEGIN
    ${PLAYER_AVERAGE('OLD.player')}
  END`,
  memes_scores_after_player_change: `AFTER UPDATE OF player ON memes WHEN OLD.player IS NOT NEW.player BEGIN
    ${PLAYER_AVERAGE('OLD.player')}
    ${PLAYER_AVERAGE('NEW.player')}
  END`,
};

migrate(
  (app) => {
    for (const [name, body] of Object.entries(TRIGGERS)) {
      app.db().newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
      app.db().newQuery(`CREATE TRIGGER ${name} ${body}`).execute();
    }
  },
  (app) => {
    for (const name of Object.keys(TRIGGERS)) {
      app.db().newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    }
  }
);
