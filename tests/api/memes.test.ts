// memes: uploads of real PNG/JPG/GIF files and of files that must be refused, the per-player quota, who may
// list, view, create, update and delete in each phase, and thumbnails.
import { beforeAll, describe, expect, it } from 'vitest';
import * as setup from '../../scripts/lib/contest-setup.mjs';
import { solidPng } from '../../scripts/lib/test-images.mjs';
import {
  addPlayer,
  contestWithPlayer,
  contestWithPlayers,
  createContest,
  createOrganizer,
  createScenario,
  fixtureFile,
  forcePhase,
  ids,
  refused,
  refusedWith,
  serverUrl,
  signInPlayer,
  superuser,
  uploadMeme,
  type Fixture,
  type MemeRecord,
  type Player,
} from './support/roles';
import { type Role, type Scenario, ROLES, clientOf } from './support/scenario';

const MESSAGES = {
  uploadPhase: 'You can only upload memes during the participation phase.',
  uploadLimit: "You're already at the upload limit for this contest.",
  deletePhase: 'You can only delete memes during the participation phase.',
  averageScore: 'The average score is computed by the server and cannot be set.',
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

let scenario: Scenario;

beforeAll(async () => {
  scenario = await createScenario({ maxMemes: 3 });
});

describe('uploads', () => {
  it.each<[Fixture, string]>([
    ['meme.png', 'image/png'],
    ['meme.jpg', 'image/jpeg'],
    ['meme.gif', 'image/gif'],
  ])('accepts %s and serves it back as %s', async (fixture, contentType) => {
    const { contest, player } = await contestWithPlayer('Uploader');
    const meme = await uploadMeme(player, fixture);
    expect(meme.player).toBe(player.record.id);
    expect(meme.contest).toBe(contest.id);
    // Scores stay hidden from players until results; the server starts every meme at 0.
    expect(meme).not.toHaveProperty('average_score');
    expect((await (await superuser()).collection('memes').getOne<MemeRecord>(meme.id)).average_score).toBe(0);
    expect(typeof meme.media).toBe('string');

    const response = await fetch(player.client.files.getURL(meme, meme.media as string));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    const served = new Uint8Array(await response.arrayBuffer());
    expect(served.byteLength).toBe(fixtureFile(fixture).size);
  });

  it('serves the 150x150, 200x200 and 900x900 thumbnails', async () => {
    const player = scenario.players[2]!;
    const meme = await uploadMeme(player, 'meme.png');
    for (const [thumb, width, height] of [
      ['150x150', 150, 150],
      ['200x200', 200, 200],
      ['900x900', 900, 900],
    ] as const) {
      const response = await fetch(player.client.files.getURL(meme, meme.media as string, { thumb }));
      expect(response.status).toBe(200);
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width, height });
    }
    await player.client.collection('memes').delete(meme.id);
  });

  it('serves the 900x900f thumbnail: the whole meme inside 900x900, its sides kept and never enlarged', async () => {
    const player = scenario.players[2]!;
    const landscape = await uploadMeme(player, 'meme.png');
    const wide = await setup.uploadMeme<MemeRecord>(player.client, {
      contestId: player.record.contest,
      playerId: player.record.id,
      file: new File([await solidPng(1800, 600, 7)], 'wide.png', { type: 'image/png' }),
    });
    for (const [meme, size] of [
      // 600x400: smaller than the box, served at its own size (the 900x900 crop enlarges it and cuts its sides).
      [landscape, { width: 600, height: 400 }],
      // 1800x600: scaled down to fit, 3:1 as uploaded.
      [wide, { width: 900, height: 300 }],
    ] as const) {
      const response = await fetch(player.client.files.getURL(meme, meme.media as string, { thumb: '900x900f' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual(size);
      await player.client.collection('memes').delete(meme.id);
    }
  });

  it('refuses a PNG over 3 MB', async () => {
    expect(fixtureFile('oversize.png').size).toBeGreaterThan(3 * 1024 * 1024);
    const error = await refused(uploadMeme(scenario.players[0]!, 'oversize.png'), 400);
    expect(error.response['data']).toHaveProperty('media');
  });

  it('refuses a text file named .png (the type is read from the content)', async () => {
    const error = await refused(uploadMeme(scenario.players[0]!, 'not-an-image.png'), 400);
    expect(error.response['data']).toHaveProperty('media');
  });

  it('refuses image bytes under a name that is not .png, .jpg, .jpeg or .gif', async () => {
    const player = scenario.players[0]!;
    const before = await player.client.collection('memes').getFullList({ filter: `player = "${player.record.id}"` });
    const form = new FormData();
    form.append('contest', player.record.contest);
    form.append('player', player.record.id);
    form.append('media', new File([fixtureFile('meme.png')], 'meme.svg', { type: 'image/svg+xml' }));
    const error = await refused(player.client.collection('memes').create(form), 400);
    expect(error.response['message']).toBe('Only PNG, JPG, GIF files are allowed.');
    expect(error.response['data']).toHaveProperty('media');
    const after = await player.client.collection('memes').getFullList({ filter: `player = "${player.record.id}"` });
    expect(after).toHaveLength(before.length);
  });

  it('refuses a meme without a file and keeps a single file when two are sent', async () => {
    const player = scenario.players[0]!;
    const empty = new FormData();
    empty.append('contest', scenario.contestA.id);
    empty.append('player', player.record.id);
    await refused(player.client.collection('memes').create(empty), 400);
    expect(await player.client.collection('memes').getFullList()).toEqual([]);

    const double = new FormData();
    double.append('contest', scenario.contestA.id);
    double.append('player', player.record.id);
    double.append('media', fixtureFile('meme.png'));
    double.append('media', fixtureFile('meme.gif'));
    const meme = await player.client.collection('memes').create<MemeRecord>(double);
    expect(typeof meme.media).toBe('string');
    expect(await player.client.collection('memes').getFullList()).toHaveLength(1);
    await player.client.collection('memes').delete(meme.id);
  });

  it('refuses a client-chosen average_score', async () => {
    const player = scenario.players[0]!;
    const form = new FormData();
    form.append('contest', scenario.contestA.id);
    form.append('player', player.record.id);
    form.append('average_score', '10');
    form.append('media', fixtureFile('meme.png'));
    await refusedWith(player.client.collection('memes').create(form), MESSAGES.averageScore);
  });
});

describe('upload quota', () => {
  it('allows max_memes_per_player memes, then refuses; a deletion frees a slot', async () => {
    const { player } = await contestWithPlayer('Quota Quinn', { maxMemes: 2 });
    const first = await uploadMeme(player, 'meme.png');
    await uploadMeme(player, 'meme.jpg');
    await refusedWith(uploadMeme(player, 'meme.gif'), MESSAGES.uploadLimit);
    await player.client.collection('memes').delete(first.id);
    await uploadMeme(player, 'meme.gif');
    await refusedWith(uploadMeme(player, 'meme.png'), MESSAGES.uploadLimit);
  });

  it('holds when one player uploads many files at once', async () => {
    const { player } = await contestWithPlayer('Burst Bea', { maxMemes: 2 });
    const attempts = await Promise.allSettled(
      (['meme.png', 'meme.jpg', 'meme.gif', 'meme.png', 'meme.jpg'] as const).map((fixture) =>
        uploadMeme(player, fixture),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(2);
    const admin = await superuser();
    expect(await admin.collection('memes').getFullList({ filter: `player = "${player.record.id}"` })).toHaveLength(2);
  });

  it('counts per player', async () => {
    const { players } = await contestWithPlayers(['Solo One', 'Solo Two']);
    const [first, second] = players;
    await uploadMeme(first!);
    expect((await uploadMeme(second!)).player).toBe(second!.record.id);
  });
});

describe('memes access matrix', () => {
  let own: MemeRecord;
  let others: MemeRecord;
  let outsiders: MemeRecord;

  beforeAll(async () => {
    own = await uploadMeme(scenario.players[0]!, 'meme.png');
    others = await uploadMeme(scenario.players[1]!, 'meme.jpg');
    outsiders = await uploadMeme(scenario.outsider, 'meme.gif');
  });

  function expectedList(role: Role, phase: 'participation' | 'vote' | 'results'): string[] {
    const contestA = [own.id, others.id];
    switch (role) {
      case 'anonymous':
        return [];
      case 'organizer A':
        return contestA;
      case 'organizer B':
        return [outsiders.id];
      case 'player':
        return phase === 'participation' ? [own.id] : contestA;
      case 'outsider':
        return [outsiders.id];
    }
  }

  async function visible(role: Role): Promise<string[]> {
    const listed = await clientOf(scenario, role)
      .collection('memes')
      .getFullList<MemeRecord>({ filter: `id = "${own.id}" || id = "${others.id}" || id = "${outsiders.id}"` });
    return ids(listed);
  }

  it.each(ROLES)('list and view as %s in each phase', async (role) => {
    for (const phase of ['participation', 'vote', 'results'] as const) {
      await forcePhase(scenario.contestA.id, phase);
      expect(await visible(role), `${role} in ${phase}`).toEqual([...expectedList(role, phase)].sort());
      const viewOthers = clientOf(scenario, role).collection('memes').getOne(others.id);
      if (expectedList(role, phase).includes(others.id)) expect((await viewOthers).id).toBe(others.id);
      else await refused(viewOthers, 404);
    }
    await forcePhase(scenario.contestA.id, 'participation');
  });

  it.each(ROLES)('create in contest A as %s', async (role) => {
    const form = new FormData();
    form.append('contest', scenario.contestA.id);
    form.append('player', scenario.players[0]!.record.id);
    form.append('media', fixtureFile('meme.png'));
    const request = clientOf(scenario, role).collection('memes').create<MemeRecord>(form);
    if (role === 'player') {
      const created = await request;
      await scenario.players[0]!.client.collection('memes').delete(created.id);
    } else {
      await refused(request, 400);
    }
  });

  it.each(ROLES)('update as %s is refused', async (role) => {
    const form = new FormData();
    form.append('media', fixtureFile('meme.gif'));
    await refused(clientOf(scenario, role).collection('memes').update(own.id, form), 403);
    await refused(clientOf(scenario, role).collection('memes').update(own.id, { average_score: 10 }), 403);
  });

  // The uploader removes their own meme; the contest's organizer removes any (moderation, tests/api/moderation.test.ts).
  it.each(ROLES)('delete of a meme of player 1 as %s', async (role) => {
    const target = await uploadMeme(scenario.players[0]!, 'meme.gif');
    const request = clientOf(scenario, role).collection('memes').delete(target.id);
    const admin = await superuser();
    if (role === 'player' || role === 'organizer A') {
      await request;
      await refused(admin.collection('memes').getOne(target.id), 404);
    } else {
      await refused(request, 404);
      await admin.collection('memes').delete(target.id);
    }
  });

  it('a player uploads only as themselves and only into their own contest', async () => {
    const player = scenario.players[0]!;
    const asOther = new FormData();
    asOther.append('contest', scenario.contestA.id);
    asOther.append('player', scenario.players[1]!.record.id);
    asOther.append('media', fixtureFile('meme.png'));
    await refused(player.client.collection('memes').create(asOther), 400);

    const elsewhere = new FormData();
    elsewhere.append('contest', scenario.contestB.id);
    elsewhere.append('player', player.record.id);
    elsewhere.append('media', fixtureFile('meme.png'));
    await refused(player.client.collection('memes').create(elsewhere), 400);

    const anonymousPlayer = new FormData();
    anonymousPlayer.append('contest', scenario.contestA.id);
    anonymousPlayer.append('media', fixtureFile('meme.png'));
    await refused(player.client.collection('memes').create(anonymousPlayer), 400);
  });
});

describe('memes and phases', () => {
  let organizerContest: string;
  let player: Player;
  let meme: MemeRecord;

  beforeAll(async () => {
    const organizer = await createOrganizer();
    organizerContest = (await createContest(organizer, { max_memes_per_player: 3 })).id;
    player = await signInPlayer(await addPlayer(organizer, organizerContest, 'Phase Pat'));
    meme = await uploadMeme(player);
  });

  it.each(['vote', 'results'] as const)('refuses uploads and deletions in %s', async (phase) => {
    await forcePhase(organizerContest, phase);
    await refusedWith(uploadMeme(player, 'meme.jpg'), MESSAGES.uploadPhase);
    await refusedWith(player.client.collection('memes').delete(meme.id), MESSAGES.deletePhase);
    const admin = await superuser();
    expect((await admin.collection('memes').getOne(meme.id)).id).toBe(meme.id);
  });

  it('thumbnail URLs stay reachable for everyone who can list the meme', async () => {
    const response = await fetch(
      `${serverUrl()}/api/files/${meme.collectionId}/${meme.id}/${meme.media as string}?thumb=200x200`,
    );
    expect(response.status).toBe(200);
  });
});
