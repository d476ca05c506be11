// players: who may list, view, create, update and delete; usernames; generated e-mail and password; the
// link token (who sees it, that it signs in with authRefresh, that removal revokes it); what players see
// of each other.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPlayer,
  anonymous,
  castVote,
  contestWithPlayer,
  contestWithPlayers,
  createContest,
  createOrganizer,
  createScenario,
  forcePhase,
  ids,
  newClient,
  openPlayerLink,
  refused,
  refusedWith,
  signInPlayer,
  superuser,
  uploadMeme,
  type MemeRecord,
  type PlayerRecord,
} from './support/roles';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';

const MESSAGES = {
  length: 'Player usernames must be between 3 and 100 characters.',
  unique: 'Player usernames must be unique within a contest.',
  phase: 'You can only add players during the participation phase.',
  averageScore: 'The average score is computed by the server and cannot be set.',
};

/** The claims of a PocketBase token (not verified here: the server does that on authRefresh). */
function tokenClaims(token: string): {
  id: string;
  type: string;
  collectionId: string;
  exp: number;
  refreshable: boolean;
} {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

let scenario: Scenario;

beforeAll(async () => {
  scenario = await createScenario();
});

describe('players access matrix', () => {
  it.each(ROLES)('list as %s during participation', async (role) => {
    const listed = await clientOf(scenario, role).collection('players').getFullList<PlayerRecord>();
    const expected: Record<Role, string[]> = {
      anonymous: [],
      'organizer A': scenario.players.map((player) => player.record.id),
      'organizer B': [scenario.outsider.record.id],
      player: [scenario.players[0]!.record.id],
      outsider: [scenario.outsider.record.id],
    };
    expect(ids(listed)).toEqual([...expected[role]].sort());
  });

  it.each(ROLES)('view of another player of contest A as %s during participation', async (role) => {
    const request = clientOf(scenario, role).collection('players').getOne<PlayerRecord>(scenario.players[1]!.record.id);
    if (role === 'organizer A') expect((await request).username).toBe('Player 2');
    else await refused(request, 404);
  });

  it.each(ROLES)('create in contest A as %s', async (role) => {
    const password = 'a'.repeat(32);
    const request = clientOf(scenario, role)
      .collection('players')
      .create<PlayerRecord>({
        username: `Joined by ${role}`,
        contest: scenario.contestA.id,
        password,
        passwordConfirm: password,
      });
    if (role === 'organizer A') {
      const created = await request;
      expect(created.contest).toBe(scenario.contestA.id);
      await scenario.organizerA.client.collection('players').delete(created.id);
    } else {
      await refused(request, 400);
    }
  });

  it.each(ROLES)('update of a player as %s is refused', async (role) => {
    const target = role === 'outsider' ? scenario.outsider.record : scenario.players[0]!.record;
    const error = await refused(
      clientOf(scenario, role).collection('players').update(target.id, { username: 'Renamed' }),
    );
    expect([403, 404]).toContain(error.status);
    const admin = await superuser();
    expect((await admin.collection('players').getOne<PlayerRecord>(target.id)).username).toBe(target.username);
  });

  it.each(ROLES)('delete of a player of contest A as %s', async (role) => {
    const target = await addPlayer(scenario.organizerA, scenario.contestA.id, `Removable ${role}`);
    const request = clientOf(scenario, role).collection('players').delete(target.id);
    const admin = await superuser();
    if (role === 'organizer A') {
      await request;
      await refused(admin.collection('players').getOne(target.id), 404);
    } else {
      await refused(request, 404);
      expect((await admin.collection('players').getOne(target.id)).id).toBe(target.id);
      await admin.collection('players').delete(target.id);
    }
  });

  it('a player cannot even authenticate as another player through the API', async () => {
    const player = scenario.players[0]!;
    await refused(player.client.collection('players').authWithPassword('player_2@x.com', 'whatever-pass'));
    await refused(player.client.collection('players').requestOTP('player_2@x.com'));
  });
});

describe('player usernames', () => {
  let organizer: Awaited<ReturnType<typeof createOrganizer>>;
  let contestId: string;

  beforeAll(async () => {
    organizer = await createOrganizer();
    contestId = (await createContest(organizer)).id;
  });

  it.each([['ab'], ['  ab  '], [''], ['u'.repeat(101)]])('refuses %j', async (username) => {
    await refusedWith(addPlayer(organizer, contestId, username), MESSAGES.length);
  });

  it('trims and accepts 3 and 100 characters', async () => {
    const shortest = await addPlayer(organizer, contestId, '  Ana  ');
    expect(shortest.username).toBe('Ana');
    const longest = await addPlayer(organizer, contestId, 'L'.repeat(100));
    expect(longest.username).toHaveLength(100);
  });

  it.each([['Duplicate Dan'], ['duplicate dan'], ['  DUPLICATE   DAN '], ['Duplicate_Dan']])(
    'refuses %j once "Duplicate Dan" exists in the contest',
    async (username) => {
      const players = await organizer.client
        .collection('players')
        .getFullList<PlayerRecord>({ filter: `contest = "${contestId}" && username = "Duplicate Dan"` });
      if (players.length === 0) await addPlayer(organizer, contestId, 'Duplicate Dan');
      await refusedWith(addPlayer(organizer, contestId, username), MESSAGES.unique);
    },
  );

  it('allows the same username in another contest', async () => {
    const other = await createContest(organizer);
    await addPlayer(organizer, contestId, 'Shared Name');
    expect((await addPlayer(organizer, other.id, 'Shared Name')).contest).toBe(other.id);
  });

  it('stays unique when the same name is added many times at once', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () => addPlayer(organizer, contestId, 'Racing Rita')),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses new players once the contest left participation', async () => {
    const contest = await createContest(organizer);
    await forcePhase(contest.id, 'vote');
    await refusedWith(addPlayer(organizer, contest.id, 'Too Late'), MESSAGES.phase);
    await forcePhase(contest.id, 'results');
    await refusedWith(addPlayer(organizer, contest.id, 'Much Too Late'), MESSAGES.phase);
  });

  it('cannot be added without a contest or to a contest of another organizer', async () => {
    const password = 'b'.repeat(32);
    await refused(
      organizer.client.collection('players').create({ username: 'Nowhere', password, passwordConfirm: password }),
      400,
    );
    await refused(addPlayer(organizer, scenario.contestA.id, 'Intruder'), 400);
  });
});

describe('generated credentials', () => {
  it('generates the player e-mail (whatever the client sent) and keeps it private', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer);
    const password = 'c'.repeat(32);
    const created = await organizer.client.collection('players').create<PlayerRecord>({
      username: '  Mr  Meme Lord ',
      email: 'someone-else@example.com',
      emailVisibility: true,
      contest: contest.id,
      password,
      passwordConfirm: password,
    });
    expect(created.email).toBeUndefined();
    const admin = await superuser();
    const stored = await admin.collection('players').getOne<PlayerRecord>(created.id);
    expect(stored.email).toBe(`mr_meme_lord@${contest.id}.com`);
    expect(stored['emailVisibility']).toBe(false);
  });

  it('accepts any username of 3-100 characters, with a stand-in address when it cannot form one', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer);
    const admin = await superuser();
    const emailOf = async (username: string) => {
      const created = await addPlayer(organizer, contest.id, username);
      expect(created.username).toBe(username.trim());
      return (await admin.collection('players').getOne<PlayerRecord>(created.id)).email;
    };
    expect(await emailOf('Zoé')).toBe(`zoé@${contest.id}.com`);
    expect(await emailOf("O'Brien")).toBe(`o'brien@${contest.id}.com`);
    const standIns = await Promise.all(['meme 🐸 lord', 'a@b.c', 'dot..dot', '.lead', '(brackets)'].map(emailOf));
    for (const email of standIns) expect(email).toMatch(new RegExp(`^player-[0-9a-f]{32}@${contest.id}\\.com$`));
    expect(new Set(standIns).size).toBe(standIns.length);
    await refusedWith(addPlayer(organizer, contest.id, 'Meme 🐸 Lord'), MESSAGES.unique);
  });

  it('fills a random password when none is sent, and the link still works', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer);
    const created = await organizer.client
      .collection('players')
      .create<PlayerRecord>({ username: 'No Password', contest: contest.id });
    const player = await signInPlayer(created);
    expect(player.client.authStore.record?.id).toBe(created.id);
  });

  it('ignores a client-chosen auth_token and refuses a client-chosen average_score', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer);
    const base = { contest: contest.id, password: 'd'.repeat(32), passwordConfirm: 'd'.repeat(32) };
    const forger = await organizer.client
      .collection('players')
      .create<PlayerRecord>({ ...base, username: 'Forger', auth_token: 'forged' });
    expect(forger.auth_token).not.toBe('forged');
    expect((await signInPlayer(forger)).client.authStore.record?.id).toBe(forger.id);
    await refusedWith(
      organizer.client.collection('players').create({ ...base, username: 'Cheater', average_score: 10 }),
      MESSAGES.averageScore,
    );
  });
});

describe('player link token', () => {
  it('is a players auth token valid at least 30 days that authRefresh accepts', async () => {
    const player = scenario.players[0]!;
    const claims = tokenClaims(player.token);
    expect(claims.id).toBe(player.record.id);
    expect(claims.type).toBe('auth');
    expect(claims.refreshable).toBe(true);
    expect(claims.collectionId).toBe(player.record.collectionId);
    expect(claims.exp * 1000 - Date.now()).toBeGreaterThan(30 * 24 * 3600 * 1000);

    const client = newClient();
    client.authStore.save(player.token, null);
    const refreshed = await client.collection('players').authRefresh<PlayerRecord>();
    expect(refreshed.record.id).toBe(player.record.id);
    expect(refreshed.record.username).toBe('Player 1');
    expect(refreshed.record.auth_token).toBeUndefined();
    // The refreshed token works as well.
    const again = await openPlayerLink(refreshed.token);
    expect(again.authStore.record?.id).toBe(player.record.id);
  });

  it('is shown to the owning organizer only: list, view and expand', async () => {
    const target = scenario.players[1]!;
    const owner = scenario.organizerA.client;
    expect((await owner.collection('players').getOne<PlayerRecord>(target.record.id)).auth_token).toBe(target.token);
    const listed = await owner
      .collection('players')
      .getFullList<PlayerRecord>({ filter: `contest = "${scenario.contestA.id}"` });
    expect(listed.every((player) => typeof player.auth_token === 'string' && player.auth_token.length > 20)).toBe(true);

    // Players never see a token, not even their own.
    const self = await target.client.collection('players').getOne<PlayerRecord>(target.record.id);
    expect(self.auth_token).toBeUndefined();
    expect((await target.client.collection('players').getFullList<PlayerRecord>())[0]?.auth_token).toBeUndefined();
    // Hidden fields cannot be probed through filters either.
    await expect(target.client.collection('players').getFullList({ filter: `auth_token != ""` })).rejects.toMatchObject(
      { status: 400 },
    );
    await expect(anonymous().collection('players').getFullList({ filter: `auth_token != ""` })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('stays hidden from other players in results and through expand, while the owner sees it there', async () => {
    const { organizer, contest, players } = await contestWithPlayers(['Expand Author', 'Expand Voter']);
    const [author, voter] = players;
    const meme = await uploadMeme(author!);
    await forcePhase(contest.id, 'vote');
    await castVote(voter!, meme.id, 6);
    await forcePhase(contest.id, 'results');

    const ownerView = await organizer.client
      .collection('memes')
      .getFullList<MemeRecord & { expand?: { player?: PlayerRecord } }>({ expand: 'player' });
    expect(ownerView[0]?.expand?.player?.auth_token).toBe(author!.token);

    const voterView = await voter!.client
      .collection('memes')
      .getFullList<MemeRecord & { expand?: { player?: PlayerRecord } }>({
        expand: 'player',
        sort: '-average_score,-created',
      });
    const expanded = voterView[0]?.expand?.player as Record<string, unknown> | undefined;
    expect(expanded).toBeDefined();
    expect(Object.keys(expanded ?? {}).sort()).toEqual([
      'average_score',
      'collectionId',
      'collectionName',
      'id',
      'username',
    ]);
    expect(expanded?.['username']).toBe('Expand Author');
    expect(expanded?.['average_score']).toBe(6);
  });

  it('stops working once the player is removed', async () => {
    const { organizer, contest, player } = await contestWithPlayer('Soon Gone', { maxMemes: 2 });
    const meme = await uploadMeme(player, 'meme.gif');
    await organizer.client.collection('players').delete(player.record.id);

    await refused(openPlayerLink(player.token), 401);
    await refused(player.client.collection('contests').getOne(contest.id), 404);
    // Before results their memes go with them (as moderation removes a meme).
    await refused((await superuser()).collection('memes').getOne<MemeRecord>(meme.id), 404);
  });
});

describe('what players see of each other', () => {
  it('sees only themselves until results, then the usernames and scores of their contest only', async () => {
    const { contest, players } = await contestWithPlayers(['Rank One', 'Rank Two', 'Rank Three']);
    const memes = await Promise.all(players.map((player) => uploadMeme(player)));
    const [one, two, three] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];

    await forcePhase(contest.id, 'vote');
    expect(ids(await one.client.collection('players').getFullList())).toEqual([one.record.id]);
    await refused(one.client.collection('players').getOne(two.record.id), 404);

    await castVote(two, memes[0]!.id, 9);
    await castVote(three, memes[0]!.id, 6);
    await castVote(one, memes[1]!.id, 4);
    await castVote(one, memes[2]!.id, 2);
    await forcePhase(contest.id, 'results');

    const ranking = await one.client
      .collection('players')
      .getFullList<PlayerRecord>({ filter: `contest = "${contest.id}"`, sort: '-average_score,-created' });
    expect(ranking.map((player) => [player.username, player.average_score])).toEqual([
      // Points: the votes received and 5 more at the contest's mean (21 / 4).
      ['Rank One', (15 + 5 * (21 / 4)) / (2 + 5)],
      ['Rank Two', (4 + 5 * (21 / 4)) / (1 + 5)],
      ['Rank Three', (2 + 5 * (21 / 4)) / (1 + 5)],
    ]);
    const other = ranking.find((player) => player.id === two.record.id) as Record<string, unknown> | undefined;
    expect(Object.keys(other ?? {}).sort()).toEqual([
      'average_score',
      'collectionId',
      'collectionName',
      'id',
      'username',
    ]);
    const self = ranking.find((player) => player.id === one.record.id);
    expect(self?.contest).toBe(contest.id);
    expect(self?.auth_token).toBeUndefined();

    // Nothing of another contest, even in results.
    expect(ids(await scenario.outsider.client.collection('players').getFullList())).toEqual([
      scenario.outsider.record.id,
    ]);
    await refused(scenario.outsider.client.collection('players').getOne(two.record.id), 404);
  });
});
