import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { THUMBS } from '@/config/app-settings';
import { useT } from '@/i18n/use-t';
import { memeImageUrl, type MemeFile } from '@/lib/data/meme-media';

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

/** A large meme image (a vote card, the full-size view); when it cannot be shown, an alert says so in its place. */
export function MemeImageOrAlert({
  alertClassName,
  failedText,
  ...imageProps
}: Omit<ImageWithFallbackProps, 'fallback'> & { alertClassName: string; failedText?: string }) {
  const t = useT();
  return (
    <ImageWithFallback
      {...imageProps}
      fallback={
        // A span, since the image may sit inside a button (the vote card), where only phrasing content is allowed.
        <span role="alert" className={`text-center text-muted ${alertClassName}`}>
          {failedText ?? t('common.imageFailed')}
        </span>
      }
    />
  );
}

/** The square thumbnails lists and strips show: a small one (150×150) and a medium one (200×200). */
type ThumbnailSize = 'small' | 'medium';

interface MemeThumbnailProps {
  meme: MemeFile;
  size: ThumbnailSize;
  /** Its box: size, shape, ring. The image fills it, cropped to a square. */
  className: string;
  fallback: ReactNode;
  /** Empty when a label next to it (or on its button) already names the meme. */
  alt?: string;
}

/**
 * A meme's square thumbnail in a list or strip: the server's crop at the size it is drawn (its width and height
 * reserve its room before it loads), loaded only as it comes into view, and `fallback` in its place when it cannot be
 * shown.
 */
export function MemeThumbnail({ meme, size, className, fallback, alt = '' }: MemeThumbnailProps) {
  const thumb = THUMBS[size];
  const pixels = Number(thumb.split('x')[0]);
  return (
    <ImageWithFallback
      src={memeImageUrl(meme, thumb)}
      alt={alt}
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      className={`${className} object-cover`}
      fallback={fallback}
    />
  );
}
