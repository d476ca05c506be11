/// <reference path="../.pb/types.d.ts" />
// Players and organizers never sign in with a password (password auth is disabled for both; players use
// their link token, organizers Discord). Their stored password is random filler, so the minimum bcrypt cost
// keeps adding many players at once fast instead of burning CPU on hashes nobody will check.

migrate(
  (app) => {
    for (const name of ['players', 'users']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.getByName('password').cost = 4;
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ['players', 'users']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.getByName('password').cost = 0;
      app.save(collection);
    }
  }
);
