/// <reference path="../.pb/types.d.ts" />
// A meme thumbnail that fits inside 900x900 instead of filling it (PocketBase's "f" suffix): the whole meme, its
// sides kept, never enlarged. The vote card, the podium, Discord's images and link previews show it; the square
// crops stay for the small tiles (strips, lists).

const FIT_THUMB = '900x900f';

migrate(
  (app) => {
    const memes = app.findCollectionByNameOrId('memes');
    const media = memes.fields.getByName('media');
    if (media.thumbs.indexOf(FIT_THUMB) < 0) media.thumbs = media.thumbs.concat([FIT_THUMB]);
    app.save(memes);
  },
  (app) => {
    const memes = app.findCollectionByNameOrId('memes');
    const media = memes.fields.getByName('media');
    media.thumbs = media.thumbs.filter((thumb) => thumb !== FIT_THUMB);
    app.save(memes);
  }
);
