// Two side channels that would tell a player who made which meme before results: removing a player during the vote
// (PocketBase would save each of their memes again, sending update events and moving `updated`), and the file
// names in image URLs (derived from the name the uploader picked). Tried the way an attacker would.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { subscribe, RealtimeSubscriptionError, type RealtimeSubscription } from './support/realtime';
import {
  castVote,
  createScenario,
  forcePhase,
  refusedWith,
  superuser,
  type MemeRecord,
  type Player,
  type VoteRecord,
} from './support/roles';

const REFUSED_QUERY =
  'This filter or sort could reveal who uploaded a meme or who gave which score, so it is not allowed.';
const RANDOM_STORED_NAME = /^[a-z0-9]{20}\.(png|jpg|jpeg|gif)$/;

const subscriptions: RealtimeSubscription[] = [];
afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.close()));

/** PocketBase's date format, for filters on `created` and `updated`. */
const pocketbaseDate = (date: Date) => date.toISOString().replace('T', ' ');

/** Uploads a real PNG under the name the player picked, with any extra form fields a client might add. */
function uploadAs(player: Player, pickedName: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append('contest', player.record.contest);
  form.append('player', player.record.id);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  const bytes = readFileSync(new URL('../fixtures/meme.png', import.meta.url));
  form.append('media', new File([bytes], pickedName, { type: 'image/png' }));
  return player.client.collection('memes').create<MemeRecord>(form);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The subscription's topic for the watching player's own record, and a change to it made after what is under test.
 * PocketBase sends each realtime message on its own, so when the marker has arrived, anything the removal sent has
 * had the same time to arrive: what is asserted then is every message, without waiting a fixed time.
 */
const markerTopic = (player: Player) => `players/${player.record.id}`;
async function sendMarker(watching: RealtimeSubscription, player: Player) {
  await (
    await superuser()
  )
    .collection('players')
    .update(player.record.id, { username: `${player.record.username} (marker)` });
  await expect.poll(() => watching.messages.some((message) => message.topic === markerTopic(player))).toBe(true);
}
const besidesMarker = (watching: RealtimeSubscription, player: Player) =>
  watching.messages.filter((message) => message.topic !== markerTopic(player));

describe('removing a player during the vote', () => {
  it('deletes their memes as moderation does, and sends no event about anything else of theirs', async () => {
    const { organizerA, contestA, players } = await createScenario({ players: 3 });
    const [alice, bob, cat] = players as [Player, Player, Player];
    // Cat uploads first, so a sort on `updated` that moved a meme would show it first instead of last.
    const catMeme = await uploadAs(cat, 'cat.png');
    const aliceMeme = await uploadAs(alice, 'alice.png');
    const bobMeme = await uploadAs(bob, 'bob.png');
    await forcePhase(contestA.id, 'vote');
    await castVote(cat, aliceMeme.id, 7);
    const aliceOnCat = await castVote(alice, catMeme.id, 5);

    const watching = await subscribe(alice.client, ['memes', 'votes', markerTopic(alice)]);
    subscriptions.push(watching);
    // A player may not filter a subscription, so no filter can single out the removed player's records either.
    await expect(
      subscribe(bob.client, [
        `memes?options=${encodeURIComponent(JSON.stringify({ query: { filter: 'player = ""' } }))}`,
      ]),
    ).rejects.toBeInstanceOf(RealtimeSubscriptionError);

    const before = await alice.client.collection('memes').getFullList<MemeRecord>({ sort: '-updated' });
    const removedAt = new Date(Date.now() - 5);
    await sleep(20);
    await organizerA.client.collection('players').delete(cat.record.id);

    // Cat's meme goes, as a meme the organizer removes does, with Alice's vote on it (she hears of both): nothing
    // about any other record.
    await expect.poll(() => besidesMarker(watching, alice).length).toBeGreaterThanOrEqual(2);
    await sendMarker(watching, alice);
    expect(
      besidesMarker(watching, alice)
        .map((message) => [message.topic, message.action, message.record['id']])
        .sort(),
    ).toEqual([
      ['memes', 'delete', catMeme.id],
      ['votes', 'delete', aliceOnCat.id],
    ]);
    const since = await alice.client.collection('memes').getFullList<MemeRecord>({
      filter: `updated >= "${pocketbaseDate(removedAt)}"`,
    });
    expect(since).toEqual([]);
    const after = await alice.client.collection('memes').getFullList<MemeRecord>({ sort: '-updated' });
    expect(after).toEqual(before.filter((meme) => meme.id !== catMeme.id));
    expect(after.map((meme) => meme.id)).toEqual([bobMeme.id, aliceMeme.id]);

    // The votes on Cat's meme went with it; the score Cat gave stays, with no voter.
    const admin = await superuser();
    expect(await admin.collection('votes').getFullList({ filter: `meme = "${catMeme.id}"` })).toEqual([]);
    const catVote = await admin.collection('votes').getFirstListItem<VoteRecord>(`meme = "${aliceMeme.id}"`);
    expect(catVote).toMatchObject({ player: '', score: 7 });
  });

  it('keeps their memes once results are open (results are final), with no author and no event', async () => {
    const { organizerA, contestA, players } = await createScenario({ players: 2 });
    const [alice, cat] = players as [Player, Player];
    const catMeme = await uploadAs(cat, 'cat.png');
    await uploadAs(alice, 'alice.png');
    await forcePhase(contestA.id, 'results');
    const watching = await subscribe(alice.client, ['memes', markerTopic(alice)]);
    subscriptions.push(watching);
    await organizerA.client.collection('players').delete(cat.record.id);
    await sendMarker(watching, alice);
    expect(besidesMarker(watching, alice)).toEqual([]);
    expect((await (await superuser()).collection('memes').getOne<MemeRecord>(catMeme.id)).player).toBe('');
  });
});

describe('meme file names', () => {
  it('stores uploads under random names and keeps the picked name, exactly, for the uploader and the organizer', async () => {
    const { organizerA, contestA, players } = await createScenario({ players: 2, maxMemes: 3 });
    const [alice, bob] = players as [Player, Player];
    const picked = ['alice-cat.png', 'Screenshot 2024-05-01.png'];
    const memes = [await uploadAs(alice, picked[0]!), await uploadAs(alice, picked[1]!)];

    for (const meme of memes) {
      expect(meme.media).toMatch(RANDOM_STORED_NAME);
      expect(alice.client.files.getURL(meme, meme.media as string)).not.toMatch(/alice|cat|screenshot|2024/i);
    }
    expect(memes.map((meme) => meme.media_name)).toEqual(picked);
    const own = await alice.client
      .collection('memes')
      .getFullList<MemeRecord>({ filter: `player = "${alice.record.id}"` });
    expect(own.map((meme) => meme.media_name).sort()).toEqual([...picked].sort());
    const organizerView = await organizerA.client.collection('memes').getFullList<MemeRecord>({
      filter: `contest = "${contestA.id}"`,
    });
    expect(organizerView.map((meme) => meme.media_name).sort()).toEqual([...picked].sort());

    // Other players read no picked name in any phase, however they ask.
    for (const phase of ['vote', 'results'] as const) {
      await forcePhase(contestA.id, phase);
      const seen = [
        ...(await bob.client.collection('memes').getFullList<MemeRecord>({ filter: `player != "${bob.record.id}"` })),
        await bob.client.collection('memes').getOne<MemeRecord>(memes[0]!.id),
        await bob.client.collection('memes').getOne<MemeRecord>(memes[0]!.id, { fields: 'id,media_name' }),
      ];
      for (const meme of seen) expect(meme).not.toHaveProperty('media_name');
      for (const query of [
        { filter: 'media_name ~ "alice"' },
        { sort: 'media_name' },
        { filter: 'media_name != ""' },
      ]) {
        await refusedWith(bob.client.collection('memes').getList(1, 50, query), REFUSED_QUERY);
      }
    }
  });

  it('ignores a picked name sent by the client and keeps only the file name of a path', async () => {
    const { players } = await createScenario({ players: 1, maxMemes: 2 });
    const [alice] = players as [Player];
    const forged = await uploadAs(alice, 'mine.png', { media_name: 'someone-else.png' });
    expect(forged.media_name).toBe('mine.png');
    const withPath = await uploadAs(alice, 'C:\\Users\\alice\\Pictures\\cat.png');
    expect(withPath.media_name).toBe('cat.png');
    expect(withPath.media).toMatch(RANDOM_STORED_NAME);
  });

  it('shows other players the picked name of nobody in realtime events', async () => {
    const { contestA, players } = await createScenario({ players: 2, maxMemes: 2 });
    const [alice, bob] = players as [Player, Player];
    const meme = await uploadAs(alice, 'alice-dog.png');
    await forcePhase(contestA.id, 'vote');
    const watching = await subscribe(bob.client, [`memes/${meme.id}`]);
    subscriptions.push(watching);
    await (await superuser()).collection('memes').update(meme.id, { average_score: 0 });
    await expect.poll(() => watching.messages.length).toBeGreaterThan(0);
    for (const message of watching.messages) expect(message.record).not.toHaveProperty('media_name');
  });
});
