import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { THUMBS } from '@/config/app-settings';
import { memeImageUrl, type MemeFile } from '@/lib/meme-media';
import { stripItemLabel, votingMessages } from '@/features/voting/messages';

interface MemeStripProps {
  memes: MemeFile[];
  currentId: string;
  scores: ReadonlyMap<string, number>;
  onSelect: (memeId: string) => void;
}

/** A thumbnail's width (w-16) plus the gap (gap-2) between two, in CSS pixels. */
const ITEM_WIDTH = 64;
const ITEM_GAP = 8;
/** Thumbnails kept in the page on each side of the visible ones, so a quick swipe does not show blanks. */
const OVERSCAN = 6;
/** The longest move, in thumbnails, that the strip follows with a smooth scroll. */
const SMOOTH_SCROLL_MAX_STEP = 10;

/**
 * Every meme to score as a row of small thumbnails, a check mark on the scored ones. Only the thumbnails in
 * view (and a few either side) are in the page: in a room of 300 a player has about 900 memes to score, and
 * rendering a button and an image for each took 0.5 s of a phone's main thread when the page opened and again
 * on every vote (Lighthouse, npm run bench:lighthouse). Each item still says its place in the whole list.
 */
export function MemeStrip({ memes, currentId, scores, onSelect }: MemeStripProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const currentIndex = memes.findIndex((meme) => meme.id === currentId);
  // The React Compiler leaves this component unmemoized (the virtualizer's functions cannot be memoized); it
  // re-renders with the vote board, and nothing of the virtualizer's goes to memoized code.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: memes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ITEM_WIDTH,
    gap: ITEM_GAP,
    overscan: OVERSCAN,
    paddingStart: 4,
    paddingEnd: 4,
    getItemKey: (index) => memes[index]?.id ?? index,
    // A phone's width until the strip is measured, so the first paint already shows thumbnails.
    initialRect: { width: 400, height: ITEM_WIDTH },
  });

  // Where the strip was last centred: a step to a neighbour scrolls smoothly, but the first positioning and any
  // long jump are instant, or the strip would scroll past hundreds of thumbnails and load every one of them.
  const centredIndex = useRef<number | null>(null);
  useEffect(() => {
    if (currentIndex < 0) return;
    const previous = centredIndex.current;
    centredIndex.current = currentIndex;
    const nearby = previous !== null && Math.abs(currentIndex - previous) <= SMOOTH_SCROLL_MAX_STEP;
    // Only the strip scrolls, sideways; scrolling the page would take the vote card out of a phone's screen.
    virtualizer.scrollToIndex(currentIndex, { align: 'center', behavior: nearby ? 'smooth' : 'auto' });
  }, [currentIndex, virtualizer]);

  return (
    <nav aria-label={votingMessages.stripLabel}>
      <div ref={scrollRef} className="overflow-x-auto py-2 [scrollbar-width:thin]">
        <ol className="relative h-16" style={{ width: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const meme = memes[item.index]!;
            const score = scores.get(meme.id);
            const current = meme.id === currentId;
            return (
              <li
                key={item.key}
                aria-setsize={memes.length}
                aria-posinset={item.index + 1}
                className="absolute top-0 left-0 h-16 w-16"
                style={{ transform: `translateX(${item.start}px)` }}
              >
                <button
                  type="button"
                  aria-label={stripItemLabel(item.index + 1, score)}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(meme.id)}
                  className={[
                    'relative block h-16 w-16 overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft',
                    current ? 'ring-2 ring-brand' : 'opacity-80 hover:opacity-100',
                  ].join(' ')}
                >
                  <ImageWithFallback
                    src={memeImageUrl(meme, THUMBS.small)}
                    alt=""
                    width={150}
                    height={150}
                    loading="lazy"
                    className="h-full w-full object-cover"
                    fallback={<span aria-hidden="true" className="block h-full w-full bg-surface-raised" />}
                  />
                  {score !== undefined ? (
                    <span
                      aria-hidden="true"
                      className="absolute right-0.5 bottom-0.5 flex h-5 w-5 items-center justify-center rounded-full bg-emerald-500 text-xs font-bold text-white"
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
