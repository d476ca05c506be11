import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/** What a large meme image (a card, the full-size view) says when it cannot be shown. */
export const IMAGE_FAILED_TEXT = 'This meme image could not be loaded.';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | undefined;
  alt: string;
  /** Shown instead of the image when there is no URL or the image fails to load. */
  fallback: ReactNode;
}

/** An image that gives way to a fallback when its URL is missing or does not load. */
export function ImageWithFallback({ src, alt, fallback, ...imageProps }: ImageWithFallbackProps) {
  // Remembering which URL failed (not just "failed") lets a new URL try again without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) return <>{fallback}</>;
  return <img src={src} alt={alt} onError={() => setFailedSrc(src)} {...imageProps} />;
}
