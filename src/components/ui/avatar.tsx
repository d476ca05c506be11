import { useState } from 'react';

/**
 * The text an avatar shows without a picture (docs/product/overview.md#navigation-bar): the first letter of the first
 * non-empty name given (username, then name), else 'You'.
 */
export function avatarFallbackText(...names: (string | null | undefined)[]): string {
  for (const name of names) {
    const first = Array.from(name?.trim() ?? '')[0];
    if (first) return first;
  }
  return 'You';
}

interface AvatarProps {
  /** Picture URL (a thumbnail); without one, or when it fails to load, the fallback text shows. */
  src?: string;
  fallback: string;
  /** Rendered size in CSS pixels. */
  size?: number;
  className?: string;
}

/** A round picture or initial. Decorative: the control that holds it carries the accessible name. */
export function Avatar({ src, fallback, size = 36, className = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && src !== failedSrc;
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={`inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand font-semibold uppercase text-white ring-2 ring-border ${fallback.length > 1 ? 'text-[0.65rem]' : 'text-sm'} ${className}`}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          decoding="async"
          className="h-full w-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        fallback
      )}
    </span>
  );
}
