// Requests no page of the app sends, as someone probing the API would send them: hidden fields through filters,
// sorts, expands and field lists, records of another contest by id, another role's writes. Each must be refused or
// answer nothing more than the rules allow.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  castVote,
  createScenario,
  forcePhase,
  refused,
  uploadMeme,
  type ContestRecord,
  type MemeRecord,
  type Player,
  type PlayerRecord,
} from './support/roles';
import { clientOf, type Scenario } from './support/scenario';

let scenario: Scenario;
let alice: Player;
let bob: Player;
let bobMeme: MemeRecord;
let outsiderMeme: MemeRecord;

beforeAll(async () => {
  scenario = await createScenario({ players: 2 });
  [alice, bob] = scenario.players as [Player, Player];
  await uploadMeme(alice);
  bobMeme = await uploadMeme(bob);
  outsiderMeme = await uploadMeme(scenario.outsider);
  await forcePhase(scenario.contestA.id, 'results');
});

describe('hidden fields, however they are asked for', () => {
  it.each([
    ['a filter on auth_token', { filter: 'auth_token != ""' }],
    ['a filter on auth_token by prefix', { filter: 'auth_token ~ "eyJ"' }],
    ['a sort on auth_token', { sort: 'auth_token' }],
    ['a filter on the password hash', { filter: 'password != ""' }],
    ['a filter on tokenKey', { filter: 'tokenKey != ""' }],
  ])("gives a player no other player's secret through %s", async (_, query) => {
    const listed = await alice.client
      .collection('players')
      .getFullList<PlayerRecord>(query)
      .catch((error: { status: number }) => error.status);
    // Refused outright, or answered without narrowing the other players down by their secrets.
    if (typeof listed === 'number') expect(listed).toBe(400);
    else {
      expect(listed.map((player) => player.id).sort()).toEqual([alice.record.id, bob.record.id].sort());
      for (const player of listed) expect(player).not.toHaveProperty('auth_token');
    }
  });

  it('returns no secret through a field list or an expand', async () => {
    const memes = await alice.client.collection('memes').getFullList({
      filter: `contest = "${scenario.contestA.id}"`,
      expand: 'player,contest,contest.user',
      fields:
        '*,expand.player.auth_token,expand.player.email,expand.player.tokenKey,expand.contest.user,expand.contest.expand.user.email',
    });
    expect(JSON.stringify(memes)).not.toMatch(/auth_token|tokenKey|password/);
    // The organizer's account stays out of reach (its id is the contest's own field), and so does the e-mail of
    // any player but oneself.
    expect(JSON.stringify(memes)).not.toContain('@example');
    for (const meme of memes.filter((candidate) => candidate['player'] !== alice.record.id)) {
      expect(JSON.stringify(meme['expand'])).not.toContain('@');
    }
  });
});

describe('records of another contest', () => {
  it('are not found by id, by list or by expand', async () => {
    await refused(alice.client.collection('memes').getOne(outsiderMeme.id), 404);
    await refused(alice.client.collection('contests').getOne(scenario.contestB.id), 404);
    await refused(alice.client.collection('players').getOne(scenario.outsider.record.id), 404);
    expect(
      await alice.client.collection('memes').getFullList({ filter: `contest = "${scenario.contestB.id}"` }),
    ).toEqual([]);
    const organizerB = scenario.organizerB.client;
    expect(
      await organizerB.collection('players').getFullList({ filter: `contest = "${scenario.contestA.id}"` }),
    ).toEqual([]);
    await refused(organizerB.collection('memes').getOne(bobMeme.id), 404);
  });
});

describe("another role's writes", () => {
  it('refuses a player who changes their contest, and an organizer who votes', async () => {
    await refused(
      alice.client.collection('contests').update<ContestRecord>(scenario.contestA.id, { name: 'Mine now' }),
    );
    await refused(alice.client.collection('contests').update<ContestRecord>(scenario.contestA.id, { status: 'vote' }));
    const { contestA, players, organizerA } = await createScenario({ players: 2 });
    const meme = await uploadMeme(players[1]!);
    await forcePhase(contestA.id, 'vote');
    await refused(organizerA.client.send(`/api/memes/${meme.id}/vote`, { method: 'PUT', body: { score: 10 } }));
    await expect(castVote(players[0]!, meme.id, 4)).resolves.toMatchObject({ score: 4 });
  });

  it("refuses a player who deletes another player's meme or another player", async () => {
    const { contestA, players, organizerA } = await createScenario({ players: 2 });
    const [first, second] = players as [Player, Player];
    const meme = await uploadMeme(second);
    await refused(first.client.collection('memes').delete(meme.id));
    await refused(first.client.collection('players').delete(second.record.id));
    const admin = organizerA.client;
    expect(
      (await admin.collection('memes').getFullList({ filter: `contest = "${contestA.id}"` })).map((m) => m.id),
    ).toEqual([meme.id]);
  });
});

describe('the season routes and records', () => {
  // Organizer A's season holds contest A, in results: every other role probes it.
  const others = ['anonymous', 'organizer B', 'player', 'outsider'] as const;
  let seasonId: string;

  beforeAll(async () => {
    const season = await scenario.organizerA.client
      .collection('seasons')
      .create<{ id: string }>({ name: 'Probed season', user: scenario.organizerA.user.id });
    seasonId = season.id;
    await scenario.organizerA.client.collection('contests').update(scenario.contestA.id, { season: seasonId });
  });

  it.each(others)('gives %s no season that is not shared, by any route', async (role) => {
    const client = clientOf(scenario, role);
    for (const path of [
      `/api/seasons/${seasonId}`,
      `/api/seasons/${seasonId}/export?format=json`,
      `/api/seasons/${seasonId}/export?format=csv`,
      `/api/contests/${scenario.contestA.id}/export?format=json`,
    ]) {
      await refused(client.send(path, {}), 404);
    }
    await refused(client.collection('seasons').getOne(seasonId), 404);
    expect(
      await client
        .collection('seasons')
        .getFullList({ filter: `user = "${scenario.organizerA.user.id}" || id = "${seasonId}"` })
        .catch(() => []),
    ).toEqual([]);
    const page = await (await fetch(`${client.baseURL}/seasons/${seasonId}`)).text();
    expect(page).not.toContain('Probed season');
  });

  it.each(others)('refuses %s every write of a season and of the hall of fame', async (role) => {
    const client = clientOf(scenario, role);
    await refused(client.collection('seasons').update(seasonId, { shared: true }));
    await refused(client.collection('seasons').delete(seasonId));
    await refused(client.collection('season_podiums').create({ season: seasonId, contest_name: 'Forged' }));
    await refused(client.collection('season_podium_memes').getList(1, 10));
    await refused(client.collection('season_podiums').getList(1, 10, { filter: `season = "${seasonId}"` }));
  });

  it("gives players nothing of the season through their contest's filters, sorts and expands", async () => {
    for (const query of [
      { filter: 'season.user.email != ""' },
      { filter: 'season.shared = false' },
      { filter: `season ~ "${seasonId.slice(0, 5)}"` },
      { sort: '-season.created' },
    ]) {
      await refused(alice.client.collection('contests').getList(1, 10, query), 400);
    }
    // Through the memes and players of their contest too.
    await refused(alice.client.collection('memes').getList(1, 10, { filter: 'contest.season.name ~ "Probed"' }), 400);
    await refused(alice.client.collection('players').getList(1, 10, { sort: 'contest.season.name' }), 400);
    const self = await alice.client.collection('players').getOne(alice.record.id, { expand: 'contest.season' });
    expect(JSON.stringify(self)).not.toContain('Probed season');
    const contest = await alice.client.collection('contests').getOne(scenario.contestA.id, { expand: 'season.user' });
    expect(contest.expand?.['season']).toBeUndefined();
    expect(JSON.stringify(contest)).not.toContain('Probed season');
  });

  it("refuses another organizer a contest in organizer A's season", async () => {
    await refused(
      scenario.organizerB.client.collection('contests').update(scenario.contestB.id, { season: seasonId }),
      400,
    );
  });
});
