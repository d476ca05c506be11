import { useId } from 'react';
import { PODIUM_SIZE } from '@/config/app-settings';
import { PODIUM_THUMB } from '@/features/results/api/results-request';
import type { RankedMeme } from '@/features/results/api/results';
import { openMemeLabel, pointsText, resultsMessages, uploadedBy } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { MemeThumbButton } from '@/features/results/components/meme-thumb-button';
import { RankBadge } from '@/features/results/components/rank-badge';
import { useT } from '@/i18n/use-t';

interface PodiumProps {
  ranked: Ranked<RankedMeme>[];
  uploaderOf: (meme: RankedMeme) => string;
  onOpen: (meme: RankedMeme) => void;
}

// Second, first, third from left to right, the winner's step the tallest.
const PODIUM_ORDER = [1, 0, 2] as const;
const STEP_HEIGHTS = ['h-24', 'h-16', 'h-10'] as const;

/** The top three memes: a real podium when there are at least three, else a simple list. */
export function Podium({ ranked, uploaderOf, onOpen }: PodiumProps) {
  useT();
  const orderNoteId = useId();
  const top = ranked.slice(0, PODIUM_SIZE);
  if (top.length === 0) return <p className="text-sm text-muted">{resultsMessages.noMemesScored}</p>;

  if (ranked.length < PODIUM_SIZE) {
    return (
      <ol className="space-y-3">
        {top.map((entry) => (
          <li key={entry.item.id} className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3">
            <RankBadge rank={entry.rank} />
            <PodiumThumb
              entry={entry}
              isWinner={entry === top[0]}
              uploaderOf={uploaderOf}
              onOpen={onOpen}
              className="h-24 w-24"
            />
            <div className="min-w-0">
              <p className="truncate text-sm text-muted">{uploadedBy(uploaderOf(entry.item))}</p>
              <p className="text-lg font-bold text-slate-50">{pointsText(entry.score)}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      {/* The list's description, read when entering it (hidden: the layout itself shows it to sighted people). */}
      <p id={orderNoteId} hidden>
        {resultsMessages.podiumOrder}
      </p>
      <ol className="grid grid-cols-3 items-end gap-2" aria-describedby={orderNoteId}>
        {PODIUM_ORDER.map((place) => {
          const entry = top[place];
          if (!entry) return null;
          return (
            <li key={entry.item.id} className="flex min-w-0 flex-col items-center gap-1 text-center">
              <RankBadge rank={entry.rank} />
              <PodiumThumb
                entry={entry}
                isWinner={place === 0}
                uploaderOf={uploaderOf}
                onOpen={onOpen}
                className={place === 0 ? 'aspect-square w-full ring-2 ring-amber-400' : 'aspect-square w-[85%]'}
              />
              <p className="w-full truncate text-xs text-muted" title={uploaderOf(entry.item)}>
                {uploadedBy(uploaderOf(entry.item))}
              </p>
              <p className="text-sm font-bold text-slate-50">{pointsText(entry.score)}</p>
              <div
                aria-hidden="true"
                className={`w-full rounded-t-lg bg-gradient-to-b from-brand/60 to-brand/10 ${STEP_HEIGHTS[place]}`}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * A podium meme's thumbnail: above the fold on a phone, so it loads at once, and the winner's (the results
 * page's largest paint) with high priority.
 */
function PodiumThumb({
  entry,
  isWinner,
  uploaderOf,
  onOpen,
  className,
}: Pick<PodiumProps, 'uploaderOf' | 'onOpen'> & { entry: Ranked<RankedMeme>; isWinner: boolean; className: string }) {
  useT();
  return (
    <MemeThumbButton
      meme={entry.item}
      thumb={PODIUM_THUMB}
      size={900}
      label={openMemeLabel(entry.rank, uploaderOf(entry.item))}
      onOpen={() => onOpen(entry.item)}
      className={className}
      loading="eager"
      fetchPriority={isWinner ? 'high' : 'auto'}
    />
  );
}
