// Image bombs: files that are small on the wire but claim enormous pixel sizes, so that decoding them (PocketBase's
// thumbnails, every voter's browser) takes gigabytes. The server reads the size from the header and refuses them
// before anything is stored; the player's earlier memes stay.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rules from '@contract/rules.json';
import { gif, jpegHeaderOnly, solidPng } from '../../scripts/lib/test-images.mjs';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import {
  createScenario,
  refusedWith,
  superuser,
  uploadMeme,
  useOwnServer,
  type MemeRecord,
  type Player,
} from './support/roles';

const limits = rules.limits.image;
const SIZE_REFUSED = `Images can be at most ${limits.maxSide} pixels wide or tall and ${limits.maxMegapixels} megapixels in all.`;
const ANIMATION_REFUSED = `Animated images can be at most ${limits.maxAnimationMegapixels} megapixels over all their frames.`;
const FORMAT_REFUSED = 'Only PNG, JPG, GIF files are allowed.';

let player: Player;
let earlier: MemeRecord;
let memesStorage: string;

function upload(bytes: Buffer<ArrayBuffer>, name: string, type: string) {
  const form = new FormData();
  form.append('contest', player.record.contest);
  form.append('player', player.record.id);
  form.append('media', new File([bytes], name, { type }));
  return player.client.collection('memes').create<MemeRecord>(form);
}

/** The record folders in the memes collection's storage: one per stored meme. */
const storedMemeFolders = () => readdirSync(memesStorage).sort();

async function expectRefusedAndNothingStored(request: () => Promise<unknown>, message: string) {
  const before = storedMemeFolders();
  await refusedWith(request(), message);
  const admin = await superuser();
  const memes = await admin.collection('memes').getFullList<MemeRecord>({ filter: `player = "${player.record.id}"` });
  expect(memes.map((meme) => meme.id)).toEqual([earlier.id]);
  expect(storedMemeFolders()).toEqual(before);
}

// A server of this file's own: "nothing stored" is checked on the whole storage, which other files would change.
let pocketbase: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
beforeAll(async () => {
  pocketbase = await startIsolatedPocketBase('image-limits');
  useOwnServer(pocketbase.server.url);
  const { players } = await createScenario({ players: 1, maxMemes: 5 });
  player = players[0]!;
  earlier = await uploadMeme(player, 'meme.png');
  memesStorage = join(pocketbase.server.dataDir, 'storage', earlier.collectionId);
});
afterAll(() => pocketbase?.dispose());

describe('uploads claiming huge pixel sizes', () => {
  it('refuses the 380 KB PNG of 20000×20000 pixels', async () => {
    const bomb = await solidPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(400_000);
    await expectRefusedAndNothingStored(() => upload(bomb, 'bomb.png', 'image/png'), SIZE_REFUSED);
  });

  it('refuses the 1.5 MB PNG of 40000×40000 pixels', async () => {
    const bomb = await solidPng(40_000, 40_000);
    await expectRefusedAndNothingStored(() => upload(bomb, 'bomb.png', 'image/png'), SIZE_REFUSED);
  });

  it('refuses a 17-byte JPEG whose start-of-frame claims 65000×65000', async () => {
    const bomb = jpegHeaderOnly(65_000, 65_000);
    expect(bomb.length).toBe(17);
    await expectRefusedAndNothingStored(() => upload(bomb, 'bomb.jpg', 'image/jpeg'), SIZE_REFUSED);
  });

  it('refuses a GIF whose logical screen is 60000×60000', async () => {
    const bomb = gif({ screenWidth: 60_000, screenHeight: 60_000 });
    await expectRefusedAndNothingStored(() => upload(bomb, 'bomb.gif', 'image/gif'), SIZE_REFUSED);
  });

  it('refuses a GIF with one small screen but a huge frame', async () => {
    const bomb = gif({ screenWidth: 10, screenHeight: 10, frameWidth: 30_000, frameHeight: 30_000 });
    await expectRefusedAndNothingStored(() => upload(bomb, 'bomb.gif', 'image/gif'), SIZE_REFUSED);
  });

  it('refuses an animation whose frames add up past the limit', async () => {
    const frames = Math.floor((limits.maxAnimationMegapixels * 1_000_000) / (1000 * 1000)) + 1;
    const bomb = gif({ screenWidth: 1000, screenHeight: 1000, frames, frameWidth: 1000, frameHeight: 1000 });
    await expectRefusedAndNothingStored(() => upload(bomb, 'bomb.gif', 'image/gif'), ANIMATION_REFUSED);
  });

  it('refuses one pixel over the side limit, in a small area', async () => {
    const wide = await solidPng(limits.maxSide + 1, 2);
    await expectRefusedAndNothingStored(() => upload(wide, 'wide.png', 'image/png'), SIZE_REFUSED);
  });

  it.each([
    ['a PNG cut inside its header', async () => (await solidPng(10, 10)).subarray(0, 20), 'cut.png', 'image/png'],
    [
      'a JPEG cut before its start-of-frame',
      async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
      'cut.jpg',
      'image/jpeg',
    ],
    [
      'a GIF cut before its first image',
      async () => gif({ screenWidth: 10, screenHeight: 10 }).subarray(0, 16),
      'cut.gif',
      'image/gif',
    ],
    ['PNG bytes named .jpg', async () => solidPng(10, 10), 'mislabelled.jpg', 'image/jpeg'],
  ])('refuses %s as unreadable', async (_, bytes, name, type) => {
    const file = await bytes();
    await expectRefusedAndNothingStored(() => upload(file, name, type), FORMAT_REFUSED);
  });

  it('accepts the largest image within the limits, and a short animation', async () => {
    const side = Math.floor(Math.sqrt(limits.maxMegapixels * 1_000_000));
    const largest = await upload(await solidPng(side, side), 'largest.png', 'image/png');
    expect(largest.media).toMatch(/\.png$/);
    const animation = await upload(
      gif({ screenWidth: 480, screenHeight: 270, frames: 60, frameWidth: 480, frameHeight: 270 }),
      'dance.gif',
      'image/gif',
    );
    expect(animation.media).toMatch(/\.gif$/);
  });
});
