// Storage churn: a player uploading and deleting in a loop. Each contest allows 5 uploads per meme a player may keep,
// removed ones included, and a removed meme's files (original and thumbnails) leave the storage at once.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import { createScenario, refusedWith, uploadMeme, useOwnServer, type MemeRecord, type Player } from './support/roles';

const CHURN_REFUSED = "You've made as many uploads as this contest allows, removed memes included.";

// A server of this file's own: the storage check below sees every meme's files, which other files would change.
let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
beforeAll(async () => {
  pocketbase = await startIsolatedPocketBase('upload-churn');
  useOwnServer(pocketbase.server.url);
});
afterAll(() => pocketbase?.dispose());

/** The record folders in the memes collection's storage, one per meme with files. */
function storedMemes(collectionId: string): string[] {
  const folder = join(pocketbase.server.dataDir, 'storage', collectionId);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

async function thumbnail(meme: MemeRecord) {
  const url = `${pocketbase.server.url}/api/files/${meme.collectionId}/${meme.id}/${meme.media}?thumb=150x150`;
  expect((await fetch(url)).status).toBe(200);
}

describe('uploading and deleting in a loop', () => {
  it('allows 50 upload/delete cycles for 10 memes, then refuses, and keeps only the live memes in storage', async () => {
    const { players } = await createScenario({ players: 1, maxMemes: 10 });
    const player = players[0] as Player;
    const kept = await uploadMeme(player, 'meme.gif');
    const before = storedMemes(kept.collectionId).filter((id) => id !== kept.id);

    for (let cycle = 1; cycle < 50; cycle += 1) {
      const meme = await uploadMeme(player);
      await thumbnail(meme); // a thumbnail is stored next to the original, and must go with it
      await player.client.collection('memes').delete(meme.id);
    }
    await refusedWith(uploadMeme(player), CHURN_REFUSED);

    // Other tests' memes stay as they were; of this player's 50 uploads only the kept one has files. PocketBase
    // deletes a removed meme's files in the background, right after the deletion: the last ones may take a moment.
    await expect.poll(() => storedMemes(kept.collectionId)).toEqual([...before, kept.id].sort());
    const after = storedMemes(kept.collectionId);
    expect(after.filter((id) => id !== kept.id)).toEqual(before);
    expect(after).toContain(kept.id);
    const live = await player.client
      .collection('memes')
      .getFullList<MemeRecord>({ filter: `player = "${player.record.id}"` });
    expect(live.map((meme) => meme.id)).toEqual([kept.id]);
  });

  it('counts per contest: 5 uploads for a contest of one meme each', async () => {
    const { players } = await createScenario({ players: 2, maxMemes: 1 });
    const [alice, bob] = players as [Player, Player];
    for (let upload = 0; upload < 5; upload += 1) {
      const meme = await uploadMeme(alice);
      await alice.client.collection('memes').delete(meme.id);
    }
    await refusedWith(uploadMeme(alice), CHURN_REFUSED);
    // Another player of the same contest still has all of theirs.
    await expect(uploadMeme(bob)).resolves.toMatchObject({ player: bob.record.id });
  });

  it('does not count an upload the server refused', async () => {
    const { players } = await createScenario({ players: 1, maxMemes: 1 });
    const player = players[0] as Player;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await refusedWith(uploadMeme(player, 'not-an-image.png'), 'Only PNG, JPG, GIF files are allowed.');
    }
    await expect(uploadMeme(player)).resolves.toMatchObject({ player: player.record.id });
  });

  it("keeps the count out of every client's reach", async () => {
    const { organizerA, players } = await createScenario({ players: 1, maxMemes: 1 });
    const player = players[0] as Player;
    await uploadMeme(player);
    const asOrganizer = await organizerA.client
      .collection('players')
      .getOne(player.record.id, { fields: '*,uploads_made' });
    expect(asOrganizer).not.toHaveProperty('uploads_made');
    const asPlayer = await player.client.collection('players').getOne(player.record.id);
    expect(asPlayer).not.toHaveProperty('uploads_made');
    await expect(
      organizerA.client.collection('players').getList(1, 10, { filter: 'uploads_made > 0' }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('the batch API', () => {
  it('is off: a batch an attacker sends is refused', async () => {
    const { players } = await createScenario({ players: 1, maxMemes: 10 });
    const player = players[0] as Player;
    const batch = player.client.createBatch();
    for (let index = 0; index < 20; index += 1) {
      batch.collection('memes').create({ contest: player.record.contest, player: player.record.id });
    }
    await expect(batch.send()).rejects.toMatchObject({ status: 403 });
  });
});
