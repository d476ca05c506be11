/// <reference path="../.pb/types.d.ts" />
// Players now cast and change votes through PUT /api/memes/{meme}/vote (pb_hooks/votes.pb.js), which checks and
// writes a vote in one SQL statement. The records API keeps reading votes under the same list and view rules;
// creating and updating votes through it is left to superusers. The down migration restores the player rules.

const PLAYER = '@request.auth.collectionName = "players"';

migrate(
  (app) => {
    const votes = app.findCollectionByNameOrId('votes');
    votes.createRule = null;
    votes.updateRule = null;
    app.save(votes);
  },
  (app) => {
    const votes = app.findCollectionByNameOrId('votes');
    votes.createRule =
      `${PLAYER} && player = @request.auth.id && @request.auth.contest != "" && ` +
      `meme.contest = @request.auth.contest && meme.contest.status = "vote" && meme.player != @request.auth.id`;
    votes.updateRule =
      `${PLAYER} && player = @request.auth.id && @request.auth.contest != "" && ` +
      `meme.contest = @request.auth.contest && meme.contest.status = "vote" && ` +
      `(@request.body.meme:isset = false || @request.body.meme = meme) && ` +
      `(@request.body.player:isset = false || @request.body.player = player)`;
    app.save(votes);
  }
);
