import { useState } from 'react';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { MemeImageOrAlert } from '@/components/ui/image-with-fallback';
import { THUMBS } from '@/config/app-settings';
import { isAnimatedMeme, memeImageUrl, type MemeFile } from '@/lib/meme-media';
import { votingMessages } from '@/features/voting/messages';
import { useSwipe } from '@/features/voting/hooks/use-swipe';

/**
 * The meme being scored: a swipe moves to the next or previous one, a tap opens the original, uncropped. On a
 * phone the card (meme, position and navigation, scores) fits one screen once scrolled to, with the browser's bars
 * showing (svh): every vote is a tap, never a scroll.
 */
export function VoteCardImage({
  meme,
  alt,
  onNext,
  onPrevious,
}: {
  meme: MemeFile;
  alt: string;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const swipe = useSwipe({ onSwipeLeft: onNext, onSwipeRight: onPrevious });
  // GIF thumbnails are still frames; the card shows the animation itself.
  const cardImage = memeImageUrl(meme, isAnimatedMeme(meme) ? undefined : THUMBS.large);

  return (
    <>
      <div
        {...swipe.handlers}
        className="mx-auto aspect-square w-full max-w-[min(100%,calc(100svh-15rem))] touch-pan-y sm:max-w-[min(100%,48vh)]"
      >
        <button
          type="button"
          aria-label={votingMessages.openFullSize}
          onClick={() => {
            if (!swipe.swiped()) setPreviewOpen(true);
          }}
          className="block h-full w-full overflow-hidden rounded-xl bg-black/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft"
        >
          <MemeImageOrAlert
            key={meme.id}
            src={cardImage}
            alt={alt}
            width={900}
            height={900}
            draggable={false}
            className="h-full w-full object-contain select-none"
            alertClassName="flex h-full w-full items-center justify-center p-6"
          />
        </button>
      </div>
      <ImagePreviewDialog open={previewOpen} onClose={() => setPreviewOpen(false)} src={memeImageUrl(meme)} alt={alt} />
    </>
  );
}
