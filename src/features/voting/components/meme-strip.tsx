import { useEffect, useRef } from 'react';
import { MemeThumbnail } from '@/components/ui/image-with-fallback';
import { useStripWindow } from '@/features/voting/hooks/use-strip-window';
import { useFirstScreenSettled } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';
import type { MemeFile } from '@/lib/data/meme-media';

interface MemeStripProps {
  memes: MemeFile[];
  /** The meme on screen, if any (none in the done state). */
  currentId: string | undefined;
  scores: ReadonlyMap<string, number>;
  onSelect: (memeId: string) => void;
}

/** A thumbnail's width (w-11: a full touch target) plus the gap between two, in CSS pixels. */
const ITEM_WIDTH = 44;
const ITEM_GAP = 8;
const STRIDE = ITEM_WIDTH + ITEM_GAP;
/** Room at each end of the strip for the current thumbnail's ring. */
const EDGE = 4;
/**
 * Thumbnails kept in the page on each side of the visible ones, so a quick swipe does not show blanks. Each one in
 * the page is an image the phone downloads, decodes and paints as the first screen settles: 6 either side made the
 * room of 300's vote page draw about 20, and Lighthouse counted their work as blocking time.
 */
const OVERSCAN = 3;
/** The longest move, in thumbnails, that the strip follows with a smooth scroll. */
const SMOOTH_SCROLL_MAX_STEP = 10;

const thumbnailPlaceholder = <span aria-hidden="true" className="block h-full w-full bg-surface-raised" />;

/**
 * Every meme to score as a row of small thumbnails, a check mark on the scored ones. Only the thumbnails in
 * view (and a few either side) are in the page (use-strip-window.ts): in a room of 300 a player has about 900 memes to score, and
 * rendering a button and an image for each took 0.5 s of a phone's main thread when the page opened and again
 * on every vote (Lighthouse, npm run bench:lighthouse). Each item still says its place in the whole list.
 * The thumbnails load once the page's first screen is settled: on a phone's network the meme being scored comes first.
 */
export function MemeStrip({ memes, currentId, scores, onSelect }: MemeStripProps) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const currentIndex = memes.findIndex((meme) => meme.id === currentId);
  const { start, end, centre } = useStripWindow(scrollRef, {
    count: memes.length,
    stride: STRIDE,
    overscan: OVERSCAN,
    initialIndex: currentIndex,
  });
  const thumbnailsWanted = useFirstScreenSettled(true);

  // Where the strip was last centred: a step to a neighbour scrolls smoothly, but the first positioning and any
  // long jump are instant, or the strip would scroll past hundreds of thumbnails and load every one of them.
  const centredIndex = useRef<number | null>(null);
  useEffect(() => {
    if (currentIndex < 0) return;
    const previous = centredIndex.current;
    centredIndex.current = currentIndex;
    const nearby = previous !== null && Math.abs(currentIndex - previous) <= SMOOTH_SCROLL_MAX_STEP;
    // Only the strip scrolls, sideways; scrolling the page would take the vote card out of a phone's screen.
    centre(currentIndex, nearby ? 'smooth' : 'auto');
  }, [currentIndex, centre]);

  return (
    <nav aria-label={t('voting.stripLabel')} className="min-w-0 flex-1">
      <div ref={scrollRef} className="overflow-x-auto [scrollbar-width:none]">
        {/* Centred while the strip is shorter than the room it has (a small contest on a wide screen). */}
        <ol className="relative mx-auto h-11" style={{ width: 2 * EDGE + memes.length * STRIDE - ITEM_GAP }}>
          {memes.slice(start, end + 1).map((meme, offset) => {
            const index = start + offset;
            const score = scores.get(meme.id);
            const current = meme.id === currentId;
            return (
              <li
                key={meme.id}
                aria-setsize={memes.length}
                aria-posinset={index + 1}
                className="absolute top-0 left-0 h-11 w-11"
                style={{ transform: `translateX(${EDGE + index * STRIDE}px)` }}
              >
                <button
                  type="button"
                  aria-label={
                    score === undefined
                      ? t('voting.stripItemUnscored', { position: index + 1 })
                      : t('voting.stripItemScored', { position: index + 1, score })
                  }
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(meme.id)}
                  className={[
                    'relative block h-11 w-11 overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft',
                    // The ring is drawn over the thumbnail (after:), inside the strip, which clips what sticks out.
                    current
                      ? "after:absolute after:inset-0 after:rounded-lg after:ring-2 after:ring-brand-soft after:ring-inset after:content-['']"
                      : 'opacity-80 hover:opacity-100',
                  ].join(' ')}
                >
                  {thumbnailsWanted ? (
                    <MemeThumbnail meme={meme} size="small" className="h-full w-full" fallback={thumbnailPlaceholder} />
                  ) : (
                    thumbnailPlaceholder
                  )}
                  {score !== undefined ? (
                    <span
                      aria-hidden="true"
                      className="absolute right-0 bottom-0 flex h-4 w-4 items-center justify-center rounded-tl-md bg-emerald-600 text-[0.65rem] font-bold text-white"
                    >
                      ✓
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
