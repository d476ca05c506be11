/// <reference path="../.pb/types.d.ts" />
// The whole schema of Meme Arena: organizers (users), contests, players (signed in by their link), memes and votes,
// the organizer's vote-count views, the database guards on votes, and the abuse limits. Access rules live here; the
// checks that need a message or a count live in pb_hooks/ (pb_hooks/README.md). The business limits repeated in
// field options below are those of pb_hooks/lib/rules.json; tests/api/schema.test.ts checks that they agree.
//
// This is the one migration before the first release. After a release, a landed migration is never edited: a
// change is a new migration.

const MB = 1024 * 1024;

const PLAYER = '@request.auth.collectionName = "players"';
const ORGANIZER = '@request.auth.collectionName = "users"';

const PHASES = ['participation', 'vote', 'results'];

// Who reads a contest: its organizer, or a player signed in to it.
const CONTEST_READERS = `(${ORGANIZER} && user = @request.auth.id) || (${PLAYER} && @request.auth.contest != "" && id = @request.auth.contest)`;
// Players: the organizer; a player themself; the other players of the contest once results are open.
const PLAYER_READERS =
  `(${ORGANIZER} && contest.user = @request.auth.id) || ` +
  `(${PLAYER} && (id = @request.auth.id || (contest != "" && contest = @request.auth.contest && contest.status = "results")))`;
// Memes: the organizer; the uploader; the other players of the contest from the vote on.
const MEME_READERS =
  `(${ORGANIZER} && contest.user = @request.auth.id) || ` +
  `(${PLAYER} && contest != "" && contest = @request.auth.contest && ` +
  `(player = @request.auth.id || contest.status = "vote" || contest.status = "results"))`;
// Votes: the organizer, and the voter (pb_hooks/visibility.pb.js hides the score from the organizer).
const VOTE_READERS = `(${ORGANIZER} && meme.contest.user = @request.auth.id) || (${PLAYER} && player = @request.auth.id)`;
const VIEW_OWNER = `${ORGANIZER} && contest.user = @request.auth.id`;

const autodates = () => [
  { type: 'autodate', name: 'created', onCreate: true },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

// Vote counts for the organizer's dashboard, computed from the votes on each read: one request per column whatever
// the number of votes, always exact, and carrying counts, never scores.
const VOTE_COUNT_VIEWS = {
  // Votes each meme received.
  meme_vote_counts:
    'SELECT m.id AS id, m.contest AS contest, COUNT(v.id) AS votes FROM memes m ' +
    "LEFT JOIN votes v ON v.meme = m.id WHERE m.contest != '' GROUP BY m.id",
  // Votes each player gave.
  player_vote_counts:
    'SELECT p.id AS id, p.contest AS contest, COUNT(v.id) AS votes FROM players p ' +
    "LEFT JOIN votes v ON v.player = p.id WHERE p.contest != '' GROUP BY p.id",
};

// Averages are written once, when a contest enters results (pb_hooks/lib/scores.js). For them to stay exact, the
// database refuses a vote's creation, or a change of its score or meme, unless the meme's contest is in the vote
// phase, inside the vote's own write: a vote racing the opening of results is either counted or refused. (PocketBase
// checks access rules before its write transaction, so a rule alone could let such a vote in.) Superusers included.
const CONTEST_PHASE_OF_MEME = (memeId) =>
  `(SELECT c.status FROM memes m JOIN contests c ON c.id = m.contest WHERE m.id = ${memeId})`;
const VOTE_PHASE_ONLY = 'Votes can only be cast or changed during the vote phase.';
const VOTE_GUARDS = {
  votes_only_in_vote_phase_insert: `BEFORE INSERT ON votes
  WHEN ${CONTEST_PHASE_OF_MEME('NEW.meme')} IS NOT 'vote' BEGIN
    SELECT RAISE(ABORT, '${VOTE_PHASE_ONLY}');
  END`,
  // PocketBase writes every column on update: only a changed score or meme counts (clearing the voter of a removed
  // player stays possible in any phase).
  votes_only_in_vote_phase_update: `BEFORE UPDATE OF score, meme ON votes
  WHEN (OLD.score IS NOT NEW.score OR OLD.meme IS NOT NEW.meme)
    AND (${CONTEST_PHASE_OF_MEME('NEW.meme')} IS NOT 'vote' OR ${CONTEST_PHASE_OF_MEME('OLD.meme')} IS NOT 'vote') BEGIN
    SELECT RAISE(ABORT, '${VOTE_PHASE_ONLY}');
  END`,
};

// PocketBase's rate limiter, per client address (the README's "Rate limits" says how they were sized): a whole room
// voting at once is never limited (`npm run bench:votes`, each player from an address of their own), while one
// client hammering sign-in, link sign-in, uploads, deletes, player creation or votes meets 429 within a second or two.
const RATE_LIMITS = [
  // Organizer sign-in (Discord OAuth2) and the sign-in methods the login page asks for.
  { label: '*:auth', maxRequests: 20, duration: 60 },
  { label: '*:listAuthMethods', maxRequests: 60, duration: 60 },
  // Opening a player link, or an organizer's session renewal: once per page open.
  { label: '*:authRefresh', maxRequests: 120, duration: 60 },
  // The organizer adds players one request each (a create form of 50 sends 50 at once).
  { label: 'players:create', maxRequests: 100, duration: 60 },
  // Uploads and removals: at most 10 memes per player, so 60 a minute covers a room sharing one address.
  { label: 'memes:create', maxRequests: 60, duration: 60 },
  { label: 'memes:delete', maxRequests: 60, duration: 60 },
  // Votes (PUT /api/memes/{meme}/vote): the storm's players send about 60 a second each, in bursts of 118.
  { label: 'PUT /api/memes/', maxRequests: 600, duration: 10 },
  // Images: a vote page loads a thumbnail of every meme.
  { label: '*:file', maxRequests: 2000, duration: 10 },
  // Everything else: lists, views, realtime.
  { label: '/api/', maxRequests: 600, duration: 10 },
];

migrate(
  (app) => {
    // users: organizers, signed in with Discord OAuth2 only.
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'username', max: 255 }));
    users.fields.getByName('avatar').thumbs = ['100x100'];
    // Discord may not share a verified e-mail; the account is keyed by the OAuth2 link instead.
    users.fields.getByName('email').required = false;
    // Nobody signs in with a password: the stored one is random filler, so the cheapest bcrypt cost will do.
    users.fields.getByName('password').cost = 4;
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
      listRule: CONTEST_READERS,
      viewRule: CONTEST_READERS,
      createRule: `${ORGANIZER} && user = @request.auth.id && (@request.body.status:isset = false || @request.body.status = "${PHASES[0]}")`,
      updateRule: `${ORGANIZER} && user = @request.auth.id && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
      deleteRule: `${ORGANIZER} && user = @request.auth.id`,
      fields: [
        { type: 'text', name: 'name', required: true, min: 3, max: 100, presentable: true },
        { type: 'text', name: 'description', max: 400 },
        { type: 'select', name: 'status', required: true, maxSelect: 1, values: PHASES },
        { type: 'number', name: 'max_memes_per_player', required: true, onlyInt: true, min: 1, max: 10 },
        { type: 'relation', name: 'user', required: true, maxSelect: 1, collectionId: users.id, cascadeDelete: true },
        ...autodates(),
      ],
      indexes: ['CREATE INDEX `idx_contests_user` ON `contests` (`user`)'],
    });
    app.save(contests);

    const players = new Collection({
      type: 'auth',
      name: 'players',
      listRule: PLAYER_READERS,
      viewRule: PLAYER_READERS,
      createRule: `${ORGANIZER} && contest != "" && contest.user = @request.auth.id`,
      updateRule: null,
      deleteRule: `${ORGANIZER} && contest != "" && contest.user = @request.auth.id`,
      // Players only sign in with the token of their link (pb_hooks/players.pb.js).
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
        // Not required: players of a deleted contest keep their record with the contest cleared.
        { type: 'relation', name: 'contest', maxSelect: 1, collectionId: contests.id, cascadeDelete: false },
        { type: 'text', name: 'auth_token', hidden: true, max: 2000 },
        { type: 'number', name: 'average_score' },
        // Every meme the player uploaded, deleted ones included: bounds an upload-and-delete loop
        // (pb_hooks/lib/uploads.js). Hidden, so only superusers read it.
        { type: 'number', name: 'uploads_made', onlyInt: true, min: 0, hidden: true },
        ...autodates(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_players_contest_username` ON `players` (`contest`, `username`) WHERE `contest` != ''",
        'CREATE INDEX `idx_players_contest` ON `players` (`contest`)',
      ],
    });
    app.save(players);
    // The password field exists once the auth collection is saved. As for users, a random filler.
    players.fields.getByName('password').cost = 4;
    app.save(players);

    const memes = new Collection({
      type: 'base',
      name: 'memes',
      listRule: MEME_READERS,
      viewRule: MEME_READERS,
      createRule: `${PLAYER} && player = @request.auth.id && contest != "" && contest = @request.auth.contest`,
      updateRule: null,
      // The uploader, or the contest's organizer (moderation; pb_hooks/memes.pb.js checks the phase).
      deleteRule:
        `(${PLAYER} && player = @request.auth.id && contest != "" && contest = @request.auth.contest) || ` +
        `(${ORGANIZER} && contest != "" && contest.user = @request.auth.id)`,
      fields: [
        { type: 'relation', name: 'contest', maxSelect: 1, collectionId: contests.id, cascadeDelete: false },
        { type: 'relation', name: 'player', maxSelect: 1, collectionId: players.id, cascadeDelete: false },
        {
          // Stored under a random name (pb_hooks/memes.pb.js), since every voter's browser sees the stored name.
          type: 'file',
          name: 'media',
          required: true,
          maxSelect: 1,
          maxSize: 3 * MB,
          mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
          thumbs: ['150x150', '200x200', '900x900'],
        },
        // The name the uploader picked, read only by the uploader and the organizer (pb_hooks/visibility.pb.js).
        { type: 'text', name: 'media_name', max: 255 },
        { type: 'number', name: 'average_score' },
        ...autodates(),
      ],
      indexes: [
        'CREATE INDEX `idx_memes_contest` ON `memes` (`contest`)',
        'CREATE INDEX `idx_memes_player` ON `memes` (`player`)',
      ],
    });
    app.save(memes);

    // Players cast and change votes through PUT /api/memes/{meme}/vote (pb_hooks/votes.pb.js), in one SQL
    // statement; through the records API only superusers write votes.
    const votes = new Collection({
      type: 'base',
      name: 'votes',
      listRule: VOTE_READERS,
      viewRule: VOTE_READERS,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'relation', name: 'meme', required: true, maxSelect: 1, collectionId: memes.id, cascadeDelete: true },
        // Not required: removing a player keeps the scores they gave, with the voter cleared.
        { type: 'relation', name: 'player', maxSelect: 1, collectionId: players.id, cascadeDelete: false },
        { type: 'number', name: 'score', required: true, onlyInt: true, min: 1, max: 10 },
        ...autodates(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_votes_meme_player` ON `votes` (`meme`, `player`) WHERE `player` != ''",
        'CREATE INDEX `idx_votes_meme` ON `votes` (`meme`)',
        'CREATE INDEX `idx_votes_player` ON `votes` (`player`)',
      ],
    });
    app.save(votes);

    // What a player is told when the organizer removed one of their memes (pb_hooks/memes.pb.js writes it in the
    // removal's transaction). Only that player reads it, and dismisses it by deleting it.
    const memeRemovals = new Collection({
      type: 'base',
      name: 'meme_removals',
      listRule: `${PLAYER} && player = @request.auth.id`,
      viewRule: `${PLAYER} && player = @request.auth.id`,
      createRule: null,
      updateRule: null,
      deleteRule: `${PLAYER} && player = @request.auth.id`,
      fields: [
        {
          type: 'relation',
          name: 'player',
          required: true,
          maxSelect: 1,
          collectionId: players.id,
          cascadeDelete: true,
        },
        { type: 'relation', name: 'contest', maxSelect: 1, collectionId: contests.id, cascadeDelete: true },
        // The meme's name as its uploader picked it, so they know which one went.
        { type: 'text', name: 'media_name', max: 255 },
        ...autodates(),
      ],
      indexes: ['CREATE INDEX `idx_meme_removals_player` ON `meme_removals` (`player`)'],
    });
    app.save(memeRemovals);

    for (const [name, body] of Object.entries(VOTE_GUARDS)) {
      app.db().newQuery(`CREATE TRIGGER ${name} ${body}`).execute();
    }

    for (const [name, viewQuery] of Object.entries(VOTE_COUNT_VIEWS)) {
      app.save(new Collection({ type: 'view', name, viewQuery, listRule: VIEW_OWNER, viewRule: VIEW_OWNER }));
    }

    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = RATE_LIMITS.map((rule) => ({ audience: '', ...rule }));
    // The app sends no batch, and a batch would be one request doing the work of many.
    settings.batch.enabled = false;
    app.save(settings);
  },
  (app) => {
    for (const name of Object.keys(VOTE_COUNT_VIEWS)) app.delete(app.findCollectionByNameOrId(name));
    for (const name of Object.keys(VOTE_GUARDS)) app.db().newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    for (const name of ['meme_removals', 'votes', 'memes', 'players', 'contests']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('username');
    users.fields.getByName('password').cost = 0;
    users.passwordAuth.enabled = true;
    users.createRule = '';
    users.deleteRule = 'id = @request.auth.id';
    app.save(users);
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.batch.enabled = true;
    app.save(settings);
  }
);
