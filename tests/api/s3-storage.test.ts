// Memes in S3-compatible object storage: with S3_* in PocketBase's environment
// (pb_hooks/storage_config.pb.js), uploads, thumbnails, previews, removals and deletions work as with local storage,
// against a real S3 server started here (versitygw, built from its Go module by the API tests' set-up on the first
// run, tests/setup/api-global-setup.ts; scripts/lib/s3-server.mjs). Its posix backend keeps each object as a file,
// so the test sees exactly what the bucket holds.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../scripts/lib/s3-server.mjs';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import {
  addPlayer,
  createContest,
  createOrganizer,
  signInPlayer,
  superuser,
  uploadMeme,
  type MemeRecord,
  type Organizer,
} from './support/roles';
import { bucketObjects } from './support/s3-bucket';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
let s3Root: string;
const url = () => pocketbase.server.url;

beforeAll(async () => {
  s3Root = mkdtempSync(join(tmpdir(), 'meme-arena-s3-'));
  s3 = await startS3Server({ rootDir: s3Root, bucket: 'memes' });
  pocketbase = await startIsolatedPocketBase('s3', s3.pocketbaseEnv);
});
afterAll(async () => {
  await pocketbase?.dispose();
  await s3?.stop();
  rmSync(s3Root, { recursive: true, force: true });
});

/** Every object in the bucket, as keys. */
const objects = () => bucketObjects(s3.bucketDir);
const objectsOf = (meme: MemeRecord) => objects().filter((key) => key.startsWith(`${meme.collectionId}/${meme.id}/`));
const fileUrl = (meme: MemeRecord, thumb?: string) =>
  `${url()}/api/files/${meme.collectionId}/${meme.id}/${meme.media}${thumb ? `?thumb=${thumb}` : ''}`;

async function contestWithPlayers(organizer: Organizer, names: string[]) {
  const contest = await createContest(organizer, { max_memes_per_player: 2 });
  const players = [];
  for (const name of names) players.push(await signInPlayer(await addPlayer(organizer, contest.id, name), url()));
  return { contest, players };
}

describe('memes in S3', () => {
  it('stores the upload in the bucket, serves it and its thumbnails, and deletes them with the meme', async () => {
    const settings = await (await superuser(url())).settings.getAll();
    expect(settings.s3).toMatchObject({ enabled: true, bucket: 'memes', endpoint: s3.endpoint, forcePathStyle: true });

    const organizer = await createOrganizer('s3', url());
    const { players } = await contestWithPlayers(organizer, ['alice']);
    const meme = await uploadMeme(players[0]!, 'meme.png');

    // The original is an object in the bucket, byte for byte; nothing went to the local disk.
    expect(objectsOf(meme)).toEqual([`${meme.collectionId}/${meme.id}/${meme.media}`]);
    const fixture = readFileSync(new URL('../fixtures/meme.png', import.meta.url));
    expect(readFileSync(join(s3.bucketDir, objectsOf(meme)[0]!)).equals(fixture)).toBe(true);
    const localStorage = join(pocketbase.server.dataDir, 'storage');
    expect(existsSync(localStorage) ? readdirSync(localStorage) : []).toEqual([]);

    // Served through PocketBase: the original, the player's thumbnail and the organizer's preview.
    const original = await fetch(fileUrl(meme));
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(fixture)).toBe(true);
    for (const thumb of ['200x200', '900x900']) {
      const response = await fetch(fileUrl(meme, thumb));
      expect(response.status, thumb).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect(objectsOf(meme).sort()).toEqual(
      [
        `${meme.collectionId}/${meme.id}/${meme.media}`,
        `${meme.collectionId}/${meme.id}/thumbs_${meme.media}/200x200_${meme.media}`,
        `${meme.collectionId}/${meme.id}/thumbs_${meme.media}/900x900_${meme.media}`,
      ].sort(),
    );

    // The uploader removes it: the original and its thumbnails leave the bucket (PocketBase deletes a record's files
    // right after the deletion is committed).
    await players[0]!.client.collection('memes').delete(meme.id);
    await expect.poll(() => objectsOf(meme)).toEqual([]);
    expect((await fetch(fileUrl(meme))).status).toBe(404);
  });

  it("removes a player's memes from the bucket with the player, and a moderated meme with its removal", async () => {
    const organizer = await createOrganizer('s3-moderation', url());
    const { players } = await contestWithPlayers(organizer, ['bob', 'carol']);
    const [bob, carol] = players as [(typeof players)[0], (typeof players)[0]];
    const bobMemes = [await uploadMeme(bob, 'meme.jpg'), await uploadMeme(bob, 'meme.gif')];
    const carolMeme = await uploadMeme(carol, 'meme.png');
    await fetch(fileUrl(bobMemes[0]!, '200x200'));
    expect(objectsOf(bobMemes[0]!)).toHaveLength(2);

    // Moderation: the organizer removes carol's meme.
    await organizer.client.collection('memes').delete(carolMeme.id);
    await expect.poll(() => objectsOf(carolMeme)).toEqual([]);

    // Removing bob (before results) deletes his memes, files included.
    await organizer.client.collection('players').delete(bob.record.id);
    for (const meme of bobMemes) await expect.poll(() => objectsOf(meme)).toEqual([]);
  });

  it('keeps the memes of a deleted contest, as local storage does (their files stay with them)', async () => {
    const organizer = await createOrganizer('s3-contest', url());
    const { contest, players } = await contestWithPlayers(organizer, ['dave']);
    const meme = await uploadMeme(players[0]!, 'meme.png');
    await organizer.client.collection('contests').delete(contest.id);
    expect(objectsOf(meme)).toEqual([`${meme.collectionId}/${meme.id}/${meme.media}`]);
  });
});
