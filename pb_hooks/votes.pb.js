/// <reference path="../.pb/types.d.ts" />
// Votes: a player casts or changes a vote with PUT /api/memes/{meme}/vote (lib/votes.js); the records API may
// only read votes (the create and update rules are superuser-only).

routerAdd(
  'PUT',
  '/api/memes/{meme}/vote',
  (e) => require(`${__hooks}/lib/votes.js`).castVote(e),
  $apis.requireAuth('players')
);
