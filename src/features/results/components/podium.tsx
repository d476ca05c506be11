import { useId, type CSSProperties } from 'react';
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
 * The reveal (src/index.css): third place rises first, then second, then the winner lights up. `--reveal` is a
 * place's turn; with reduced motion nothing moves and everything shows at once.
 */
const revealTurn = (place: number, count: number): CSSProperties =>
  ({ '--reveal': count - 1 - place }) as CSSProperties;

/** The top three memes: a real podium when there are at least three, else a simple list, the winner largest. */
export function Podium({ ranked, uploaderOf, onOpen }: PodiumProps) {
  const t = useT();
  const orderNoteId = useId();
  const top = ranked.slice(0, PODIUM_SIZE);
  if (top.length === 0) return <p className="text-sm text-muted">{t('results.noMemesScored')}</p>;

  if (ranked.length < PODIUM_SIZE) {
    return (
      <ol className="space-y-3">
        {top.map((entry, place) => (
          <li
            key={entry.item.id}
            style={revealTurn(place, top.length)}
            className={`${place === 0 ? 'podium-winner-meme border-amber-300/60' : 'podium-meme border-border'} flex items-center gap-4 rounded-xl border bg-surface p-3`}
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
        ))}
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
            <li
              key={entry.item.id}
              style={revealTurn(place, top.length)}
              className="flex min-w-0 flex-col items-stretch text-center"
            >
              {/* Read first (the rank), shown last (on the step). */}
              <p
                className={`podium-step order-last mt-2 flex justify-center rounded-t-xl bg-gradient-to-b pt-1 text-2xl font-black tabular-nums sm:text-4xl ${STEP_CLASSES[place]}`}
              >
                <span className="sr-only">{t('results.rank')} </span>
                {entry.rank}
              </p>
              <div className={isWinner ? 'podium-winner-meme' : 'podium-meme px-1 sm:px-2'}>
                <PodiumThumb
                  entry={entry}
                  isWinner={isWinner}
                  uploaderOf={uploaderOf}
                  onOpen={onOpen}
                  className={`aspect-square w-full ${isWinner ? 'shadow-[0_0_40px_-8px_rgba(251,191,36,0.75)] ring-2 ring-amber-300' : ''}`}
                />
              </div>
              <div className={isWinner ? 'podium-winner-text' : 'podium-meme'}>
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
