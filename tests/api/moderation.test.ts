// Moderation: the organizer removes any meme of their contest during participation and vote. Its
// votes go with it, so counts, progress and, later, averages are as if it had never existed; its uploader is told
// on their page through a notice only they can read. Tried as an attacker would: another organizer, another player,
// results, a vote on the removed meme.
import { beforeEach, describe, expect, it } from 'vitest';
import { recomputeAverages } from '../../scripts/lib/contest-setup.mjs';
import {
  anonymous,
  castVote,
  createScenario,
  forcePhase,
  refused,
  refusedWith,
  sendVote,
  setPhase,
  superuser,
  uploadMeme,
  type MemeRecord,
  type Player,
  type VoteRecord,
} from './support/roles';
import type { Scenario } from './support/scenario';

interface MemeRemoval {
  id: string;
  player: string;
  contest: string;
  media_name: string;
  phase: string;
}

const REMOVE_PHASE = 'Memes can only be removed before results are open.';

let scenario: Scenario;
let memes: MemeRecord[];

beforeEach(async () => {
  scenario = await createScenario({ players: 3, maxMemes: 2 });
  memes = [
    await uploadMeme(scenario.players[0]!, 'meme.png'),
    await uploadMeme(scenario.players[1]!, 'meme.jpg'),
    await uploadMeme(scenario.players[2]!, 'meme.gif'),
  ];
});

const organizer = () => scenario.organizerA.client;
const removalsOf = (index: number) =>
  scenario.players[index]!.client.collection('meme_removals').getFullList<MemeRemoval>();

/** The vote counts the organizer's dashboard shows for contest A, by meme or by player id. */
async function voteCounts(view: 'meme_vote_counts' | 'player_vote_counts') {
  const rows = await organizer()
    .collection(view)
    .getFullList<{ id: string; votes: number }>({ filter: `contest = "${scenario.contestA.id}"` });
  return Object.fromEntries(rows.map((row) => [row.id, row.votes]));
}

async function votesOn(memeId: string) {
  return (await superuser()).collection('votes').getFullList<VoteRecord>({ filter: `meme = "${memeId}"` });
}

/**
 * Opens the vote and has each of the three players score the two others' memes: meme 0 gets 10 and 9, meme 1 gets
 * 3 and 5, meme 2 gets 7 and 2. Answers the players (alice, bob, carol: the uploaders of memes 0, 1 and 2).
 */
async function voteOnEveryOtherMeme() {
  await forcePhase(scenario.contestA.id, 'vote');
  const [alice, bob, carol] = scenario.players as [Player, Player, Player];
  await castVote(bob, memes[0]!.id, 10);
  await castVote(carol, memes[0]!.id, 9);
  await castVote(alice, memes[1]!.id, 3);
  await castVote(carol, memes[1]!.id, 5);
  await castVote(alice, memes[2]!.id, 7);
  await castVote(bob, memes[2]!.id, 2);
  return [alice, bob, carol] as const;
}

describe('the organizer removes a meme', () => {
  it('during participation: the meme goes, its uploader is told which one, and the freed slot can be used again', async () => {
    await organizer().collection('memes').delete(memes[0]!.id);
    await refused((await superuser()).collection('memes').getOne(memes[0]!.id), 404);

    const notices = await removalsOf(0);
    expect(notices).toHaveLength(1);
    // Removed during participation, when it could have no votes: the notice says so (the page then mentions none).
    expect(notices[0]).toMatchObject({
      player: scenario.players[0]!.record.id,
      media_name: 'meme.png',
      phase: 'participation',
    });
    // Nobody else reads it: the other players, the organizers, anonymous.
    expect(await removalsOf(1)).toEqual([]);
    for (const client of [organizer(), scenario.organizerB.client, scenario.outsider.client, anonymous()]) {
      expect(await client.collection('meme_removals').getFullList()).toEqual([]);
      await refused(client.collection('meme_removals').getOne(notices[0]!.id), 404);
    }

    // The uploader dismisses it, and uploads again into the freed slot (2 per player).
    await scenario.players[0]!.client.collection('meme_removals').delete(notices[0]!.id);
    expect(await removalsOf(0)).toEqual([]);
    await uploadMeme(scenario.players[0]!, 'meme.jpg');
    await uploadMeme(scenario.players[0]!, 'meme.gif');
  });

  it('during the vote: its votes go too, the counts and the averages at results are as if it had never been there', async () => {
    const [alice, bob, carol] = await voteOnEveryOtherMeme();

    await organizer().collection('memes').delete(memes[0]!.id);
    expect(await votesOn(memes[0]!.id)).toEqual([]);
    expect(await removalsOf(0)).toMatchObject([{ media_name: 'meme.png', phase: 'vote' }]);
    expect(await voteCounts('meme_vote_counts')).toEqual({
      [memes[1]!.id]: 2,
      [memes[2]!.id]: 2,
    });
    // bob and carol each lose the vote they gave the removed meme.
    expect(await voteCounts('player_vote_counts')).toEqual({
      [alice.record.id]: 2,
      [bob.record.id]: 1,
      [carol.record.id]: 1,
    });
    // A vote on the removed meme is refused as for any meme that does not exist.
    await refused(sendVote(bob.client, memes[0]!.id, { score: 4 }), 404);

    await setPhase(scenario.organizerA, scenario.contestA.id, 'results');
    const averages = await recomputeAverages(await superuser(), scenario.contestA.id);
    for (const row of [...averages.memes, ...averages.players]) expect(row.stored).toBe(row.expected);
    expect(averages.players.find((row) => row.id === alice.record.id)?.stored).toBe(0);
    expect(averages.memes.find((row) => row.id === memes[1]!.id)?.stored).toBe(4);
    expect(averages.memes.find((row) => row.id === memes[2]!.id)?.stored).toBe(4.5);
  });

  it('not once results are open', async () => {
    await forcePhase(scenario.contestA.id, 'results');
    await refusedWith(organizer().collection('memes').delete(memes[0]!.id), REMOVE_PHASE);
    expect((await (await superuser()).collection('memes').getOne(memes[0]!.id)).id).toBe(memes[0]!.id);
    expect(await removalsOf(0)).toEqual([]);
  });
});

describe('the organizer removes a player', () => {
  it('during the vote: their memes and the votes on them go, and the averages at results match a recomputation', async () => {
    const [alice, bob, carol] = await voteOnEveryOtherMeme();

    await organizer().collection('players').delete(alice.record.id);
    await refused((await superuser()).collection('memes').getOne(memes[0]!.id), 404);
    expect(await votesOn(memes[0]!.id)).toEqual([]);
    // No notice: the player is gone.
    const notices = (await superuser()).collection('meme_removals');
    expect(await notices.getFullList({ filter: `contest = "${scenario.contestA.id}"` })).toEqual([]);
    // The scores alice gave stay (with no voter).
    expect(await voteCounts('meme_vote_counts')).toEqual({
      [memes[1]!.id]: 2,
      [memes[2]!.id]: 2,
    });
    expect(await voteCounts('player_vote_counts')).toEqual({
      [bob.record.id]: 1,
      [carol.record.id]: 1,
    });

    await setPhase(scenario.organizerA, scenario.contestA.id, 'results');
    const averages = await recomputeAverages(await superuser(), scenario.contestA.id);
    for (const row of [...averages.memes, ...averages.players]) expect(row.stored).toBe(row.expected);
    expect(averages.memes.map((row) => row.id).sort()).toEqual([memes[1]!.id, memes[2]!.id].sort());
    expect(averages.memes.find((row) => row.id === memes[1]!.id)?.stored).toBe(4);
    expect(averages.memes.find((row) => row.id === memes[2]!.id)?.stored).toBe(4.5);
  });
});

describe('who may not remove a meme', () => {
  it('another organizer, a player of another contest, anonymous: as if it did not exist', async () => {
    for (const client of [scenario.organizerB.client, scenario.outsider.client, anonymous()]) {
      await refused(client.collection('memes').delete(memes[0]!.id), 404);
    }
    expect(await removalsOf(0)).toEqual([]);
  });

  it("a player, another player's meme, in any phase", async () => {
    for (const phase of ['participation', 'vote'] as const) {
      await forcePhase(scenario.contestA.id, phase);
      await refused(scenario.players[1]!.client.collection('memes').delete(memes[0]!.id), 404);
    }
    expect((await (await superuser()).collection('memes').getOne(memes[0]!.id)).id).toBe(memes[0]!.id);
  });

  it('a player removing their own meme leaves no notice', async () => {
    await scenario.players[0]!.client.collection('memes').delete(memes[0]!.id);
    expect(await removalsOf(0)).toEqual([]);
  });

  it('nobody writes a notice through the API, not even the player it would be about', async () => {
    const body = { player: scenario.players[0]!.record.id, contest: scenario.contestA.id, media_name: 'x.png' };
    for (const client of [scenario.players[0]!.client, organizer()]) {
      await refused(client.collection('meme_removals').create(body), 403);
    }
  });
});
