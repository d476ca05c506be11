/// <reference path="../.pb/types.d.ts" />
/* global SelectField */
// Moderation notices (pb_hooks/memes.pb.js): the phase a meme was removed in, so that the player's
// notice mentions the votes that went with it only when there could be any (during the vote). Notices written
// before this field existed have it empty, and keep saying what they said.

migrate(
  (app) => {
    const removals = app.findCollectionByNameOrId('meme_removals');
    removals.fields.add(new SelectField({ name: 'phase', maxSelect: 1, values: ['participation', 'vote'] }));
    app.save(removals);
  },
  (app) => {
    const removals = app.findCollectionByNameOrId('meme_removals');
    removals.fields.removeByName('phase');
    app.save(removals);
  }
);
