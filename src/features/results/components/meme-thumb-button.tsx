import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { memeImageUrl, type MemeFile } from '@/lib/meme-media';
import { useT } from '@/i18n/use-t';

interface MemeThumbButtonProps {
  meme: MemeFile;
  /** A square crop ('150x150', '200x200'), or the thumbnail that fits ('900x900f'), shown whole. */
  thumb: string;
  size: number;
  label: string;
  onOpen: () => void;
  className?: string;
  /**
   * 'eager' for the podium, the first thing on the results screen (a lazy image there waits for layout before it
   * even starts loading); 'high' for the winner, the page's largest image. Rankings further down stay lazy.
   */
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
}

/** A meme thumbnail that opens the full image. */
export function MemeThumbButton({
  meme,
  thumb,
  size,
  label,
  onOpen,
  className = '',
  loading = 'lazy',
  fetchPriority = 'auto',
}: MemeThumbButtonProps) {
  useT();
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
        loading={loading}
        fetchPriority={fetchPriority}
        className={`h-full w-full ${thumb.endsWith('f') ? 'object-contain' : 'object-cover'}`}
        fallback={<span aria-hidden="true" className="block h-full w-full" />}
      />
    </button>
  );
}
