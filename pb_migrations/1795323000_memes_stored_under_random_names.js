/// <reference path="../.pb/types.d.ts" />
// Meme files are stored under random names (pb_hooks/memes.pb.js), because every voter's browser loads the stored
// name in the image URL and people name files after themselves. The name the uploader picked is kept, exactly as
// picked, in `media_name`, which only the uploader and the contest's organizer read (pb_hooks/visibility.pb.js).
// Memes stored before this keep their names and have no media_name; the app then shows the stored name.

migrate(
  (app) => {
    const memes = app.findCollectionByNameOrId('memes');
    memes.fields.add(new TextField({ name: 'media_name', max: 255 }));
    app.save(memes);
  },
  (app) => {
    const memes = app.findCollectionByNameOrId('memes');
    memes.fields.removeByName('media_name');
    app.save(memes);
  }
);
