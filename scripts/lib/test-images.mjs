// Hostile and large images made on the fly for the upload-limit tests and the thumbnail benchmark: real PNG, JPEG
// and GIF byte streams, compressed as such files are in the wild (a PNG of one colour deflates about 1000:1, which
// is what makes a 380 KB file claim 20000×20000 pixels). Nothing here decodes an image.
import { crc32, createDeflate } from 'node:zlib';

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A complete PNG of `width`×`height` pixels of one grey level (colour type 0, 8 bits), compressed row by row so
 * even 40000×40000 pixels never sit in memory. `seed` varies the grey level, so each image is a distinct file.
 */
export async function solidPng(width, height, seed = 0) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const deflate = createDeflate({ level: 9 });
  const parts = [];
  deflate.on('data', (part) => parts.push(part));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const row = Buffer.alloc(width + 1, seed % 256);
  row[0] = 0; // filter: none
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG that is only its signature, a header claiming `width`×`height` (8-bit grey) and its end (45 bytes). */
export function pngHeaderOnly(width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG that is only its start and a start-of-frame claiming `width`×`height` (17 bytes). */
export function jpegHeaderOnly(width, height) {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

/**
 * A GIF with a `screenWidth`×`screenHeight` logical screen and `frames` frames of `frameWidth`×`frameHeight`, each
 * with a minimal image data block.
 */
export function gif({ screenWidth, screenHeight, frames = 1, frameWidth = 1, frameHeight = 1 }) {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(screenWidth, 6);
  head.writeUInt16LE(screenHeight, 8);
  const frame = Buffer.alloc(10);
  frame[0] = 0x2c;
  frame.writeUInt16LE(frameWidth, 5);
  frame.writeUInt16LE(frameHeight, 7);
  const data = Buffer.from([0x02, 0x02, 0x4c, 0x01, 0x00]); // LZW minimum code size, one sub-block, terminator
  const body = Array.from({ length: frames }, () => Buffer.concat([frame, data]));
  return Buffer.concat([head, ...body, Buffer.from([0x3b])]);
}
