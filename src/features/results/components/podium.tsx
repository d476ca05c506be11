import { useId, type ReactNode } from 'react';
import { THUMBS } from '@/config/app-settings';
import type { RankedMeme } from '@/features/results/api/results';
import { MemeThumbButton } from '@/features/results/components/meme-thumb-button';
import { PlayerName } from '@/features/results/components/player-name';
import { RankBadge } from '@/features/results/components/rank-badge';
import { pointsText } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';
import { PODIUM_SIZE } from '@contract/ranking.js';

/** The podium's thumbnail size: the one that fits, so a podium meme shows whole (index.html preloads the winner's). */
export const PODIUM_THUMB = THUMBS.whole;

interface PodiumProps {
  ranked: Ranked<RankedMeme>[];
  uploaderOf: (meme: RankedMeme) => string;
  onOpen: (meme: RankedMeme) => void;
  /** How many places are revealed, from the last one (src/features/results/reveal.ts); all by default. */
  shown?: number;
  /** Each place animates as it is revealed (the reveal is played on this page); settled results do not move. */
  animate?: boolean;
}

// Second, first, third from left to right, the winner's column the widest and its step the tallest.
const PODIUM_ORDER = [1, 0, 2] as const;
// By place: gold, silver, bronze.
const STEP_CLASSES = [
  'h-20 from-amber-300 to-amber-600 text-amber-950 sm:h-24',
  'h-14 from-slate-200 to-slate-400 text-slate-900 sm:h-16',
  'h-10 from-orange-300 to-orange-600 text-orange-950 sm:h-11',
] as const;

/**
 * A revealed place's classes: its entrance (src/index.css) when the reveal plays, the winner's the grandest;
 * nothing when the results are settled, so that a page opened later runs no animation at all.
 */
const entrance = (animate: boolean, isWinner: boolean) =>
  animate ? (isWinner ? 'reveal-winner' : 'reveal-place') : '';
/** The top three memes: a real podium when there are at least three, else a simple list, the winner largest. */
export function Podium({ ranked, uploaderOf, onOpen, shown = PODIUM_SIZE, animate = false }: PodiumProps) {
  const t = useT();
  const orderNoteId = useId();
  const top = ranked.slice(0, PODIUM_SIZE);
  if (top.length === 0) return <p className="text-sm text-muted">{t('results.noMemesScored')}</p>;
  // Third place is revealed first: place p (0 for the winner) once `shown` reaches its turn.
  const revealed = (place: number) => place >= top.length - shown;

  if (ranked.length < PODIUM_SIZE) {
    return (
      <ol className="space-y-3">
        {top.map((entry, place) =>
          revealed(place) ? (
            <li
              key={entry.item.id}
              className={`${place === 0 ? 'border-amber-300/60' : 'border-border'} ${entrance(animate, place === 0)} flex items-center gap-4 rounded-xl border bg-surface p-3`}
            >
              <RankBadge rank={entry.rank} />
              <PodiumThumb
                entry={entry}
                isWinner={place === 0}
                uploaderOf={uploaderOf}
                onOpen={onOpen}
                className={place === 0 ? 'h-36 w-36 sm:h-48 sm:w-48' : 'h-24 w-24'}
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold [overflow-wrap:anywhere] text-slate-100">
                  <PlayerName name={uploaderOf(entry.item)} />
                </p>
                <p className="text-lg font-bold text-slate-50">{pointsText(t, entry.score)}</p>
              </div>
            </li>
          ) : (
            <li key={entry.item.id} className="flex items-center gap-4 rounded-xl border border-border bg-surface p-3">
              <RankBadge rank={entry.rank} />
              <Mystery className={place === 0 ? 'h-36 w-36 sm:h-48 sm:w-48' : 'h-24 w-24'} />
            </li>
          ),
        )}
      </ol>
    );
  }

  return (
    <>
      {/* The list's description, read when entering it (hidden: the layout itself shows it to sighted people). */}
      <p id={orderNoteId} hidden>
        {t('results.podiumOrder')}
      </p>
      <ol
        className="mx-auto grid w-full max-w-xl grid-cols-[1fr_1.6fr_1fr] items-end gap-2 sm:gap-4"
        aria-describedby={orderNoteId}
      >
        {PODIUM_ORDER.map((place) => {
          const entry = top[place];
          if (!entry) return null;
          const isWinner = place === 0;
          return (
            <li key={entry.item.id} className="flex min-w-0 flex-col items-stretch text-center">
              {/* Read first (the rank), shown last (on the step). */}
              <p
                className={`order-last mt-2 flex justify-center rounded-t-xl bg-gradient-to-b pt-1 text-2xl font-black tabular-nums sm:text-4xl ${STEP_CLASSES[place]}`}
              >
                <span className="sr-only">{t('results.rank')} </span>
                {entry.rank}
              </p>
              {revealed(place) ? (
                <div className={`min-w-0 ${entrance(animate, isWinner)}`}>
                  <div className={isWinner ? '' : 'px-1 sm:px-2'}>
                    <PodiumThumb
                      entry={entry}
                      isWinner={isWinner}
                      uploaderOf={uploaderOf}
                      onOpen={onOpen}
                      className={`aspect-square w-full ${isWinner ? 'shadow-[0_0_40px_-8px_rgba(251,191,36,0.75)] ring-2 ring-amber-300' : ''}`}
                    />
                  </div>
                  <p
                    className={`mt-2 font-semibold [overflow-wrap:anywhere] text-slate-100 ${isWinner ? 'text-base sm:text-lg' : 'text-sm'}`}
                  >
                    <PlayerName name={uploaderOf(entry.item)} />
                  </p>
                  <p
                    className={`font-bold tabular-nums ${isWinner ? 'text-amber-200 sm:text-lg' : 'text-sm text-slate-300'}`}
                  >
                    {pointsText(t, entry.score)}
                  </p>
                </div>
              ) : (
                <div className={isWinner ? '' : 'px-1 sm:px-2'}>
                  <Mystery className="aspect-square w-full" />
                  {/* The height of a name and points, kept so that the podium does not jump when they come. */}
                  <div aria-hidden="true" className={isWinner ? 'h-[3.25rem] sm:h-[3.75rem]' : 'h-[2.75rem]'} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * A podium meme's thumbnail, the one that fits so the meme shows whole: above the fold on a phone, so it loads at
 * once, the winner's (the results page's largest paint) with high priority and the others' after it.
 */
function PodiumThumb({
  entry,
  isWinner,
  uploaderOf,
  onOpen,
  className,
}: Pick<PodiumProps, 'uploaderOf' | 'onOpen'> & { entry: Ranked<RankedMeme>; isWinner: boolean; className: string }) {
  const t = useT();
  return (
    <MemeThumbButton
      meme={entry.item}
      thumb={PODIUM_THUMB}
      size={900}
      label={t('results.openMeme', { rank: entry.rank, player: uploaderOf(entry.item) })}
      onOpen={() => onOpen(entry.item)}
      className={className}
      loading="eager"
      fetchPriority={isWinner ? 'high' : 'low'}
      backdrop
    />
  );
}

/** A place not revealed yet: a card with a question mark, and for screen readers, that it is still to come. */
function Mystery({ className }: { className: string }): ReactNode {
  const t = useT();
  return (
    <span
      className={`podium-mystery flex items-center justify-center rounded-lg border border-dashed border-slate-500 bg-surface-raised text-4xl font-black text-slate-400 sm:text-6xl ${className}`}
    >
      <span aria-hidden="true">?</span>
      <span className="sr-only">{t('results.notRevealed')}</span>
    </span>
  );
}
