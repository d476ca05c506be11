import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { memeImageUrl, type MemeFile } from '@/lib/meme-media';

interface MemeThumbButtonProps {
  meme: MemeFile;
  /** '150x150' or '200x200'. */
  thumb: string;
  size: number;
  label: string;
  onOpen: () => void;
  className?: string;
}

/** A meme thumbnail that opens the full image. */
export function MemeThumbButton({ meme, thumb, size, label, onOpen, className = '' }: MemeThumbButtonProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className={`block shrink-0 overflow-hidden rounded-lg bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft ${className}`}
    >
      <ImageWithFallback
        src={memeImageUrl(meme, thumb)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="h-full w-full object-cover"
        fallback={<span aria-hidden="true" className="block h-full w-full" />}
      />
    </button>
  );
}
