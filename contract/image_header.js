// Reads an image's pixel size from its header, without decoding any pixel, so that an upload can be refused before
// anyone (PocketBase's thumbnailer, a voter's browser) decodes it: a small file can claim enormous dimensions, and
// decoding it takes gigabytes. Plain ES5 over any array of bytes (a Go []byte in the hooks, a Uint8Array in tests).
//
// readImageHeader(bytes) → { format: "png" | "jpeg" | "gif", width, height, frames } or null when the bytes are
// not a readable PNG, JPEG or GIF header. checkImageSize(header, limits) → null, or why the image is too large.
// Part of the contract between the app and the server (docs/architecture.md).

/** @typedef {ArrayLike<number>} Bytes */

/**
 * @typedef {object} ImageHeader
 * @property {'png' | 'jpeg' | 'gif'} format
 * @property {number} width
 * @property {number} height
 * @property {number} frames  1 for a still image; the frame count of an animated GIF or PNG.
 */

/**
 * @typedef {object} PixelLimits
 * @property {number} maxSide
 * @property {number} maxMegapixels
 * @property {number} maxAnimationMegapixels
 */

/** @param {Bytes} b @param {number} i */
function u16be(b, i) {
  return b[i] * 256 + b[i + 1];
}

/** @param {Bytes} b @param {number} i */
function u32be(b, i) {
  return ((b[i] * 256 + b[i + 1]) * 256 + b[i + 2]) * 256 + b[i + 3];
}

/** @param {Bytes} b @param {number} i */
function u16le(b, i) {
  return b[i] + b[i + 1] * 256;
}

/** @param {Bytes} b @param {number[]} signature */
function startsWith(b, signature) {
  if (b.length < signature.length) return false;
  for (var i = 0; i < signature.length; i++) if (b[i] !== signature[i]) return false;
  return true;
}

/** @param {Bytes} b @param {number} i */
function chunkType(b, i) {
  return String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);
}

/** PNG: IHDR holds the size; an acTL chunk before the image data makes it an animated PNG with that many frames.
 * @param {Bytes} b
 * @returns {ImageHeader | null}
 */
function readPng(b) {
  if (b.length < 24 || chunkType(b, 12) !== 'IHDR' || u32be(b, 8) !== 13) return null;
  /** @type {ImageHeader} */
  var header = { format: 'png', width: u32be(b, 16), height: u32be(b, 20), frames: 1 };
  for (var i = 8; i + 8 <= b.length;) {
    var length = u32be(b, i);
    var type = chunkType(b, i + 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'acTL' && i + 12 <= b.length) header.frames = Math.max(1, u32be(b, i + 8));
    i += 12 + length;
  }
  return header;
}

// Start-of-frame markers carry the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
/** @param {number} marker */
function isStartOfFrame(marker) {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: walks the marker segments up to the first start-of-frame, which holds the size.
 * @param {Bytes} b
 * @returns {ImageHeader | null}
 */
function readJpeg(b) {
  var i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    var marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any size
    var length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || i + 9 > b.length) return null;
      return { format: 'jpeg', width: u16be(b, i + 7), height: u16be(b, i + 5), frames: 1 };
    }
    i += 2 + length;
  }
  return null;
}

/**
 * Skips GIF data sub-blocks from `i`; returns the index after the terminator, or -1 when the data ends first.
 * @param {Bytes} b
 * @param {number} i
 */
function skipSubBlocks(b, i) {
  while (i < b.length) {
    var size = b[i];
    if (size === 0) return i + 1;
    i += 1 + size;
  }
  return -1;
}

/**
 * GIF: the logical screen, then every image (frame). The largest side and area count, over the screen and each
 * frame; the frames are counted for the animation's total. A GIF without any image is not readable.
 * @param {Bytes} b
 * @returns {ImageHeader | null}
 */
function readGif(b) {
  if (b.length < 13) return null;
  /** @type {ImageHeader} */
  var header = { format: 'gif', width: u16le(b, 6), height: u16le(b, 8), frames: 0 };
  var i = 13;
  if (b[10] & 0x80) i += 3 * Math.pow(2, (b[10] & 0x07) + 1);
  while (i < b.length) {
    var block = b[i];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2);
    } else if (block === 0x2c) {
      if (i + 10 > b.length) break;
      header.frames += 1;
      header.width = Math.max(header.width, u16le(b, i + 5));
      header.height = Math.max(header.height, u16le(b, i + 7));
      var next = i + 10;
      if (b[i + 9] & 0x80) next += 3 * Math.pow(2, (b[i + 9] & 0x07) + 1);
      i = skipSubBlocks(b, next + 1);
    } else {
      break; // not a GIF block: what follows cannot be read
    }
    if (i < 0) break;
  }
  return header.frames > 0 ? header : null;
}

var PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
var GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
var GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/**
 * @param {Bytes} bytes
 * @returns {ImageHeader | null}
 */
function readImageHeader(bytes) {
  /** @type {ImageHeader | null} */
  var header = null;
  if (startsWith(bytes, PNG_SIGNATURE)) header = readPng(bytes);
  else if (startsWith(bytes, [0xff, 0xd8])) header = readJpeg(bytes);
  else if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) header = readGif(bytes);
  if (!header || header.width < 1 || header.height < 1) return null;
  return header;
}

/**
 * null when the image is within the limits ({ maxSide, maxMegapixels, maxAnimationMegapixels }), else "size" or
 * "animation" for the limit it exceeds.
 * @param {ImageHeader} header
 * @param {PixelLimits} limits
 * @returns {'size' | 'animation' | null}
 */
function checkImageSize(header, limits) {
  var area = header.width * header.height;
  if (header.width > limits.maxSide || header.height > limits.maxSide) return 'size';
  if (area > limits.maxMegapixels * 1000000) return 'size';
  if (header.frames > 1 && area * header.frames > limits.maxAnimationMegapixels * 1000000) return 'animation';
  return null;
}

module.exports = { readImageHeader: readImageHeader, checkImageSize: checkImageSize };
