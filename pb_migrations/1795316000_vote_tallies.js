/// <reference path="../.pb/types.d.ts" />
// Vote counts for the organizer's dashboard, as read-only SQL views. The dashboard used to download every vote
// of a contest (one request per 1,000 votes) to count them; these views answer in one request per column
// whatever the number of votes, and are always exact because they are computed from the votes on each read.
// Only the organizer who owns the contest sees them; they carry counts, never scores.

const OWNER = '@request.auth.collectionName = "users" && contest.user = @request.auth.id';

const VIEWS = [
  {
    // Votes each meme received.
    name: 'meme_vote_counts',
    viewQuery:
      'SELECT m.id AS id, m.contest AS contest, COUNT(v.id) AS votes FROM memes m ' +
      "LEFT JOIN votes v ON v.meme = m.id WHERE m.contest != '' GROUP BY m.id",
  },
  {
    // Votes each player gave.
    name: 'player_vote_counts',
    viewQuery:
      'SELECT p.id AS id, p.contest AS contest, COUNT(v.id) AS votes FROM players p ' +
      "LEFT JOIN votes v ON v.player = p.id WHERE p.contest != '' GROUP BY p.id",
  },
];

migrate(
  (app) => {
    for (const view of VIEWS) {
      app.save(
        new Collection({
          type: 'view',
          name: view.name,
          viewQuery: view.viewQuery,
          listRule: OWNER,
          viewRule: OWNER,
        })
      );
    }
  },
  (app) => {
    for (const view of VIEWS) app.delete(app.findCollectionByNameOrId(view.name));
  }
);
