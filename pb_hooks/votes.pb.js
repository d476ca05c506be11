/// <reference path="../.pb/types.d.ts" />
// Votes: a player casts or changes a vote with PUT /api/memes/{meme}/vote (lib/votes.js); the records API may
// only read votes (the create and update rules are superuser-only). The vote page reads its memes with the player's
// scores through a route of its own, one SQL query (why: lib/votes.js).

routerAdd(
  'PUT',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.vote,
  (e) => require(`${__hooks}/lib/votes.js`).castVote(e),
  $apis.requireAuth('players')
);

// Compressed as the client's Accept-Encoding allows (lib/accept_encoding.js): in a room of 300 the board is about
// 115 KB of JSON (26 KB compressed).
routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.voteBoard,
  (e) => {
    require(`${__hooks}/lib/accept_encoding.js`).gzipOnlyIfAccepted(e);
    return require(`${__hooks}/lib/votes.js`).listVoteBoard(e);
  },
  $apis.requireAuth('players'),
  $apis.gzip()
);
