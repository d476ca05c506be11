// Hostile and large images made on the fly for the upload-limit tests and the thumbnail benchmark: real PNG, JPEG
// and GIF byte streams, compressed as such files are in the wild (a PNG of one colour deflates about 1000:1, which
// is what makes a 380 KB file claim 20000×20000 pixels). Nothing here decodes an image.
import { constants, crc32, deflateRawSync } from 'node:zlib';

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Adler-32 of the concatenation of two byte runs, from theirs and the second one's length (zlib's adler32_combine). */
function adler32Combine(adler1, adler2, length2) {
  const BASE = 65521;
  const rem = length2 % BASE;
  let sum1 = adler1 & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (adler2 & 0xffff) + BASE - 1;
  sum2 += ((adler1 >>> 16) & 0xffff) + ((adler2 >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return (sum2 * 65536 + sum1) >>> 0;
}

/** Adler-32 of `bytes` repeated `times` times, by doubling: no need to go through gigabytes. */
function adler32Repeated(bytes, times) {
  let one = 1;
  for (const byte of bytes) {
    const sum1 = ((one & 0xffff) + byte) % 65521;
    one = ((((one >>> 16) + sum1) % 65521) * 65536 + sum1) >>> 0;
  }
  let result = 1; // Adler-32 of nothing
  let power = one; // of bytes repeated 2^k times
  let powerLength = bytes.length;
  for (let rest = times; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2) result = adler32Combine(result, power, powerLength);
    power = adler32Combine(power, power, powerLength);
    powerLength *= 2;
  }
  return result;
}

/**
 * A complete PNG of `width`×`height` pixels of one grey level (colour type 0, 8 bits), deflated at the best level as
 * an encoder would. Every row is the same, so one band of rows is deflated once, ending in a full flush (which makes
 * the next band start afresh), and repeated: the stream is what deflating the rows one band at a time gives, and
 * even 40000×40000 pixels take milliseconds instead of deflating 1.6 GB. `seed` varies the grey level, so each
 * image is a distinct file.
 */
export async function solidPng(width, height, seed = 0) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(width + 1, seed % 256);
  row[0] = 0; // filter: none
  const bandRows = Math.max(1, Math.min(height, Math.floor(2 ** 20 / row.length)));
  const bands = Math.floor(height / bandRows);
  const band = deflateRawSync(Buffer.concat(Array.from({ length: bandRows }, () => row)), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const lastRows = height - bands * bandRows;
  const last = deflateRawSync(Buffer.concat(Array.from({ length: lastRows }, () => row)), { level: 9 });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32Repeated(row, height));
  const zlibHeader = Buffer.from([0x78, 0xda]); // deflate, 32 KB window, best compression
  const idat = Buffer.concat([zlibHeader, ...Array.from({ length: bands }, () => band), last, adler]);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
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
