// The browser's half of the upload pixel limits: the very header reader the server runs (contract/image_header.js,
// imported through scripts/vite/hook-libraries.ts), so an image bomb is turned away before it is sent, and before this
// page or anyone else's decodes it.
import { IMAGE_LIMITS } from '@/config/limits';
import imageHeader, { type ImageHeader } from '@contract/image_header.js';

export type { ImageHeader };

/** An image's format, pixel size and frame count from its header, or null when it is no readable PNG, JPEG or GIF. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  return imageHeader.readImageHeader(bytes);
}

/** null when the image is within the pixel limits, else the limit it exceeds. */
export function checkImageSize(header: ImageHeader, limits = IMAGE_LIMITS): 'size' | 'animation' | null {
  return imageHeader.checkImageSize(header, limits);
}
