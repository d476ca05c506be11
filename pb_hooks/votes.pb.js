/// <reference path="../pb_data/types.d.ts" />
/* global onRealtimeSubscribeRequest */
// Votes: a player casts or changes a vote with PUT /api/memes/{meme}/vote (lib/votes.js); the records API may
// only read votes (the create and update rules are superuser-only). The organizer follows the vote's progress on
// the realtime topic vote-progress/{contest id}, which only they may subscribe to.

routerAdd(
  "PUT",
  "/api/memes/{meme}/vote",
  (e) => require(`${__hooks}/lib/votes.js`).castVote(e),
  $apis.requireAuth("players"),
);

onRealtimeSubscribeRequest((e) => {
  const { contestOfProgressTopic, addProgressFollower } = require(`${__hooks}/lib/votes.js`);
  const followed = [];
  for (const topic of e.subscriptions) {
    const contestId = contestOfProgressTopic(topic);
    if (!contestId && !String(topic).startsWith("vote-progress")) continue;
    if (!e.hasSuperuserAuth()) {
      const rules = require(`${__hooks}/lib/contest_rules.js`);
      const owned =
        rules.isOrganizer(e.auth) &&
        contestId &&
        rules.countRows(e.app, "SELECT COUNT(*) AS total FROM contests WHERE id = {:contest} AND user = {:user}", {
          contest: contestId,
          user: e.auth.id,
        }) > 0;
      if (!owned) throw new ForbiddenError("Only the contest's organizer can follow its vote progress.");
    }
    if (contestId) followed.push(contestId);
  }
  e.next();
  // Listed once the subscription is in place, so a vote never finds a listed client without it.
  for (const contestId of followed) addProgressFollower(e.app, contestId, e.client.id());
});
