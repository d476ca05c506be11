// contests: who may list, view, create, update and delete; field limits; the 3-contest quota; phase moves;
// and what deleting a contest keeps.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPlayer,
  castVote,
  contestWithPlayer,
  contestWithPlayers,
  createContest,
  createOrganizer,
  createScenario,
  forcePhase,
  ids,
  openPlayerLink,
  refused,
  refusedWith,
  setPhase,
  superuser,
  unique,
  uploadMeme,
  type ContestRecord,
  type MemeRecord,
  type PlayerRecord,
} from './support/roles';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';

const MESSAGES = {
  name: 'Contest name must be between 3 and 100 characters.',
  description: 'Contest description must be at most 400 characters.',
  maxMemes: 'Max memes per player must be between 1 and 10.',
  maxMemesImmutable: 'Max memes per player cannot be changed after the contest is created.',
  limit: 'You can create up to 3 contests. Delete an existing contest before starting a new one.',
  phaseStep: 'A contest can only move forward one phase at a time.',
  resultsFinal: 'Results are final: the contest phase cannot change anymore.',
  needMeme: 'Upload at least one meme before moving to the vote phase.',
  needVotes: 'Every meme needs at least one vote before results can be shown.',
};

let scenario: Scenario;

beforeAll(async () => {
  scenario = await createScenario();
});

describe('contests access matrix', () => {
  const canSeeContestA: Record<Role, boolean> = {
    anonymous: false,
    'organizer A': true,
    'organizer B': false,
    player: true,
    outsider: false,
  };

  it.each(ROLES)('list as %s returns only the contests that role may see', async (role) => {
    const listed = await clientOf(scenario, role).collection('contests').getFullList<ContestRecord>();
    const expected: Record<Role, string[]> = {
      anonymous: [],
      'organizer A': [scenario.contestA.id],
      'organizer B': [scenario.contestB.id],
      player: [scenario.contestA.id],
      outsider: [scenario.contestB.id],
    };
    expect(ids(listed)).toEqual(expected[role]);
  });

  it.each(ROLES)('view of contest A as %s', async (role) => {
    const request = clientOf(scenario, role).collection('contests').getOne<ContestRecord>(scenario.contestA.id);
    if (canSeeContestA[role]) expect((await request).name).toBe(scenario.contestA.name);
    else await refused(request, 404);
  });

  it.each(ROLES)('create as %s', async (role) => {
    const client = clientOf(scenario, role);
    const attempt = () =>
      client.collection('contests').create<ContestRecord>({
        name: unique('Made by'),
        status: 'participation',
        max_memes_per_player: 1,
        user: scenario.organizerA.user.id,
      });
    if (role === 'organizer A') {
      const created = await attempt();
      expect(created.user).toBe(scenario.organizerA.user.id);
      await client.collection('contests').delete(created.id);
    } else {
      await refused(attempt(), 400);
    }
  });

  it.each(ROLES)('update of contest A as %s', async (role) => {
    const request = clientOf(scenario, role)
      .collection('contests')
      .update<ContestRecord>(scenario.contestA.id, { description: `Edited by ${role}` });
    if (role === 'organizer A') expect((await request).description).toBe('Edited by organizer A');
    else await refused(request, 404);
  });

  it.each(ROLES)('delete of contest A as %s', async (role) => {
    if (role === 'organizer A') {
      const spare = await createContest(scenario.organizerA);
      await scenario.organizerA.client.collection('contests').delete(spare.id);
      await refused(scenario.organizerA.client.collection('contests').getOne(spare.id), 404);
    } else {
      await refused(clientOf(scenario, role).collection('contests').delete(scenario.contestA.id), 404);
      const admin = await superuser();
      expect((await admin.collection('contests').getOne(scenario.contestA.id)).id).toBe(scenario.contestA.id);
    }
  });

  it('an organizer cannot create a contest for someone else, nor hand one over', async () => {
    const { organizerA, organizerB } = scenario;
    await refused(
      organizerA.client.collection('contests').create({
        name: 'Not mine',
        status: 'participation',
        max_memes_per_player: 1,
        user: organizerB.user.id,
      }),
      400,
    );
    await refused(
      organizerA.client.collection('contests').update(scenario.contestA.id, { user: organizerB.user.id }),
      404,
    );
    const admin = await superuser();
    expect((await admin.collection('contests').getOne<ContestRecord>(scenario.contestA.id)).user).toBe(
      organizerA.user.id,
    );
  });

  it('a new contest starts in participation: another status is refused, no status means participation', async () => {
    const organizer = await createOrganizer();
    for (const status of ['vote', 'results']) {
      await refused(
        organizer.client.collection('contests').create({
          name: 'Skipping ahead',
          status,
          max_memes_per_player: 1,
          user: organizer.user.id,
        }),
        400,
      );
    }
    const created = await organizer.client
      .collection('contests')
      .create<ContestRecord>({ name: 'No status sent', max_memes_per_player: 1, user: organizer.user.id });
    expect(created.status).toBe('participation');
  });
});

describe('contest fields', () => {
  let organizer: Awaited<ReturnType<typeof createOrganizer>>;
  let contest: ContestRecord;

  beforeAll(async () => {
    organizer = await createOrganizer();
    contest = await createContest(organizer, { max_memes_per_player: 3 });
  });

  function create(input: Record<string, unknown>) {
    return organizer.client.collection('contests').create<ContestRecord>({
      name: 'Valid name',
      status: 'participation',
      max_memes_per_player: 1,
      user: organizer.user.id,
      ...input,
    });
  }

  it.each([['ab'], ['   ab   '], [''], ['x'.repeat(101)]])('refuses the name %j', async (name) => {
    await refusedWith(create({ name }), MESSAGES.name);
    await refusedWith(organizer.client.collection('contests').update(contest.id, { name }), MESSAGES.name);
  });

  it('trims the name and description and accepts the limits 3, 100 and 400', async () => {
    const updated = await organizer.client
      .collection('contests')
      .update<ContestRecord>(contest.id, { name: '   Cat   ', description: `  ${'d'.repeat(400)}  ` });
    expect(updated.name).toBe('Cat');
    expect(updated.description).toBe('d'.repeat(400));
    const longest = await organizer.client
      .collection('contests')
      .update<ContestRecord>(contest.id, { name: 'n'.repeat(100) });
    expect(longest.name).toHaveLength(100);
  });

  it('refuses a description over 400 characters', async () => {
    await refusedWith(create({ description: 'd'.repeat(401) }), MESSAGES.description);
    await refusedWith(
      organizer.client.collection('contests').update(contest.id, { description: 'd'.repeat(401) }),
      MESSAGES.description,
    );
  });

  it.each([[0], [11], [3.5], [-1], ['many'], [null]])('refuses max_memes_per_player %j', async (value) => {
    await refusedWith(create({ max_memes_per_player: value }), MESSAGES.maxMemes);
  });

  it('accepts max_memes_per_player 1 and 10', async () => {
    const other = await createOrganizer();
    for (const value of [1, 10]) {
      const created = await createContest(other, { max_memes_per_player: value });
      expect(created.max_memes_per_player).toBe(value);
    }
  });

  it('keeps max_memes_per_player: the same value is fine, another is refused', async () => {
    const saved = await organizer.client
      .collection('contests')
      .update<ContestRecord>(contest.id, { name: 'Saved form', max_memes_per_player: 3, status: 'participation' });
    expect(saved.max_memes_per_player).toBe(3);
    for (const value of [4, 1, 10]) {
      await refusedWith(
        organizer.client.collection('contests').update(contest.id, { max_memes_per_player: value }),
        MESSAGES.maxMemesImmutable,
      );
    }
    const admin = await superuser();
    expect((await admin.collection('contests').getOne<ContestRecord>(contest.id)).max_memes_per_player).toBe(3);
  });
});

describe('contest quota', () => {
  it('allows 3 contests per organizer, then refuses with the limit message until one is deleted', async () => {
    const organizer = await createOrganizer();
    const made: ContestRecord[] = [];
    for (let index = 0; index < 3; index += 1) made.push(await createContest(organizer));
    await refusedWith(createContest(organizer), MESSAGES.limit);
    await organizer.client.collection('contests').delete(made[0]!.id);
    await createContest(organizer);
    await refusedWith(createContest(organizer), MESSAGES.limit);
  });

  it('holds when an organizer sends many creations at once', async () => {
    const organizer = await createOrganizer();
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, () => createContest(organizer)));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    const listed = await organizer.client.collection('contests').getFullList();
    expect(listed).toHaveLength(3);
  });

  it('counts per organizer', async () => {
    const [first, second] = await Promise.all([createOrganizer(), createOrganizer()]);
    for (let index = 0; index < 3; index += 1) await createContest(first);
    expect((await createContest(second)).user).toBe(second.user.id);
  });
});

describe('contest phases', () => {
  it('moves forward one step at a time, each step with its condition, and results is final', async () => {
    const { organizer, contest, players } = await contestWithPlayers(['Phase One', 'Phase Two']);
    const [first, second] = players;

    await refusedWith(setPhase(organizer, contest.id, 'results'), MESSAGES.phaseStep);
    await refusedWith(setPhase(organizer, contest.id, 'vote'), MESSAGES.needMeme);

    const memeOfFirst = await uploadMeme(first!, 'meme.png');
    const memeOfSecond = await uploadMeme(second!, 'meme.gif');
    // A save that sends the current status is fine.
    expect((await setPhase(organizer, contest.id, 'participation')).status).toBe('participation');
    expect((await setPhase(organizer, contest.id, 'vote')).status).toBe('vote');
    expect((await setPhase(organizer, contest.id, 'vote')).status).toBe('vote');
    await refusedWith(setPhase(organizer, contest.id, 'participation'), MESSAGES.phaseStep);

    await castVote(second!, memeOfFirst.id, 8);
    await refusedWith(setPhase(organizer, contest.id, 'results'), MESSAGES.needVotes);
    await castVote(first!, memeOfSecond.id, 5);
    expect((await setPhase(organizer, contest.id, 'results')).status).toBe('results');

    expect((await setPhase(organizer, contest.id, 'results')).status).toBe('results');
    await refusedWith(setPhase(organizer, contest.id, 'vote'), MESSAGES.resultsFinal);
    await refusedWith(setPhase(organizer, contest.id, 'participation'), MESSAGES.resultsFinal);
    // Name and description stay editable.
    const renamed = await organizer.client
      .collection('contests')
      .update<ContestRecord>(contest.id, { name: 'Finished contest', status: 'results' });
    expect(renamed.name).toBe('Finished contest');
  });

  it('refuses an unknown phase', async () => {
    const organizer = await createOrganizer();
    const contest = await createContest(organizer);
    await refused(setPhase(organizer, contest.id, 'archived' as ContestRecord['status']), 400);
  });

  it('players cannot move their contest', async () => {
    const player = scenario.players[0]!;
    await refused(player.client.collection('contests').update(scenario.contestA.id, { status: 'vote' }), 404);
  });
});

describe('deleting a contest', () => {
  it('keeps its players and memes with the contest cleared; their links still sign in', async () => {
    const { organizer, contest, player } = await contestWithPlayer('Keeper', { maxMemes: 2 });
    const meme = await uploadMeme(player, 'meme.jpg');

    await organizer.client.collection('contests').delete(contest.id);

    const admin = await superuser();
    await refused(admin.collection('contests').getOne(contest.id), 404);
    const keptPlayer = await admin.collection('players').getOne<PlayerRecord>(player.record.id);
    const keptMeme = await admin.collection('memes').getOne<MemeRecord>(meme.id);
    expect(keptPlayer.contest).toBe('');
    expect(keptPlayer.username).toBe('Keeper');
    expect(keptMeme.contest).toBe('');
    expect(keptMeme.player).toBe(player.record.id);
    expect(keptMeme.media).toBe(meme.media);

    const relinked = await openPlayerLink(player.token);
    expect(relinked.authStore.record?.id).toBe(player.record.id);
    expect(await relinked.collection('contests').getFullList()).toEqual([]);
  });

  it('works for contests whose players share usernames with another deleted contest', async () => {
    const organizer = await createOrganizer();
    const contests = await Promise.all([createContest(organizer), createContest(organizer)]);
    for (const contest of contests) await addPlayer(organizer, contest.id, 'Same Name');
    for (const contest of contests) await organizer.client.collection('contests').delete(contest.id);
    const admin = await superuser();
    for (const contest of contests) await refused(admin.collection('contests').getOne(contest.id), 404);
  });

  it('keeps the votes of its memes and their scores', async () => {
    const { organizer, contest, players } = await contestWithPlayers(['Author', 'Voter']);
    const [author, voter] = players;
    const meme = await uploadMeme(author!);
    await forcePhase(contest.id, 'vote');
    await castVote(voter!, meme.id, 9);
    await organizer.client.collection('contests').update(contest.id, { status: 'results' });
    await organizer.client.collection('contests').delete(contest.id);
    const admin = await superuser();
    const votes = await admin.collection('votes').getFullList({ filter: `meme = "${meme.id}"` });
    expect(votes).toHaveLength(1);
    expect((await admin.collection('memes').getOne<MemeRecord>(meme.id)).average_score).toBe(9);
  });
});
