// Realtime events obey the same list/view rules and the same player-field visibility as the REST API:
// a player's link token only ever reaches the owning organizer. Player votes go through the vote endpoint, which
// sends no record event: the contest's organizer alone follows them on vote-progress/{contest}, without scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, type RealtimeMessage, type RealtimeSubscription } from './support/realtime';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';
import {
  addPlayer,
  castVote,
  changeVote,
  createScenario,
  forcePhase,
  refused,
  sendVote,
  signInPlayer,
  superuser,
  uploadMeme,
  type MemeRecord,
  type VoteRecord,
} from './support/roles';

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

  it('memes follow their rules too; a player\'s vote sends no votes record event to anyone', async () => {
    const memeEvents = (role: Role) =>
      subscriptions.get(role)!.messages.filter((message) => message.topic === 'memes').map((message) => message.record as MemeRecord);
    const voteEvents = (role: Role) => subscriptions.get(role)!.messages.filter((message) => message.topic === 'votes');
    await eventually(() => memeEvents('organizer A').length > 0);
    expect(memeEvents('organizer A').length).toBeGreaterThan(0);
    // The meme was uploaded in participation: only its owner's organizer (and its author) were told.
    expect(memeEvents('player')).toEqual([]);
    for (const role of ['anonymous', 'organizer B', 'outsider'] as const) expect(memeEvents(role), role).toEqual([]);
    // The vote of the previous test went through the endpoint (an SQL write): no records API event, not even to
    // its voter or the organizer, who follows votes on vote-progress/{contest} instead.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const role of ROLES) expect(voteEvents(role), role).toEqual([]);
  });
});

describe('vote progress', () => {
  let progress: Scenario;
  let memes: MemeRecord[];
  let outsiderMeme: MemeRecord;
  let secondMemeOfB: MemeRecord;
  let ownerFeed: RealtimeSubscription;
  let otherOrganizerFeed: RealtimeSubscription;
  let adminFeed: RealtimeSubscription;
  let voterFeed: RealtimeSubscription;

  const topicOf = (contestId: string) => `vote-progress/${contestId}`;
  const progressOf = (feed: RealtimeSubscription, contestId: string): RealtimeMessage[] =>
    feed.messages.filter((message) => message.topic === topicOf(contestId));

  beforeAll(async () => {
    progress = await createScenario({ players: 3 });
    memes = await Promise.all(progress.players.map((player) => uploadMeme(player)));
    outsiderMeme = await uploadMeme(progress.outsider);
    // Contest B gets a second player, so that its outsider has a meme to vote on.
    secondMemeOfB = await uploadMeme(await signInPlayer(await addPlayer(progress.organizerB, progress.contestB.id, 'Second B')));
    await forcePhase(progress.contestA.id, 'vote');
    await forcePhase(progress.contestB.id, 'vote');
    ownerFeed = await subscribe(progress.organizerA.client, [topicOf(progress.contestA.id), 'votes']);
    otherOrganizerFeed = await subscribe(progress.organizerB.client, [topicOf(progress.contestB.id), 'votes']);
    adminFeed = await subscribe(await superuser(), [topicOf(progress.contestA.id)]);
    voterFeed = await subscribe(progress.players[0]!.client, ['votes']);
  });

  afterAll(() => {
    for (const feed of [ownerFeed, otherOrganizerFeed, adminFeed, voterFeed]) feed?.close();
  });

  it('tells the owning organizer of every cast or changed vote, with the contest id only', async () => {
    const [first, second] = progress.players as [typeof progress.players[0], typeof progress.players[0]];
    await castVote(first, memes[1]!.id, 7);
    await changeVote(first, memes[1]!.id, 3);
    await castVote(second, memes[2]!.id, 9);
    await eventually(() => progressOf(ownerFeed, progress.contestA.id).length >= 3);
    const received = progressOf(ownerFeed, progress.contestA.id);
    expect(received).toHaveLength(3);
    for (const message of received) {
      // No score, no voter, no meme: only which contest to reload the counts of.
      expect(message.data).toEqual({ contest: progress.contestA.id });
    }
    // A superuser may follow it too.
    await eventually(() => progressOf(adminFeed, progress.contestA.id).length >= 3);
    expect(progressOf(adminFeed, progress.contestA.id).map((message) => message.data)).toEqual(
      received.map((message) => message.data),
    );
    // Another organizer hears nothing of contest A; nobody got a votes record event.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherOrganizerFeed.messages).toEqual([]);
    expect(ownerFeed.messages).toHaveLength(3);
  });

  it('reaches each organizer for their own contest only', async () => {
    const ownerBefore = ownerFeed.messages.length;
    await castVote(progress.outsider, secondMemeOfB.id, 5);
    await eventually(() => progressOf(otherOrganizerFeed, progress.contestB.id).length > 0);
    expect(otherOrganizerFeed.messages.map((message) => [message.topic, message.data])).toEqual([
      [topicOf(progress.contestB.id), { contest: progress.contestB.id }],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ownerFeed.messages).toHaveLength(ownerBefore);
    expect(adminFeed.messages.filter((message) => message.topic !== topicOf(progress.contestA.id))).toEqual([]);
  });

  it('keeps reaching an organizer whose other panel closed, and a panel opened again', async () => {
    const [first] = progress.players as [typeof progress.players[0]];
    const closedPanel = await subscribe(progress.organizerA.client, [topicOf(progress.contestA.id)]);
    closedPanel.close();
    // Let the server notice the closed connection before the next vote.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reopenedPanel = await subscribe(progress.organizerA.client, [topicOf(progress.contestA.id)]);
    try {
      const ownerBefore = progressOf(ownerFeed, progress.contestA.id).length;
      await changeVote(first, memes[1]!.id, 8);
      await changeVote(first, memes[1]!.id, 6);
      await eventually(() => progressOf(reopenedPanel, progress.contestA.id).length >= 2);
      await eventually(() => progressOf(ownerFeed, progress.contestA.id).length >= ownerBefore + 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(progressOf(reopenedPanel, progress.contestA.id)).toHaveLength(2);
      expect(progressOf(ownerFeed, progress.contestA.id)).toHaveLength(ownerBefore + 2);
      expect(closedPanel.messages).toEqual([]);
    } finally {
      reopenedPanel.close();
    }
  });

  it('sends nothing for a refused vote', async () => {
    const [first, second] = progress.players as [typeof progress.players[0], typeof progress.players[0]];
    const before = progressOf(ownerFeed, progress.contestA.id).length;
    await refused(castVote(first, memes[0]!.id, 5), 400); // own meme
    await refused(sendVote(second.client, memes[0]!.id, { score: 11 }), 400);
    await refused(castVote(second, outsiderMeme.id, 5), 404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(progressOf(ownerFeed, progress.contestA.id)).toHaveLength(before);
    expect(progressOf(otherOrganizerFeed, progress.contestA.id)).toEqual([]);
  });

  it.each(['player', 'outsider', 'organizer B', 'anonymous'] as const)(
    'refuses %s a subscription to contest A\'s vote progress (403)',
    async (role) => {
      const client = clientOf(progress, role);
      await expect(subscribe(client, [topicOf(progress.contestA.id)])).rejects.toMatchObject({ status: 403 });
      // Nor can it be slipped in among allowed topics.
      await expect(subscribe(client, ['memes', topicOf(progress.contestA.id)])).rejects.toMatchObject({ status: 403 });
    },
  );

  it('accepts the organizer panel\'s whole subscription set, vote progress included, as the SDK sends it', async () => {
    const contestId = progress.contestA.id;
    // As the SDK encodes a subscription with options, and sends every topic of the client in one request.
    const withFilter = (name: string) =>
      `${name}?options=${encodeURIComponent(JSON.stringify({ query: { filter: `contest = '${contestId}'` }, headers: {} }))}`;
    const panel = await subscribe(progress.organizerA.client, [
      'PB_CONNECT',
      `contests/${contestId}`,
      withFilter('players'),
      withFilter('memes'),
      topicOf(contestId),
    ]);
    try {
      await castVote(progress.players[2]!, memes[0]!.id, 4);
      await eventually(() => progressOf(panel, contestId).length > 0);
      expect(progressOf(panel, contestId).map((message) => message.data)).toEqual([{ contest: contestId }]);
    } finally {
      panel.close();
    }
  });

  it('refuses the owning organizer a malformed progress topic', async () => {
    for (const topic of ['vote-progress', 'vote-progress/', `vote-progress/${progress.contestA.id}/x`]) {
      await expect(subscribe(progress.organizerA.client, [topic]), topic).rejects.toMatchObject({ status: 403 });
    }
  });

  it('player votes send no votes record event; a superuser\'s change through the records API still does, under the rules', async () => {
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
