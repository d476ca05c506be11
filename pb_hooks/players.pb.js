/// <reference path="../pb_data/types.d.ts" />
/* global onRecordDeleteExecute */
// Removing a player must not tell anyone which memes were theirs. PocketBase would clear `memes.player` by saving
// each of the removed player's memes again: every player subscribed to memes would get an update event for exactly
// those memes, and their `updated` time would single them out in a filter. So the references are cleared here, in
// the delete's own transaction and before PocketBase looks for them, with plain SQL that sends no event and leaves
// `updated` as it was. The memes stay, with no author, and so do the scores the player gave (votes.player cleared).

onRecordDeleteExecute((e) => {
  e.app.runInTransaction((txApp) => {
    const player = { player: e.record.id };
    txApp.db().newQuery("UPDATE memes SET player = '' WHERE player = {:player}").bind(player).execute();
    txApp.db().newQuery("UPDATE votes SET player = '' WHERE player = {:player}").bind(player).execute();
    e.app = txApp;
    e.next();
  });
}, "players");
