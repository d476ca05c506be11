// The hall of fame in S3-compatible storage (docs/features/seasons.md): a deleted contest's podium memes are copied
// through PocketBase's filesystem into the bucket, served as on local storage, and deleting the season removes the
// copies from the bucket. Against a real S3 server (versitygw, tests/api/s3-storage.test.ts's set-up), whose posix
// backend keeps each object as a file, so the test sees exactly what the bucket holds.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../scripts/lib/s3-server.mjs';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import { createOrganizer, useOwnServer } from './support/roles';
import { bucketObjects } from './support/s3-bucket';
import { createSeason, playContest, readSeason } from './support/season-contest';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
let s3Root: string;

beforeAll(async () => {
  s3Root = mkdtempSync(join(tmpdir(), 'meme-arena-s3-seasons-'));
  s3 = await startS3Server({ rootDir: s3Root, bucket: 'memes' });
  pocketbase = await startIsolatedPocketBase('seasons-s3', s3.pocketbaseEnv);
  useOwnServer(pocketbase.server.url);
});
afterAll(async () => {
  await pocketbase?.dispose();
  await s3?.stop();
  rmSync(s3Root, { recursive: true, force: true });
});

/** Every object in the bucket, as keys. */
const objects = () => bucketObjects(s3.bucketDir);

describe('the hall of fame in S3', () => {
  it('copies the podium files into the bucket and removes them with the season', async () => {
    const organizer = await createOrganizer('season-s3', pocketbase.server.url);
    const season = await createSeason(organizer);
    const played = await playContest(organizer, season.id, {
      uploaders: ['Ada', 'Bea'],
      scores: { Ada: [9], Bea: [4] },
    });
    await organizer.client.collection('contests').delete(played.contest.id);

    const places = (await readSeason(organizer.client, season.id)).podiums[0]!.places;
    // '/api/files/{collection}/{record}/{file}' is the object '{collection}/{record}/{file}'.
    const keys = places.map((place) => decodeURIComponent(place.image.replace('/api/files/', '')));
    expect(keys).toHaveLength(2);
    const fixtures = { Ada: 'meme.png', Bea: 'meme.gif' } as const;
    for (const [index, place] of places.entries()) {
      expect(objects()).toContain(keys[index]);
      const original = readFileSync(
        new URL(`../fixtures/${fixtures[place.username as keyof typeof fixtures]}`, import.meta.url),
      );
      expect(readFileSync(join(s3.bucketDir, keys[index]!)).equals(original)).toBe(true);
      const served = await fetch(`${pocketbase.server.url}${place.image}?thumb=150x150`);
      expect(served.status).toBe(200);
    }
    const folders = keys.map((key) => key.split('/').slice(0, 2).join('/') + '/');
    expect(objects().filter((key) => folders.some((folder) => key.startsWith(folder))).length).toBeGreaterThan(2);

    await organizer.client.collection('seasons').delete(season.id);
    await expect
      .poll(() => objects().filter((key) => folders.some((folder) => key.startsWith(folder))), { timeout: 5000 })
      .toEqual([]);
  });
});
