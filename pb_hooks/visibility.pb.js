/// <reference path="../pb_data/types.d.ts" />
// What each viewer sees of a player record, wherever it is serialized: list, view, expand and realtime.
// - auth_token (a hidden field) is shown to the organizer who owns the player's contest, and to superusers.
// - another player of the same contest (allowed by the rules only in results) sees id, username and
//   average_score, nothing else.

onRecordEnrich((e) => {
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  const viewer = auth ? auth.collection().name : "";

  if (viewer === "_superusers") {
    e.record.unhide("auth_token");
  } else if (viewer === "users") {
    const contestId = e.record.getString("contest");
    if (contestId) {
      const owner = new DynamicModel({ total: 0 });
      e.app
        .db()
        .newQuery("SELECT COUNT(*) AS total FROM contests WHERE id = {:contest} AND user = {:user}")
        .bind({ contest: contestId, user: auth.id })
        .one(owner);
      if (owner.total > 0) e.record.unhide("auth_token");
    }
  } else if (viewer === "players" && auth.id !== e.record.id) {
    e.record.hide("contest", "email", "emailVisibility", "verified", "created", "updated", "auth_token");
  }

  e.next();
}, "players");
