import { useState } from 'react';
import { preload } from 'react-dom';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { MemeImageOrAlert } from '@/components/ui/image-with-fallback';
import { THUMBS } from '@/config/app-settings';
import { useSwipe } from '@/features/voting/hooks/use-swipe';
import { scoreSolidStyle } from '@/features/voting/score-colours';
import { useFirstScreenSettled } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';
import { isAnimatedMeme, memeImageUrl, type MemeFile } from '@/lib/data/meme-media';

/**
 * The thumbnail a vote card shows: the one that fits inside 900x900, so the whole meme shows, never cropped. An
 * animated meme shows its original instead (ANIMATED_FILE_NAME).
 */
export const VOTE_CARD_THUMB = THUMBS.whole;

/**
 * The image a vote card shows: the thumbnail that fits inside 900x900, so the whole meme shows, never cropped; for
 * a GIF the original, since PocketBase's thumbnails of a GIF are its first frame only.
 */
export function voteCardImageUrl(meme: MemeFile): string | undefined {
  return memeImageUrl(meme, isAnimatedMeme(meme) ? undefined : VOTE_CARD_THUMB);
}

/**
 * The meme being scored, whole, in the room the screen leaves between the progress and the scores: a swipe moves
 * to the next or previous one, a tap opens the original. The player's score for it sits in a corner. The next
 * meme's image loads ahead (once the page's first screen is settled), so moving on after a score shows it at once.
 */
export function VoteCardImage({
  meme,
  alt,
  score,
  upcoming,
  onNext,
  onPrevious,
}: {
  meme: MemeFile;
  alt: string;
  /** The player's score for this meme, if any. */
  score: number | undefined;
  /** The meme most likely shown next. */
  upcoming: MemeFile | undefined;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const t = useT();
  // The meme opened full size: the one tapped, even if the board moves on behind the dialog.
  const [previewed, setPreviewed] = useState<{ meme: MemeFile; alt: string } | null>(null);
  const swipe = useSwipe({ onSwipeLeft: onNext, onSwipeRight: onPrevious });
  const url = voteCardImageUrl(meme);
  // Ahead once the first screen is settled: before, the next meme would share a phone's network with this one.
  const aheadWanted = useFirstScreenSettled(true);
  const upcomingUrl = upcoming && upcoming.id !== meme.id ? voteCardImageUrl(upcoming) : undefined;
  if (upcomingUrl && aheadWanted) preload(upcomingUrl, { as: 'image' });

  return (
    <>
      <div {...swipe.handlers} className="relative min-h-44 flex-1 touch-pan-y">
        <button
          type="button"
          aria-label={t('voting.openFullSize')}
          onClick={() => {
            if (!swipe.swiped()) setPreviewed({ meme, alt });
          }}
          className="absolute inset-0 overflow-hidden rounded-2xl bg-surface ring-1 ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft"
        >
          {/* The meme again, blurred, behind it: the room the meme leaves takes its colours instead of black bars.
              The same address, so no second download. The page's largest paint, hence its high priority (on a
              fresh load, index.html has usually preloaded it already: scripts/vite/first-paint.ts). */}
          {url ? (
            <img
              key={`backdrop:${meme.id}`}
              src={url}
              alt=""
              aria-hidden="true"
              draggable={false}
              fetchPriority="high"
              className="absolute inset-0 h-full w-full scale-125 object-cover opacity-35 blur-2xl"
            />
          ) : null}
          <MemeImageOrAlert
            key={meme.id}
            src={url}
            alt={alt}
            width={900}
            height={900}
            draggable={false}
            fetchPriority="high"
            className="relative h-full w-full object-contain drop-shadow-xl select-none motion-safe:animate-[vote-card-in_220ms_ease-out]"
            alertClassName="flex h-full w-full items-center justify-center p-6"
          />
        </button>
        {score !== undefined ? (
          <span
            key={`${meme.id}:${score}`}
            aria-hidden="true"
            style={scoreSolidStyle(score)}
            className="pointer-events-none absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full border-2 border-white/80 text-lg font-extrabold text-white shadow-lg motion-safe:animate-[score-pop_300ms_ease-out]"
          >
            {score}
          </span>
        ) : null}
      </div>
      <ImagePreviewDialog
        open={previewed !== null}
        onClose={() => setPreviewed(null)}
        src={previewed ? memeImageUrl(previewed.meme) : undefined}
        alt={previewed?.alt ?? alt}
      />
    </>
  );
}
