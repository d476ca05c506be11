// Realtime events obey the same list/view rules and the same player-field visibility as the REST API:
// a player's link token only ever reaches the owning organizer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, type RealtimeSubscription } from './support/realtime';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';
import { addPlayer, castVote, createScenario, forcePhase, superuser, uploadMeme, type MemeRecord } from './support/roles';

let scenario: Scenario;
const subscriptions = new Map<Role, RealtimeSubscription>();

/** Waits until `role` got a message matching `predicate`, or the time runs out. */
async function eventually(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
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

  it('memes and votes follow their rules too', async () => {
    const memeEvents = (role: Role) =>
      subscriptions.get(role)!.messages.filter((message) => message.topic === 'memes').map((message) => message.record as MemeRecord);
    const voteEvents = (role: Role) => subscriptions.get(role)!.messages.filter((message) => message.topic === 'votes');
    await eventually(() => voteEvents('organizer A').length > 0);
    expect(memeEvents('organizer A').length).toBeGreaterThan(0);
    // The meme was uploaded in participation: only its owner's organizer (and its author) were told.
    expect(memeEvents('player')).toEqual([]);
    expect(voteEvents('player')).toHaveLength(1);
    for (const role of ['anonymous', 'organizer B', 'outsider'] as const) {
      expect(memeEvents(role), role).toEqual([]);
      expect(voteEvents(role), role).toEqual([]);
    }
  });
});
