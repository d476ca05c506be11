// The browser and the server read image headers with two copies of one reader (src/lib/image-header.ts and
// pb_hooks/lib/image_header.js): both must say the same of every file, or the browser would queue what the server
// refuses, or skip what it accepts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@/config/limits';
import { checkImageSize, readImageHeader } from '@/lib/image-header';
import { gif, jpegHeaderOnly, solidPng } from '../../scripts/lib/test-images.mjs';

const server = createRequire(join(process.cwd(), 'package.json'))('./pb_hooks/lib/image_header.js') as {
  readImageHeader: typeof readImageHeader;
  checkImageSize: typeof checkImageSize;
};
const fixture = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures', name)));

const cases: [
  string,
  () => Promise<Uint8Array> | Uint8Array,
  ReturnType<typeof readImageHeader>,
  ReturnType<typeof checkImageSize>,
][] = [
  [
    'the PNG fixture',
    () => fixture('meme.png'),
    { format: 'png', width: expect.any(Number), height: expect.any(Number), frames: 1 } as never,
    null,
  ],
  [
    'the JPEG fixture',
    () => fixture('meme.jpg'),
    { format: 'jpeg', width: expect.any(Number), height: expect.any(Number), frames: 1 } as never,
    null,
  ],
  [
    'the GIF fixture',
    () => fixture('meme.gif'),
    { format: 'gif', width: expect.any(Number), height: expect.any(Number), frames: expect.any(Number) } as never,
    null,
  ],
  [
    'a wide PNG',
    () => solidPng(IMAGE_LIMITS.maxSide + 1, 3),
    { format: 'png', width: IMAGE_LIMITS.maxSide + 1, height: 3, frames: 1 },
    'size',
  ],
  [
    'a 17-byte JPEG bomb',
    () => jpegHeaderOnly(65_000, 65_000),
    { format: 'jpeg', width: 65_000, height: 65_000, frames: 1 },
    'size',
  ],
  [
    'a GIF bomb',
    () => gif({ screenWidth: 60_000, screenHeight: 60_000 }),
    { format: 'gif', width: 60_000, height: 60_000, frames: 1 },
    'size',
  ],
  [
    'a long animation',
    () => gif({ screenWidth: 1000, screenHeight: 1000, frames: 101, frameWidth: 1000, frameHeight: 1000 }),
    { format: 'gif', width: 1000, height: 1000, frames: 101 },
    'animation',
  ],
  [
    'a short animation',
    () => gif({ screenWidth: 480, screenHeight: 270, frames: 60, frameWidth: 480, frameHeight: 270 }),
    { format: 'gif', width: 480, height: 270, frames: 60 },
    null,
  ],
];

describe('image header reader', () => {
  it.each(cases)('reads %s the same in the browser and on the server', async (_, make, header, problem) => {
    const bytes = await make();
    const browser = readImageHeader(bytes);
    expect(browser).toEqual(header);
    expect(server.readImageHeader(bytes)).toEqual(browser);
    expect(checkImageSize(browser!)).toBe(problem);
    expect(server.checkImageSize(browser!, IMAGE_LIMITS)).toBe(problem);
  });

  it.each([
    ['a PNG cut inside its header', async () => (await solidPng(10, 10)).subarray(0, 20)],
    ['a JPEG cut before its start-of-frame', () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])],
    ['a GIF cut before its first image', () => gif({ screenWidth: 10, screenHeight: 10 }).subarray(0, 16)],
    ['bytes of no image format', () => new Uint8Array(64)],
  ])('finds no header in %s, in the browser and on the server', async (_, make) => {
    const bytes = await make();
    expect(readImageHeader(bytes)).toBeNull();
    expect(server.readImageHeader(bytes)).toBeNull();
  });
});
