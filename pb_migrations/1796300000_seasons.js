/// <reference path="../.pb/types.d.ts" />
/* global RelationField */
// Seasons (docs/features/seasons.md): an organizer groups contests in a season whose leaderboard adds their results
// up (contract/seasons.js), and a season keeps the podium of each finished contest deleted from it, its hall of fame.
// - `seasons`: read and written by its owner only through the records API; anyone else reads a shared season
//   through GET /api/seasons/{season} (pb_hooks/seasons.pb.js), which answers the documented fields only. The limit
//   of seasons per organizer is a hook's (lib/routes/seasons.js), as the contest limit is.
// - `contests.season`: the contest's season, set by its owner, only to a season of theirs (lib/routes/seasons.js
//   refuses another organizer's); deleting a season leaves its contests, unassigned.
// - `season_podiums` and `season_podium_memes`: a contest's podium kept when the contest is deleted after its
//   results, with copies of the three memes' files. No API rules: only the hooks read and write them, and the
//   season answer shows them. Deleting a season deletes them, and PocketBase deletes their files.

const MB = 1024 * 1024;
const OWNER = '@request.auth.collectionName = "users" && user = @request.auth.id';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const seasons = new Collection({
      type: 'base',
      name: 'seasons',
      listRule: OWNER,
      viewRule: OWNER,
      createRule: OWNER,
      updateRule: `${OWNER} && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
      deleteRule: OWNER,
      fields: [
        { type: 'text', name: 'name', required: true, min: 3, max: 100, presentable: true },
        // The season's end date, shown as given: contests may still join or leave it afterwards.
        { type: 'date', name: 'ends' },
        // Its public page is on: anyone reads its answer and sees its link preview.
        { type: 'bool', name: 'shared' },
        { type: 'relation', name: 'user', required: true, maxSelect: 1, collectionId: users.id, cascadeDelete: true },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_seasons_user` ON `seasons` (`user`)'],
    });
    app.save(seasons);

    const contests = app.findCollectionByNameOrId('contests');
    contests.fields.add(
      new RelationField({ name: 'season', maxSelect: 1, collectionId: seasons.id, cascadeDelete: false })
    );
    contests.indexes.push('CREATE INDEX `idx_contests_season` ON `contests` (`season`)');
    app.save(contests);

    const podiums = new Collection({
      type: 'base',
      name: 'season_podiums',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'season',
          required: true,
          maxSelect: 1,
          collectionId: seasons.id,
          cascadeDelete: true,
        },
        { type: 'text', name: 'contest_name', required: true, max: 100 },
        // When the contest was held: its last vote (votes are final once results open), else its last update.
        { type: 'date', name: 'held' },
        { type: 'number', name: 'players', onlyInt: true, min: 0 },
        { type: 'number', name: 'votes', onlyInt: true, min: 0 },
        // Each ranked player's season points from the contest and what recognises them across contests (their
        // Discord identity or their name's key): the leaderboard keeps counting them, and no one ever reads it.
        { type: 'json', name: 'standings', hidden: true, maxSize: 200000 },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_season_podiums_season` ON `season_podiums` (`season`)'],
    });
    app.save(podiums);

    const podiumMemes = new Collection({
      type: 'base',
      name: 'season_podium_memes',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'podium',
          required: true,
          maxSelect: 1,
          collectionId: podiums.id,
          cascadeDelete: true,
        },
        { type: 'number', name: 'place', required: true, onlyInt: true, min: 1, max: 3 },
        {
          // A copy of the meme's file, under the same random name (never the name its uploader picked).
          type: 'file',
          name: 'media',
          maxSelect: 1,
          maxSize: 3 * MB,
          mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
          thumbs: ['150x150', '200x200', '900x900', '900x900f'],
        },
        { type: 'text', name: 'uploader', max: 100 },
        { type: 'number', name: 'score' },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_season_podium_memes_podium` ON `season_podium_memes` (`podium`)'],
    });
    app.save(podiumMemes);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('season_podium_memes'));
    app.delete(app.findCollectionByNameOrId('season_podiums'));
    const contests = app.findCollectionByNameOrId('contests');
    contests.indexes = contests.indexes.filter((index) => !index.includes('idx_contests_season'));
    contests.fields.removeByName('season');
    app.save(contests);
    app.delete(app.findCollectionByNameOrId('seasons'));
  }
);
