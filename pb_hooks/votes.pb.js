/// <reference path="../.pb/types.d.ts" />
// Votes: a player casts or changes a vote with PUT /api/memes/{meme}/vote (lib/routes/votes.js); the records API may
// only read votes (the create and update rules are superuser-only). The vote page reads its memes with the player's
// scores through a route of its own, one SQL query (why: lib/routes/votes.js), compressed as the client's
// Accept-Encoding allows (lib/platform/accept_encoding.js).

routerAdd(
  'PUT',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.vote,
  (e) => require(`${__hooks}/lib/routes/votes.js`).castVote(e),
  $apis.requireAuth('players')
);

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.voteBoard,
  (e) => require(`${__hooks}/lib/routes/votes.js`).listVoteBoard(e),
  $apis.requireAuth('players'),
  $apis.gzip()
);
