// Anonymous voting (docs/product/rules-and-limits.md#who-sees-what), enforced by
// the server whatever a client asks for: until results a player learns neither who uploaded another player's meme
// nor any average score (fields, expand, realtime, filters and sorts alike), and nobody but the voter ever sees
// which score a vote gave, not even the organizer. Results show authors and averages.
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, type RealtimeMessage, type RealtimeSubscription } from './support/realtime';
import {
  castVote,
  createScenario,
  forcePhase,
  refusedWith,
  superuser,
  uploadMeme,
  type CastVote,
  type MemeRecord,
  type Player,
  type PlayerRecord,
  type VoteRecord,
} from './support/roles';
import type { Scenario } from './support/scenario';

const REFUSED_QUERY =
  'This filter or sort could reveal who uploaded a meme or who gave which score, so it is not allowed.';

type Fields = Record<string, unknown>;
type ListOptions = { filter?: string; sort?: string };

let scenario: Scenario;
let alice: Player;
let bob: Player;
let cat: Player;
let aliceMeme: MemeRecord;
let bobMeme: MemeRecord;
let catMeme: MemeRecord;

/** A realtime subscription with request options, encoded the way the SDK does it. */
function topic(name: string, query: Record<string, string>): string {
  return `${name}?options=${encodeURIComponent(JSON.stringify({ query }))}`;
}

/** Waits until the expected messages have arrived (however busy the machine: the API project's poll timeout). */
async function eventually(check: () => boolean) {
  await expect.poll(check).toBe(true);
}

function eventsFor(subscription: RealtimeSubscription, recordId: string): RealtimeMessage[] {
  return subscription.messages.filter((message) => message.record['id'] === recordId);
}

/** Lists with the given filter or sort: fulfilled means the server ran it, refused means it said why not. */
function list(client: PocketBase, collection: string, options: ListOptions) {
  return client.collection(collection).getFullList<Fields>(options);
}

beforeAll(async () => {
  scenario = await createScenario({ players: 3 });
  [alice, bob, cat] = scenario.players as [Player, Player, Player];
  aliceMeme = await uploadMeme(alice, 'meme.png');
  bobMeme = await uploadMeme(bob, 'meme.jpg');
  catMeme = await uploadMeme(cat, 'meme.gif');
});

describe('participation', () => {
  it('a player sees their own memes and record without any score', async () => {
    const own = await alice.client.collection('memes').getFullList<Fields>({
      filter: alice.client.filter('player = {:player} && contest = {:contest}', {
        player: alice.record.id,
        contest: scenario.contestA.id,
      }),
      sort: '-created',
    });
    expect(own.map((meme) => meme['id'])).toEqual([aliceMeme.id]);
    expect(own[0]?.['player']).toBe(alice.record.id);
    expect(own[0]).not.toHaveProperty('average_score');

    const refreshed = await alice.client.collection('players').authRefresh<PlayerRecord>();
    expect(refreshed.record.id).toBe(alice.record.id);
    expect(refreshed.record).not.toHaveProperty('average_score');
  });
});

describe('vote phase', () => {
  let aliceFeed: RealtimeSubscription;
  let organizerFeed: RealtimeSubscription;
  let aliceVoteOnBob: CastVote;

  beforeAll(async () => {
    await forcePhase(scenario.contestA.id, 'vote');
    aliceFeed = await subscribe(alice.client, ['memes', 'players', topic('votes', { expand: 'meme' })]);
    organizerFeed = await subscribe(scenario.organizerA.client, ['memes', 'players', 'votes']);
    await castVote(bob, aliceMeme.id, 9);
    await castVote(cat, aliceMeme.id, 7);
    await castVote(cat, bobMeme.id, 3);
    await castVote(bob, catMeme.id, 2);
    aliceVoteOnBob = await castVote(alice, bobMeme.id, 4);
  });

  afterAll(() => {
    aliceFeed.close();
    organizerFeed.close();
  });

  describe('what a player is shown', () => {
    it('lists every meme of the contest, without the authors of the others and without scores', async () => {
      const memes = await alice.client.collection('memes').getFullList<Fields>();
      const byId = new Map(memes.map((meme) => [meme['id'], meme]));
      expect([...byId.keys()].sort()).toEqual([aliceMeme.id, bobMeme.id, catMeme.id].sort());
      expect(byId.get(aliceMeme.id)?.['player']).toBe(alice.record.id);
      for (const other of [bobMeme.id, catMeme.id]) expect(byId.get(other)).not.toHaveProperty('player');
      for (const meme of memes) {
        expect(meme).not.toHaveProperty('average_score');
        expect(meme['media']).toEqual(expect.any(String));
      }
    });

    it('views another meme without its author or score, even when the fields are asked for by name', async () => {
      const viewed = await alice.client.collection('memes').getOne<Fields>(bobMeme.id);
      expect(viewed['id']).toBe(bobMeme.id);
      expect(viewed).not.toHaveProperty('player');
      expect(viewed).not.toHaveProperty('average_score');
      const picked = await alice.client
        .collection('memes')
        .getOne<Fields>(bobMeme.id, { fields: 'id,player,average_score' });
      expect(picked).toEqual({ id: bobMeme.id });
    });

    it('lists every meme but their own through the records API too, by the filter player != self, as anonymous', async () => {
      const votable = await alice.client.collection('memes').getFullList<Fields>({
        filter: alice.client.filter('contest = {:contest} && player != {:player}', {
          contest: scenario.contestA.id,
          player: alice.record.id,
        }),
        fields: 'id,collectionId,collectionName,media',
      });
      expect(votable.map((meme) => meme['id']).sort()).toEqual([bobMeme.id, catMeme.id].sort());
      expect(Object.keys(votable[0] ?? {}).sort()).toEqual(['collectionId', 'collectionName', 'id', 'media']);
    });

    it('sees their own scores, but the memes they expand from their votes stay anonymous', async () => {
      const votes = await alice.client.collection('votes').getFullList<Fields>({
        filter: alice.client.filter('player = {:player} && meme.contest = {:contest}', {
          player: alice.record.id,
          contest: scenario.contestA.id,
        }),
        expand: 'meme',
      });
      expect(votes.map((vote) => [vote['meme'], vote['score']])).toEqual([[bobMeme.id, 4]]);
      const expanded = (votes[0]?.['expand'] as { meme?: Fields } | undefined)?.meme;
      expect(expanded?.['id']).toBe(bobMeme.id);
      expect(expanded).not.toHaveProperty('player');
      expect(expanded).not.toHaveProperty('average_score');
    });

    it('never sees their own average score: sign-in refresh, view, list and expand', async () => {
      const refreshed = await alice.client.collection('players').authRefresh<PlayerRecord>();
      expect(refreshed.record).not.toHaveProperty('average_score');
      expect(await alice.client.collection('players').getOne(alice.record.id)).not.toHaveProperty('average_score');
      const listed = await alice.client.collection('players').getFullList<Fields>();
      expect(listed.map((player) => player['id'])).toEqual([alice.record.id]);
      expect(listed[0]).not.toHaveProperty('average_score');
      const own = await alice.client.collection('memes').getOne<Fields>(aliceMeme.id, { expand: 'player' });
      const expandedSelf = (own['expand'] as { player?: Fields } | undefined)?.player;
      expect(expandedSelf?.['username']).toBe(alice.record.username);
      expect(expandedSelf).not.toHaveProperty('average_score');
      // Nor could it leak: averages are only written when results open.
      expect(
        (await (await superuser()).collection('players').getOne<PlayerRecord>(alice.record.id)).average_score,
      ).toBe(0);
    });

    it('gets realtime events with the same fields hidden', async () => {
      const admin = await superuser();
      await admin.collection('memes').update(bobMeme.id, {});
      await admin.collection('players').update(alice.record.id, {});
      // Her vote went through the vote endpoint, which sends no record event: a superuser's save of it does.
      await admin.collection('votes').update(aliceVoteOnBob.id, {});
      await eventually(
        () =>
          eventsFor(aliceFeed, bobMeme.id).some((message) => message.topic === 'memes') &&
          eventsFor(aliceFeed, alice.record.id).length > 0 &&
          eventsFor(aliceFeed, aliceVoteOnBob.id).length > 0,
      );

      const [memeEvent] = eventsFor(aliceFeed, bobMeme.id).filter((message) => message.topic === 'memes');
      expect(memeEvent?.action).toBe('update');
      expect(memeEvent?.record).not.toHaveProperty('player');
      expect(memeEvent?.record).not.toHaveProperty('average_score');

      const [selfEvent] = eventsFor(aliceFeed, alice.record.id);
      expect(selfEvent?.record['username']).toBe(alice.record.username);
      expect(selfEvent?.record).not.toHaveProperty('average_score');

      const [voteEvent] = eventsFor(aliceFeed, aliceVoteOnBob.id);
      expect(voteEvent?.record['score']).toBe(4);
      const expandedMeme = (voteEvent?.record['expand'] as { meme?: Fields } | undefined)?.meme;
      expect(expandedMeme?.['id']).toBe(bobMeme.id);
      expect(expandedMeme).not.toHaveProperty('player');
      expect(expandedMeme).not.toHaveProperty('average_score');
    });
  });

  describe('what a player cannot learn through filters and sorts', () => {
    const probes: [string, string, () => ListOptions][] = [
      ['memes', 'filter on another author', () => ({ filter: `player = "${bob.record.id}"` })],
      ['memes', 'filter excluding another author', () => ({ filter: `player != '${bob.record.id}'` })],
      ['memes', 'filter on the author relation', () => ({ filter: `player.username = "${bob.record.username}"` })],
      ['memes', 'filter on the average score', () => ({ filter: 'average_score > 5' })],
      ['memes', 'sort by average score', () => ({ sort: '-average_score' })],
      ['memes', 'sort by author', () => ({ sort: 'player,id' })],
      ['memes', 'filter on the votes of a meme', () => ({ filter: 'votes_via_meme.score > 5' })],
      ['memes', 'filter hidden after a comment', () => ({ filter: `id != "" // "\n && player = "${bob.record.id}"` })],
      ['votes', 'filter on the author of a voted meme', () => ({ filter: `meme.player = "${bob.record.id}"` })],
      ['votes', 'filter on the score of a voted meme', () => ({ filter: 'meme.average_score > 3' })],
      ['players', 'filter on their own average score', () => ({ filter: 'average_score > 7' })],
      ['players', 'filter through their memes', () => ({ filter: 'memes_via_player.votes_via_meme.player ?!= ""' })],
    ];

    it.each(probes)('refuses on %s a %s', async (collection, _label, options) => {
      await refusedWith(list(alice.client, collection, options()), REFUSED_QUERY);
    });

    it('relies on PocketBase refusing @request and @collection fields in client filters', async () => {
      const throughAuth = list(alice.client, 'contests', { filter: '@request.auth.average_score > 7' });
      await expect(throughAuth).rejects.toMatchObject({ status: 403 });
      const throughCollection = list(alice.client, 'contests', {
        filter: `@collection.memes.player ?= "${bob.record.id}"`,
      });
      await expect(throughCollection).rejects.toMatchObject({ status: 403 });
    });

    it('refuses filtered realtime subscriptions, however the options are encoded', async () => {
      await expect(
        subscribe(alice.client, [topic('memes', { filter: `player = "${bob.record.id}"` })]),
      ).rejects.toThrow(/400/);
      const escapedKey = `votes?options=${encodeURIComponent('{"query":{"\\u0066ilter":"meme.average_score > 3"}}')}`;
      await expect(subscribe(alice.client, [escapedKey])).rejects.toThrow(/400/);
    });
  });

  describe('what the organizer sees', () => {
    it('sees every author, and no average before results: scores moving vote by vote would betray single votes', async () => {
      const memes = await scenario.organizerA.client.collection('memes').getFullList<MemeRecord>({
        filter: `contest = "${scenario.contestA.id}"`,
        sort: '-average_score,player',
      });
      expect(new Set(memes.map((meme) => meme.player))).toEqual(
        new Set([alice.record.id, bob.record.id, cat.record.id]),
      );
      expect(memes.map((meme) => meme.average_score)).toEqual([0, 0, 0]);
      const players = await scenario.organizerA.client
        .collection('players')
        .getFullList<PlayerRecord>({ filter: `contest = "${scenario.contestA.id}" && average_score = 0` });
      expect(players).toHaveLength(3);
    });

    it('counts votes per meme and player without their scores: list, view and realtime', async () => {
      const dashboard = await scenario.organizerA.client.collection('votes').getFullList<Fields>({
        filter: scenario.organizerA.client.filter('meme.contest = {:contestId}', { contestId: scenario.contestA.id }),
        fields: 'id,meme,player',
        sort: '-updated',
      });
      expect(dashboard).toHaveLength(5);
      const everything = await scenario.organizerA.client.collection('votes').getFullList<Fields>();
      expect(everything).toHaveLength(5);
      for (const vote of everything) {
        expect(vote).not.toHaveProperty('score');
        expect(vote).toHaveProperty('meme');
        expect(vote).toHaveProperty('player');
      }
      expect(await scenario.organizerA.client.collection('votes').getOne(aliceVoteOnBob.id)).not.toHaveProperty(
        'score',
      );
      const withVotes = await scenario.organizerA.client
        .collection('memes')
        .getOne<Fields>(bobMeme.id, { expand: 'votes_via_meme' });
      const expandedVotes = (withVotes['expand'] as { votes_via_meme?: Fields[] } | undefined)?.votes_via_meme ?? [];
      expect(expandedVotes).toHaveLength(2);
      for (const vote of expandedVotes) expect(vote).not.toHaveProperty('score');

      // Realtime: votes cast through the endpoint send no record event; one from a superuser's save comes
      // without the score.
      const before = eventsFor(organizerFeed, aliceVoteOnBob.id).length;
      await (await superuser()).collection('votes').update(aliceVoteOnBob.id, {});
      await eventually(() => eventsFor(organizerFeed, aliceVoteOnBob.id).length > before);
      const voteEvents = eventsFor(organizerFeed, aliceVoteOnBob.id);
      expect(voteEvents.length).toBeGreaterThan(before);
      for (const voteEvent of voteEvents) {
        expect(voteEvent.record['player']).toBe(alice.record.id);
        expect(voteEvent.record).not.toHaveProperty('score');
      }
    });

    it.each<[string, ListOptions]>([
      ['votes', { filter: 'score = 4' }],
      ['votes', { sort: '-score' }],
      ['memes', { filter: 'votes_via_meme.score = 4' }],
      ['players', { filter: 'memes_via_player.votes_via_meme.score ?= 4' }],
    ])('refuses on %s the query %j', async (collection, options) => {
      await refusedWith(list(scenario.organizerA.client, collection, options), REFUSED_QUERY);
    });

    it('may not filter realtime votes by score, while the dashboard subscription works', async () => {
      await expect(subscribe(scenario.organizerA.client, [topic('votes', { filter: 'score = 10' })])).rejects.toThrow(
        /400/,
      );
      const dashboardFeed = await subscribe(scenario.organizerA.client, [
        topic('votes', { filter: `meme.contest = "${scenario.contestA.id}"` }),
      ]);
      dashboardFeed.close();
    });
  });
});

describe('results', () => {
  beforeAll(async () => {
    await forcePhase(scenario.contestA.id, 'results');
  });

  it('shows every meme with its author and average, best first, as the results page asks', async () => {
    const ranked = await alice.client.collection('memes').getFullList<MemeRecord>({
      filter: alice.client.filter('contest = {:contest}', { contest: scenario.contestA.id }),
      sort: '-average_score,-created',
      expand: 'player',
    });
    expect(ranked.map((meme) => [meme.id, meme.player, meme.average_score, meme.expand?.player?.username])).toEqual([
      [aliceMeme.id, alice.record.id, 8, alice.record.username],
      [bobMeme.id, bob.record.id, 3.5, bob.record.username],
      [catMeme.id, cat.record.id, 2, cat.record.username],
    ]);
    const byAuthor = await list(alice.client, 'memes', { filter: `player = "${bob.record.id}"` });
    expect(byAuthor.map((meme) => meme['id'])).toEqual([bobMeme.id]);
  });

  it('shows every player with their average, their own included', async () => {
    const players = await alice.client.collection('players').getFullList<PlayerRecord>({
      filter: alice.client.filter('contest = {:contest}', { contest: scenario.contestA.id }),
      sort: '-average_score,-created',
      fields: 'id,username,average_score',
    });
    // Points (contract/ranking.js playerPoints): the votes received and 5 more at the contest's mean, 25 / 5.
    expect(players.map((player) => [player.id, player.average_score])).toEqual([
      [alice.record.id, (16 + 5 * (25 / 5)) / (2 + 5)],
      [bob.record.id, (7 + 5 * (25 / 5)) / (2 + 5)],
      [cat.record.id, (2 + 5 * (25 / 5)) / (1 + 5)],
    ]);
    expect((await alice.client.collection('players').authRefresh<PlayerRecord>()).record.average_score).toBe(
      (16 + 5 * (25 / 5)) / (2 + 5),
    );
  });

  it('shows the organizer every author and average, and lets them filter and sort by them', async () => {
    const memes = await scenario.organizerA.client.collection('memes').getFullList<MemeRecord>({
      filter: `contest = "${scenario.contestA.id}" && average_score > 0`,
      sort: '-average_score',
    });
    expect(memes.map((meme) => [meme.player, meme.average_score])).toEqual([
      [alice.record.id, 8],
      [bob.record.id, 3.5],
      [cat.record.id, 2],
    ]);
    const players = await scenario.organizerA.client
      .collection('players')
      .getFullList<PlayerRecord>({ filter: `contest = "${scenario.contestA.id}"`, sort: '-average_score' });
    expect(players.map((player) => player.average_score)).toEqual([
      (16 + 5 * (25 / 5)) / (2 + 5),
      (7 + 5 * (25 / 5)) / (2 + 5),
      (2 + 5 * (25 / 5)) / (1 + 5),
    ]);
  });

  it("still keeps each vote's score with its voter only", async () => {
    const own = await alice.client.collection('votes').getFullList<VoteRecord>();
    expect(own.map((vote) => vote.score)).toEqual([4]);
    for (const vote of await scenario.organizerA.client.collection('votes').getFullList<Fields>()) {
      expect(vote).not.toHaveProperty('score');
    }
    await refusedWith(list(alice.client, 'memes', { filter: 'votes_via_meme.score > 5' }), REFUSED_QUERY);
    await refusedWith(list(scenario.organizerA.client, 'votes', { filter: 'score > 5' }), REFUSED_QUERY);
  });
});
