/// <reference path="../.pb/types.d.ts" />
// Average scores are now written once, when a contest enters results (pb_hooks/lib/scores.js), instead of by
// triggers on every vote. A vote becomes a plain insert or update: in the 50-player vote storm of
// npm run bench:votes that measured about a tenth less server CPU per new vote and a fifth less per changed
// vote, and an organizer can no longer watch averages move during the vote and deduce single scores.
//
// For the written averages to stay exact, votes must not change once results are open. The access rules say so,
// but PocketBase checks a rule before the write transaction, so a vote checked just before results open could
// still be written just after. The database itself now refuses a vote's creation, or a change of its score or
// meme, unless the meme's contest is in the vote phase, inside the vote's own write: that vote is either counted
// when results open or refused. Administrators included (to fix votes, move the contest back to vote first).
//
// This drops the score triggers, adds the two guards, and brings every stored average in line with its contest's
// phase (memes and players of a deleted contest keep theirs). The down migration restores 1795313959 and
// 1795315200's triggers and removes the guards.

const MEME_AVERAGE = (memeId) =>
  `UPDATE memes SET average_score = COALESCE((SELECT AVG(score) FROM votes WHERE meme = ${memeId}), 0) ` +
  `WHERE id = ${memeId};`;

const PLAYER_AVERAGE = (playerId) =>
  `UPDATE players SET average_score = COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme ` +
  `WHERE m.player = players.id), 0) WHERE id = ${playerId};`;

const PLAYER_OF_MEME = (memeId) => `(SELECT player FROM memes WHERE id = ${memeId})`;

const PREVIOUS_TRIGGERS = {
  votes_scores_after_insert: `AFTER INSERT ON votes BEGIN
    ${MEME_AVERAGE('NEW.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('NEW.meme'))}
  END`,
  votes_scores_after_update: `AFTER UPDATE OF score, meme ON votes
  WHEN OLD.score IS NOT NEW.score OR OLD.meme IS NOT NEW.meme BEGIN
    ${MEME_AVERAGE('NEW.meme')}
    ${PLAYER_AVERAGE(PLAYER_OF_MEME('NEW.meme'))}
  END`,
  votes_scores_after_move: `AFTER UPDATE OF meme ON votes WHEN OLD.meme IS NOT NEW.meme BEGIN
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

const MEME_EXACT = 'COALESCE((SELECT AVG(score) FROM votes WHERE votes.meme = memes.id), 0)';
const PLAYER_EXACT =
  'COALESCE((SELECT AVG(v.score) FROM votes v JOIN memes m ON m.id = v.meme WHERE m.player = players.id), 0)';
const IN_RESULTS = (table) => `(SELECT status FROM contests WHERE contests.id = ${table}.contest) = 'results'`;

const CONTEST_PHASE_OF_MEME = (memeId) =>
  `(SELECT c.status FROM memes m JOIN contests c ON c.id = m.contest WHERE m.id = ${memeId})`;

const VOTE_PHASE_ONLY = 'Votes can only be cast or changed during the vote phase.';

const GUARDS = {
  votes_only_in_vote_phase_insert: `BEFORE INSERT ON votes
  WHEN ${CONTEST_PHASE_OF_MEME('NEW.meme')} IS NOT 'vote' BEGIN
    SELECT RAISE(ABORT, '${VOTE_PHASE_ONLY}');
  END`,
  // PocketBase writes every column on update: only a changed score or meme counts (clearing the voter of a
  // removed player stays possible in any phase).
  votes_only_in_vote_phase_update: `BEFORE UPDATE OF score, meme ON votes
  WHEN (OLD.score IS NOT NEW.score OR OLD.meme IS NOT NEW.meme)
    AND (${CONTEST_PHASE_OF_MEME('NEW.meme')} IS NOT 'vote' OR ${CONTEST_PHASE_OF_MEME('OLD.meme')} IS NOT 'vote') BEGIN
    SELECT RAISE(ABORT, '${VOTE_PHASE_ONLY}');
  END`,
};

function run(app, sql) {
  app.db().newQuery(sql).execute();
}

migrate(
  (app) => {
    for (const name of Object.keys(PREVIOUS_TRIGGERS)) run(app, `DROP TRIGGER IF EXISTS ${name}`);
    for (const [name, body] of Object.entries(GUARDS)) {
      run(app, `DROP TRIGGER IF EXISTS ${name}`);
      run(app, `CREATE TRIGGER ${name} ${body}`);
    }
    const exactInResults = (table, exact) =>
      `UPDATE ${table} SET average_score = CASE WHEN ${IN_RESULTS(table)} THEN ${exact} ELSE 0 END WHERE contest != ''`;
    run(app, exactInResults('memes', MEME_EXACT));
    run(app, exactInResults('players', PLAYER_EXACT));
  },
  (app) => {
    for (const name of Object.keys(GUARDS)) run(app, `DROP TRIGGER IF EXISTS ${name}`);
    for (const [name, body] of Object.entries(PREVIOUS_TRIGGERS)) {
      run(app, `DROP TRIGGER IF EXISTS ${name}`);
      run(app, `CREATE TRIGGER ${name} ${body}`);
    }
    run(app, `UPDATE memes SET average_score = ${MEME_EXACT}`);
    run(app, `UPDATE players SET average_score = ${PLAYER_EXACT}`);
  }
);
