// Realtime events obey the same list/view rules and the same player-field visibility as the REST API:
// a player's link token only ever reaches the owning organizer. Player votes go through the vote endpoint, which
// sends no record event at all (the organizer's panel polls the vote counts during the vote instead).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, type RealtimeSubscription } from './support/realtime';
import {
  addPlayer,
  castVote,
  changeVote,
  createScenario,
  forcePhase,
  superuser,
  uploadMeme,
  type MemeRecord,
  type VoteRecord,
} from './support/roles';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';

let scenario: Scenario;
const subscriptions = new Map<Role, RealtimeSubscription>();

/** Waits until the expected messages have arrived (however busy the machine: the API project's poll timeout). */
async function eventually(check: () => boolean) {
  await expect.poll(check).toBe(true);
}

function received(role: Role, recordId: string) {
  return subscriptions.get(role)!.messages.filter((message) => message.record['id'] === recordId);
}

beforeAll(async () => {
  scenario = await createScenario({ players: 2 });
  for (const role of ROLES) {
    subscriptions.set(role, await subscribe(clientOf(scenario, role), ['players', 'memes', 'votes']));
  }
});

afterAll(() => {
  for (const subscription of subscriptions.values()) subscription.close();
});

describe('realtime', () => {
  it('a new player reaches only the owning organizer, with its link token', async () => {
    const added = await addPlayer(scenario.organizerA, scenario.contestA.id, 'Realtime Rick');
    await eventually(() => received('organizer A', added.id).length > 0);
    const [event] = received('organizer A', added.id);
    expect(event?.action).toBe('create');
    expect(event?.record['auth_token']).toBe(added.auth_token);
    // Give the others the same chance to (wrongly) receive it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const role of ['anonymous', 'organizer B', 'player', 'outsider'] as const) {
      expect(received(role, added.id), role).toEqual([]);
    }
  });

  it('in results, other players get only username and score; the token stays with the organizer', async () => {
    const [first, second] = scenario.players;
    const meme = await uploadMeme(second!);
    await forcePhase(scenario.contestA.id, 'vote');
    await castVote(first!, meme.id, 8);
    await forcePhase(scenario.contestA.id, 'results');

    const admin = await superuser();
    await admin.collection('players').update(second!.record.id, { username: 'Player Two Renamed' });
    await eventually(
      () => received('player', second!.record.id).length > 0 && received('organizer A', second!.record.id).length > 0,
    );
    const [seenByPlayer] = received('player', second!.record.id);
    expect(seenByPlayer?.action).toBe('update');
    expect(Object.keys(seenByPlayer?.record ?? {}).sort()).toEqual([
      'average_score',
      'collectionId',
      'collectionName',
      'id',
      'username',
    ]);
    expect(seenByPlayer?.record['average_score']).toBe(8);
    const [seenByOwner] = received('organizer A', second!.record.id);
    expect(seenByOwner?.record['auth_token']).toBe(second!.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const role of ['anonymous', 'organizer B', 'outsider'] as const) {
      expect(received(role, second!.record.id), role).toEqual([]);
    }
  });

  it("memes follow their rules too; a player's vote sends no votes record event to anyone", async () => {
    const memeEvents = (role: Role) =>
      subscriptions
        .get(role)!
        .messages.filter((message) => message.topic === 'memes')
        .map((message) => message.record as MemeRecord);
    const voteEvents = (role: Role) => subscriptions.get(role)!.messages.filter((message) => message.topic === 'votes');
    await eventually(() => memeEvents('organizer A').length > 0);
    expect(memeEvents('organizer A').length).toBeGreaterThan(0);
    // The meme was uploaded in participation: only its owner's organizer (and its author) were told.
    expect(memeEvents('player')).toEqual([]);
    for (const role of ['anonymous', 'organizer B', 'outsider'] as const) expect(memeEvents(role), role).toEqual([]);
    // The vote of the previous test went through the endpoint (an SQL write): no records API event, not even to
    // its voter or the organizer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const role of ROLES) expect(voteEvents(role), role).toEqual([]);
  });
});

describe('votes in realtime', () => {
  let progress: Scenario;
  let memes: MemeRecord[];
  let ownerFeed: RealtimeSubscription;
  let otherOrganizerFeed: RealtimeSubscription;
  let voterFeed: RealtimeSubscription;

  beforeAll(async () => {
    progress = await createScenario({ players: 3 });
    memes = await Promise.all(progress.players.map((player) => uploadMeme(player)));
    await forcePhase(progress.contestA.id, 'vote');
    ownerFeed = await subscribe(progress.organizerA.client, ['votes']);
    otherOrganizerFeed = await subscribe(progress.organizerB.client, ['votes']);
    voterFeed = await subscribe(progress.players[0]!.client, ['votes']);
    const [first, second] = progress.players as [(typeof progress.players)[0], (typeof progress.players)[0]];
    await castVote(first, memes[1]!.id, 7);
    await changeVote(first, memes[1]!.id, 3);
    await castVote(second, memes[2]!.id, 9);
  });

  afterAll(() => {
    for (const feed of [ownerFeed, otherOrganizerFeed, voterFeed]) feed?.close();
  });

  it("player votes send no votes record event; a superuser's change through the records API still does, under the rules", async () => {
    // The votes above were cast through the endpoint: neither the organizer nor the voter got a votes event.
    expect(ownerFeed.messages.filter((message) => message.topic === 'votes')).toEqual([]);
    expect(voterFeed.messages).toEqual([]);

    const admin = await superuser();
    const [vote] = await admin
      .collection('votes')
      .getFullList<VoteRecord>({ filter: `meme = "${memes[1]!.id}" && player = "${progress.players[0]!.record.id}"` });
    await admin.collection('votes').update(vote!.id, { score: 6 });
    const votesOf = (feed: RealtimeSubscription) =>
      feed.messages.filter((message) => message.topic === 'votes' && message.record['id'] === vote!.id);
    await eventually(() => votesOf(ownerFeed).length > 0 && votesOf(voterFeed).length > 0);
    const [seenByOrganizer] = votesOf(ownerFeed);
    expect(seenByOrganizer?.action).toBe('update');
    expect(seenByOrganizer?.record['player']).toBe(progress.players[0]!.record.id);
    expect(seenByOrganizer?.record).not.toHaveProperty('score');
    const [seenByVoter] = votesOf(voterFeed);
    expect(seenByVoter?.record['score']).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherOrganizerFeed.messages.filter((message) => message.topic === 'votes')).toEqual([]);
  });
});
