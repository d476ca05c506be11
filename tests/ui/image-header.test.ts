// The header reader behind the upload pixel limits (contract/image_header.js), as the app loads it through
// scripts/vite/hook-libraries.ts: the server runs the same file (tests/api/image-limits.test.ts), so the browser
// never queues what the server refuses, nor skips what it accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@/config/limits';
import { checkImageSize, readImageHeader } from '@/lib/domain/image-header';
import { gif, jpegHeaderOnly, solidPng } from '../../scripts/lib/test-images.mjs';

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
  it.each(cases)('reads %s and finds the limit it exceeds', async (_, make, header, problem) => {
    const read = readImageHeader(await make());
    expect(read).toEqual(header);
    expect(checkImageSize(read!)).toBe(problem);
  });

  it.each([
    ['a PNG cut inside its header', async () => (await solidPng(10, 10)).subarray(0, 20)],
    ['a JPEG cut before its start-of-frame', () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])],
    ['a GIF cut before its first image', () => gif({ screenWidth: 10, screenHeight: 10 }).subarray(0, 16)],
    ['bytes of no image format', () => new Uint8Array(64)],
  ])('finds no header in %s', async (_, make) => {
    expect(readImageHeader(await make())).toBeNull();
  });
});
