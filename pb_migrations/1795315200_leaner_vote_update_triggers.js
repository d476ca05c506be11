/// <reference path="../.pb/types.d.ts" />
// Vote updates: recompute only what changed. PocketBase writes every column on update, so the previous
// trigger recomputed four averages per saved vote; now a re-saved identical vote costs nothing, a new score
// recomputes its meme and author, and only a vote moved to another meme (superusers only) touches the old one.

const MEME_AVERAGE = (memeId) =>
  `UPDATE memes SET average_score = COALESCE((SELECT AVG(score) FROM votes WHERE meme = ${memeId}), 0) ` +
  `WHERE id = ${memeId};`;

const PLAYER_AVERAGE = (playerId) =>
  `UPDATE players SET average_score = COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme ` +
  `WHERE m.player = players.id), 0) WHERE id = ${playerId};`;

const PLAYER_OF_MEME = (memeId) => `(SELECT player FROM memes WHERE id = ${memeId})`;

const PREVIOUS = {
  votes_scores_after_update: `AFTER UPDATE OF score, meme ON votes BEGIN
    ${MEME_AVERAGE('NEW.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('NEW.meme'))}
    ${MEME_AVERAGE('OLD.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('OLD.meme'))}
  END`,
};

const LEANER = {
  votes_scores_after_update: `AFTER UPDATE OF score, meme ON votes
  WHEN OLD.score IS NOT NEW.score OR OLD.meme IS NOT NEW.meme BEGIN
    ${MEME_AVERAGE('NEW.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('NEW.meme'))}
  END`,
  votes_scores_after_move: `AFTER UPDATE OF meme ON votes WHEN OLD.meme IS NOT NEW.meme BEGIN
    ${MEME_AVERAGE('OLD.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('OLD.meme'))}
  END`,
};

function replaceTriggers(app, remove, create) {
  for (const name of remove) app.db().newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
  for (const [name, body] of Object.entries(create)) app.db().newQuery(`CREATE TRIGGER ${name} ${body}`).execute();
}

migrate(
  (app) => replaceTriggers(app, Object.keys({ ...PREVIOUS, ...LEANER }), LEANER),
  (app) => replaceTriggers(app, Object.keys({ ...PREVIOUS, ...LEANER }), PREVIOUS)
);
