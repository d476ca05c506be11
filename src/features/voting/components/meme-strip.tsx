import { useEffect, useRef } from 'react';
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

/** Every meme to score as a row of small thumbnails, a check mark on the scored ones. */
export function MemeStrip({ memes, currentId, scores, onSelect }: MemeStripProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = currentRef.current;
    if (!list || !current) return;
    // Only the strip scrolls, sideways, to centre the current meme. scrollIntoView would scroll the page too, down to
    // the strip, taking the vote card out of a phone's screen when the page opens.
    list.scrollTo?.({ left: current.offsetLeft - (list.clientWidth - current.clientWidth) / 2, behavior: 'smooth' });
  }, [currentId]);

  return (
    <nav aria-label={votingMessages.stripLabel}>
      <ol ref={listRef} className="relative flex gap-2 overflow-x-auto px-1 py-2 [scrollbar-width:thin]">
        {memes.map((meme, index) => {
          const score = scores.get(meme.id);
          const current = meme.id === currentId;
          return (
            <li key={meme.id} className="shrink-0">
              <button
                ref={current ? currentRef : undefined}
                type="button"
                aria-label={stripItemLabel(index + 1, score)}
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
    </nav>
  );
}
