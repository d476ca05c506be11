// Types of test-images.mjs, for the TypeScript tests that import it.
export function solidPng(width: number, height: number, seed?: number): Promise<Buffer<ArrayBuffer>>;
export function pngHeaderOnly(width: number, height: number): Buffer<ArrayBuffer>;
export function jpegHeaderOnly(width: number, height: number): Buffer<ArrayBuffer>;
export function gif(options: {
  screenWidth: number;
  screenHeight: number;
  frames?: number;
  frameWidth?: number;
  frameHeight?: number;
}): Buffer<ArrayBuffer>;
