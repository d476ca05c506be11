/// <reference path="../pb_data/types.d.ts" />
// Average scores are now written once, when a contest enters results (pb_hooks/lib/scores.js), instead of by
// triggers on every vote. A vote becomes a plain insert or update: in the 50-player vote storm of
// npm run bench:votes that measured about a tenth less server CPU per new vote and a fifth less per changed
// vote, and an organizer can no longer watch averages move during the vote and deduce single scores. This drops the triggers and brings every stored average in line with its
// contest's phase; the down migration restores the triggers of 1795313959 and 1795315200.

const MEME_AVERAGE = (memeId) =>
  `UPDATE memes SET average_score = COALESCE((SELECT AVG(score) FROM votes WHERE meme = ${memeId}), 0) ` +
  `WHERE id = ${memeId};`;

const PLAYER_AVERAGE = (playerId) =>
  `UPDATE players SET average_score = COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme ` +
  `WHERE m.player = players.id), 0) WHERE id = ${playerId};`;

const PLAYER_OF_MEME = (memeId) => `(SELECT player FROM memes WHERE id = ${memeId})`;

const PREVIOUS_TRIGGERS = {
  votes_scores_after_insert: `AFTER INSERT ON votes BEGIN
    ${MEME_AVERAGE("NEW.meme")}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME("NEW.meme"))}
  END`,
  votes_scores_after_update: `AFTER UPDATE OF score, meme ON votes
  WHEN OLD.score IS NOT NEW.score OR OLD.meme IS NOT NEW.meme BEGIN
    ${MEME_AVERAGE("NEW.meme")}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME("NEW.meme"))}
  END`,
  votes_scores_after_move: `AFTER UPDATE OF meme ON votes WHEN OLD.meme IS NOT NEW.meme BEGIN
    ${MEME_AVERAGE("OLD.meme")}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME("OLD.meme"))}
  END`,
  votes_scores_after_delete: `AFTER DELETE ON votes BEGIN
    ${MEME_AVERAGE("OLD.meme")}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME("OLD.meme"))}
  END`,
  memes_scores_after_delete: `AFTER DELETE ON memes BEGIN
    ${PLAYER_AVERAGE("OLD.player")}
  END`,
  memes_scores_after_player_change: `AFTER UPDATE OF player ON memes WHEN OLD.player IS NOT NEW.player BEGIN
    ${PLAYER_AVERAGE("OLD.player")}
    ${PLAYER_AVERAGE("NEW.player")}
  END`,
};

const MEME_EXACT = "COALESCE((SELECT AVG(score) FROM votes WHERE votes.meme = memes.id), 0)";
const PLAYER_EXACT =
  "COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme WHERE m.player = players.id), 0)";
const IN_RESULTS = (table) => `(SELECT status FROM contests WHERE contests.id = ${table}.contest) = 'results'`;

function run(app, sql) {
  app.db().newQuery(sql).execute();
}

migrate(
  (app) => {
    for (const name of Object.keys(PREVIOUS_TRIGGERS)) run(app, `DROP TRIGGER IF EXISTS ${name}`);
    run(app, `UPDATE memes SET average_score = CASE WHEN ${IN_RESULTS("memes")} THEN ${MEME_EXACT} ELSE 0 END`);
    run(app, `UPDATE players SET average_score = CASE WHEN ${IN_RESULTS("players")} THEN ${PLAYER_EXACT} ELSE 0 END`);
  },
  (app) => {
    for (const [name, body] of Object.entries(PREVIOUS_TRIGGERS)) {
      run(app, `DROP TRIGGER IF EXISTS ${name}`);
      run(app, `CREATE TRIGGER ${name} ${body}`);
    }
    run(app, `UPDATE memes SET average_score = ${MEME_EXACT}`);
    run(app, `UPDATE players SET average_score = ${PLAYER_EXACT}`);
  },
);
