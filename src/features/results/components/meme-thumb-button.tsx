import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { memeImageUrl, type MemeFile } from '@/lib/data/meme-media';

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
   * even starts loading); 'high' for the winner, the page's largest image, 'low' for the other two places, so that
   * on a slow network they load after it instead of sharing the bandwidth with it. Rankings further down stay lazy.
   */
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * Fills the bands around a meme that does not fill its box with a blurred copy of it (the same file, loaded once),
   * as photo apps do: a podium meme shown whole still fills its square.
   */
  backdrop?: boolean;
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
  backdrop = false,
}: MemeThumbButtonProps) {
  const src = memeImageUrl(meme, thumb);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className={`relative block shrink-0 overflow-hidden rounded-lg bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft ${className}`}
    >
      {backdrop && src ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 scale-125 bg-cover bg-center opacity-50 blur-xl"
          style={{ backgroundImage: `url("${src}")` }}
        />
      ) : null}
      <ImageWithFallback
        src={src}
        alt=""
        width={size}
        height={size}
        loading={loading}
        fetchPriority={fetchPriority}
        className={`relative h-full w-full ${thumb.endsWith('f') ? 'object-contain' : 'object-cover'}`}
        fallback={<span aria-hidden="true" className="block h-full w-full" />}
      />
    </button>
  );
}
