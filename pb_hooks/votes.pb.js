/// <reference path="../.pb/types.d.ts" />
// Votes: a player casts or changes a vote with PUT /api/memes/{meme}/vote (lib/votes.js); the records API may
// only read votes (the create and update rules are superuser-only). The vote page reads its memes and the player's
// votes through two routes of its own, one SQL query each (why: lib/votes.js).

routerAdd(
  'PUT',
  require(`${__hooks}/contract/routes.js`).API_ROUTES.vote,
  (e) => require(`${__hooks}/lib/votes.js`).castVote(e),
  $apis.requireAuth('players')
);

// Both compressed as the client's Accept-Encoding allows (lib/accept_encoding.js): in a room of 300 the memes are
// about 105 KB of JSON (25 KB compressed) and a player's 896 votes about 33 KB (11 KB).
routerAdd(
  'GET',
  require(`${__hooks}/contract/routes.js`).API_ROUTES.memesToScore,
  (e) => {
    require(`${__hooks}/lib/accept_encoding.js`).gzipOnlyIfAccepted(e);
    return require(`${__hooks}/lib/votes.js`).listMemesToScore(e);
  },
  $apis.requireAuth('players'),
  $apis.gzip()
);

routerAdd(
  'GET',
  require(`${__hooks}/contract/routes.js`).API_ROUTES.myVotes,
  (e) => {
    require(`${__hooks}/lib/accept_encoding.js`).gzipOnlyIfAccepted(e);
    return require(`${__hooks}/lib/votes.js`).listOwnVotes(e);
  },
  $apis.requireAuth('players'),
  $apis.gzip()
);
