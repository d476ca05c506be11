// The browser's half of the upload pixel limits: the same header reading as the server's
// pb_hooks/lib/image_header.js (tests/ui/image-header.test.ts runs both over the same files), so an image bomb is
// turned away before it is sent, and before this page or anyone else's decodes it.
import { IMAGE_LIMITS } from '@/config/limits';

export interface ImageHeader {
  format: 'png' | 'jpeg' | 'gif';
  width: number;
  height: number;
  /** 1 for a still image; the frame count of an animated GIF or PNG. */
  frames: number;
}

type Bytes = Uint8Array;

const u16be = (b: Bytes, i: number) => b[i]! * 256 + b[i + 1]!;
const u32be = (b: Bytes, i: number) => ((b[i]! * 256 + b[i + 1]!) * 256 + b[i + 2]!) * 256 + b[i + 3]!;
const u16le = (b: Bytes, i: number) => b[i]! + b[i + 1]! * 256;
const startsWith = (b: Bytes, signature: number[]) =>
  b.length >= signature.length && signature.every((v, i) => b[i] === v);
const chunkType = (b: Bytes, i: number) => String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);

function readPng(b: Bytes): ImageHeader | null {
  if (b.length < 24 || chunkType(b, 12) !== 'IHDR' || u32be(b, 8) !== 13) return null;
  const header: ImageHeader = { format: 'png', width: u32be(b, 16), height: u32be(b, 20), frames: 1 };
  for (let i = 8; i + 8 <= b.length;) {
    const type = chunkType(b, i + 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'acTL' && i + 12 <= b.length) header.frames = Math.max(1, u32be(b, i + 8));
    i += 12 + u32be(b, i);
  }
  return header;
}

const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function readJpeg(b: Bytes): ImageHeader | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || i + 9 > b.length) return null;
      return { format: 'jpeg', width: u16be(b, i + 7), height: u16be(b, i + 5), frames: 1 };
    }
    i += 2 + length;
  }
  return null;
}

function skipSubBlocks(b: Bytes, start: number): number {
  let i = start;
  while (i < b.length) {
    const size = b[i]!;
    if (size === 0) return i + 1;
    i += 1 + size;
  }
  return -1;
}

function readGif(b: Bytes): ImageHeader | null {
  if (b.length < 13) return null;
  const header: ImageHeader = { format: 'gif', width: u16le(b, 6), height: u16le(b, 8), frames: 0 };
  let i = 13;
  if (b[10]! & 0x80) i += 3 * 2 ** ((b[10]! & 0x07) + 1);
  while (i >= 0 && i < b.length) {
    const block = b[i];
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2);
    } else if (block === 0x2c && i + 10 <= b.length) {
      header.frames += 1;
      header.width = Math.max(header.width, u16le(b, i + 5));
      header.height = Math.max(header.height, u16le(b, i + 7));
      let next = i + 10;
      if (b[i + 9]! & 0x80) next += 3 * 2 ** ((b[i + 9]! & 0x07) + 1);
      i = skipSubBlocks(b, next + 1);
    } else {
      break; // the trailer, or something that is not a GIF block
    }
  }
  return header.frames > 0 ? header : null;
}

/** An image's format, pixel size and frame count from its header, or null when it is no readable PNG, JPEG or GIF. */
export function readImageHeader(bytes: Bytes): ImageHeader | null {
  let header: ImageHeader | null = null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) header = readPng(bytes);
  else if (startsWith(bytes, [0xff, 0xd8])) header = readJpeg(bytes);
  else if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    header = readGif(bytes);
  }
  return header && header.width >= 1 && header.height >= 1 ? header : null;
}

/** null when the image is within IMAGE_LIMITS, else the limit it exceeds. */
export function checkImageSize(header: ImageHeader, limits = IMAGE_LIMITS): 'size' | 'animation' | null {
  const area = header.width * header.height;
  if (header.width > limits.maxSide || header.height > limits.maxSide) return 'size';
  if (area > limits.maxMegapixels * 1_000_000) return 'size';
  if (header.frames > 1 && area * header.frames > limits.maxAnimationMegapixels * 1_000_000) return 'animation';
  return null;
}
