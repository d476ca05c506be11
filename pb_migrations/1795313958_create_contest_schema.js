/// <reference path="../.pb/types.d.ts" />
// Meme-contest schema: organizers (users), contests, players (link-authenticated), memes and votes.
// Access rules live here; the checks that need a message or a count live in pb_hooks/ (see pb_hooks/README.md).

const MB = 1024 * 1024;

// A player authenticated by their link, acting inside their own (still existing) contest.
const PLAYER = '@request.auth.collectionName = "players"';
const ORGANIZER = '@request.auth.collectionName = "users"';

migrate(
  (app) => {
    // users: organizers, signed in with Discord OAuth2 only.
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'username', max: 255 }));
    users.fields.getByName('avatar').thumbs = ['100x100'];
    // Discord may not share a verified e-mail; the account is keyed by the OAuth2 link instead.
    users.fields.getByName('email').required = false;
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = '@request.context = "oauth2"';
    users.updateRule = 'id = @request.auth.id';
    users.deleteRule = null;
    users.passwordAuth.enabled = false;
    users.otp.enabled = false;
    users.mfa.enabled = false;
    users.authAlert.enabled = false;
    users.oauth2.mappedFields.name = 'name';
    users.oauth2.mappedFields.username = 'username';
    users.oauth2.mappedFields.avatarURL = 'avatar';
    app.save(users);

    const contests = new Collection({
      type: 'base',
      name: 'contests',
      listRule: `(${ORGANIZER} && user = @request.auth.id) || (${PLAYER} && @request.auth.contest != "" && id = @request.auth.contest)`,
      viewRule: `(${ORGANIZER} && user = @request.auth.id) || (${PLAYER} && @request.auth.contest != "" && id = @request.auth.contest)`,
      createRule: `${ORGANIZER} && user = @request.auth.id && (@request.body.status:isset = false || @request.body.status = "participation")`,
      updateRule: `${ORGANIZER} && user = @request.auth.id && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
      deleteRule: `${ORGANIZER} && user = @request.auth.id`,
      fields: [
        { type: 'text', name: 'name', required: true, min: 3, max: 100, presentable: true },
        { type: 'text', name: 'description', max: 400 },
        {
          type: 'select',
          name: 'status',
          required: true,
          maxSelect: 1,
          values: ['participation', 'vote', 'results'],
        },
        { type: 'number', name: 'max_memes_per_player', required: true, onlyInt: true, min: 1, max: 10 },
        {
          type: 'relation',
          name: 'user',
          required: true,
          maxSelect: 1,
          collectionId: users.id,
          cascadeDelete: true,
        },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_contests_user` ON `contests` (`user`)'],
    });
    app.save(contests);

    const players = new Collection({
      type: 'auth',
      name: 'players',
      listRule:
        `(${ORGANIZER} && contest.user = @request.auth.id) || ` +
        `(${PLAYER} && (id = @request.auth.id || (contest != "" && contest = @request.auth.contest && contest.status = "results")))`,
      viewRule:
        `(${ORGANIZER} && contest.user = @request.auth.id) || ` +
        `(${PLAYER} && (id = @request.auth.id || (contest != "" && contest = @request.auth.contest && contest.status = "results")))`,
      createRule: `${ORGANIZER} && contest != "" && contest.user = @request.auth.id`,
      updateRule: null,
      deleteRule: `${ORGANIZER} && contest != "" && contest.user = @request.auth.id`,
      // Players only authenticate with the token of their link (see pb_hooks/players.pb.js).
      authRule: '',
      manageRule: null,
      passwordAuth: { enabled: false, identityFields: ['email'] },
      oauth2: { enabled: false },
      otp: { enabled: false },
      mfa: { enabled: false },
      authAlert: { enabled: false },
      authToken: { duration: 90 * 24 * 60 * 60 },
      fields: [
        { type: 'text', name: 'username', required: true, min: 3, max: 100, presentable: true },
        {
          type: 'relation',
          name: 'contest',
          required: false,
          maxSelect: 1,
          collectionId: contests.id,
          cascadeDelete: false,
        },
        { type: 'text', name: 'auth_token', hidden: true, max: 2000 },
        { type: 'number', name: 'average_score' },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        // Partial: players of a deleted contest keep their username with the contest cleared.
        "CREATE UNIQUE INDEX `idx_players_contest_username` ON `players` (`contest`, `username`) WHERE `contest` != ''",
        'CREATE INDEX `idx_players_contest` ON `players` (`contest`)',
      ],
    });
    app.save(players);

    const memes = new Collection({
      type: 'base',
      name: 'memes',
      listRule:
        `(${ORGANIZER} && contest.user = @request.auth.id) || ` +
        `(${PLAYER} && contest != "" && contest = @request.auth.contest && ` +
        `(player = @request.auth.id || contest.status = "vote" || contest.status = "results"))`,
      viewRule:
        `(${ORGANIZER} && contest.user = @request.auth.id) || ` +
        `(${PLAYER} && contest != "" && contest = @request.auth.contest && ` +
        `(player = @request.auth.id || contest.status = "vote" || contest.status = "results"))`,
      createRule: `${PLAYER} && player = @request.auth.id && contest != "" && contest = @request.auth.contest`,
      updateRule: null,
      deleteRule: `${PLAYER} && player = @request.auth.id && contest != "" && contest = @request.auth.contest`,
      fields: [
        {
          type: 'relation',
          name: 'contest',
          required: false,
          maxSelect: 1,
          collectionId: contests.id,
          cascadeDelete: false,
        },
        {
          type: 'relation',
          name: 'player',
          required: false,
          maxSelect: 1,
          collectionId: players.id,
          cascadeDelete: false,
        },
        {
          type: 'file',
          name: 'media',
          required: true,
          maxSelect: 1,
          maxSize: 3 * MB,
          mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
          thumbs: ['150x150', '200x200', '900x900'],
        },
        { type: 'number', name: 'average_score' },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_memes_contest` ON `memes` (`contest`)',
        'CREATE INDEX `idx_memes_player` ON `memes` (`player`)',
      ],
    });
    app.save(memes);

    const votes = new Collection({
      type: 'base',
      name: 'votes',
      listRule: `(${ORGANIZER} && meme.contest.user = @request.auth.id) || (${PLAYER} && player = @request.auth.id)`,
      viewRule: `(${ORGANIZER} && meme.contest.user = @request.auth.id) || (${PLAYER} && player = @request.auth.id)`,
      createRule:
        `${PLAYER} && player = @request.auth.id && @request.auth.contest != "" && ` +
        `meme.contest = @request.auth.contest && meme.contest.status = "vote" && meme.player != @request.auth.id`,
      updateRule:
        `${PLAYER} && player = @request.auth.id && @request.auth.contest != "" && ` +
        `meme.contest = @request.auth.contest && meme.contest.status = "vote" && ` +
        `(@request.body.meme:isset = false || @request.body.meme = meme) && ` +
        `(@request.body.player:isset = false || @request.body.player = player)`,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'meme',
          required: true,
          maxSelect: 1,
          collectionId: memes.id,
          cascadeDelete: true,
        },
        {
          // Not required: removing a player keeps the scores they gave, with the voter cleared.
          type: 'relation',
          name: 'player',
          required: false,
          maxSelect: 1,
          collectionId: players.id,
          cascadeDelete: false,
        },
        { type: 'number', name: 'score', required: true, onlyInt: true, min: 1, max: 10 },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_votes_meme_player` ON `votes` (`meme`, `player`) WHERE `player` != ''",
        'CREATE INDEX `idx_votes_meme` ON `votes` (`meme`)',
        'CREATE INDEX `idx_votes_player` ON `votes` (`player`)',
      ],
    });
    app.save(votes);
  },
  (app) => {
    for (const name of ['votes', 'memes', 'players', 'contests']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('username');
    users.passwordAuth.enabled = true;
    users.createRule = '';
    users.deleteRule = 'id = @request.auth.id';
    app.save(users);
  }
);
