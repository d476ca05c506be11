// Types of image_header.js for the app, which imports it through scripts/vite/hook-libraries.ts.
export interface ImageHeader {
  format: 'png' | 'jpeg' | 'gif';
  width: number;
  height: number;
  /** 1 for a still image; the frame count of an animated GIF or PNG. */
  frames: number;
}

export interface PixelLimits {
  maxSide: number;
  maxMegapixels: number;
  maxAnimationMegapixels: number;
}

declare const imageHeader: {
  readImageHeader(bytes: ArrayLike<number>): ImageHeader | null;
  checkImageSize(header: ImageHeader, limits: PixelLimits): 'size' | 'animation' | null;
};
export default imageHeader;
