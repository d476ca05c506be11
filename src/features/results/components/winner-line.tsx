import type { RankedMeme } from '@/features/results/api/results';
import { PlayerName } from '@/features/results/components/player-name';
import { nameList, pointsText } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';

/**
 * The line that says who won, above the podium: the top meme's uploader (every one of them when the top score is
 * shared), and that it is the top meme, with its points. Names wrap, however long: it is the one thing everyone
 * looks for. While the podium is being revealed it only builds up suspense, without any name.
 */
export function WinnerLine({
  ranked,
  uploaderOf,
  pending = false,
  animate = false,
}: {
  ranked: Ranked<RankedMeme>[];
  uploaderOf: (meme: RankedMeme) => string;
  /** The reveal is playing: the winner is not known yet. */
  pending?: boolean;
  /** The line settles in as the reveal ends. */
  animate?: boolean;
}) {
  const t = useT();
  const winners = ranked.filter((entry) => entry.rank === 1);
  const first = winners[0];
  if (!first) return null;
  if (pending) {
    return (
      <div className={`${LINE_CLASSES} border-dashed`}>
        <TrophyIcon />
        <p className="min-w-0 flex-1 text-2xl leading-tight font-extrabold text-slate-50 sm:text-3xl">
          {t('results.revealSuspense')}
        </p>
      </div>
    );
  }
  // Two memes of one player sharing first place name them once.
  const names = [...new Set(winners.map((entry) => uploaderOf(entry.item)))];
  return (
    <div className={`${LINE_CLASSES} ${animate ? 'reveal-line' : ''}`}>
      <TrophyIcon />
      <p className="min-w-0 flex-1">
        <span className="block text-xs font-bold tracking-widest text-amber-200 uppercase">
          {names.length > 1 ? t('results.winners') : t('results.winner')}
        </span>
        <strong className="winner-name block text-2xl leading-tight font-extrabold [overflow-wrap:anywhere] text-slate-50 sm:text-3xl">
          <PlayerName name={nameList(names)} />
        </strong>{' '}
        <span className="block text-base text-amber-100 sm:text-lg">
          {t(names.length > 1 ? 'results.winnersTopMeme' : 'results.winnerTopMeme', {
            points: pointsText(t, first.score),
          })}
        </span>
      </p>
    </div>
  );
}

const LINE_CLASSES =
  'flex items-center gap-3 rounded-2xl border border-amber-300/40 bg-gradient-to-br from-amber-400/20 via-amber-400/5 to-transparent p-4 sm:gap-5 sm:p-6';

function TrophyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="winner-trophy h-11 w-11 shrink-0 text-amber-300 sm:h-14 sm:w-14"
      fill="currentColor"
    >
      <path d="M7 3h10v2h3a1 1 0 0 1 1 1v2a5 5 0 0 1-4.2 4.94A5 5 0 0 1 13 15.9V18h3a1 1 0 0 1 1 1v2H7v-2a1 1 0 0 1 1-1h3v-2.1a5 5 0 0 1-3.8-2.96A5 5 0 0 1 3 8V6a1 1 0 0 1 1-1h3V3Zm0 4H5v1a3 3 0 0 0 2 2.83V7Zm10 0v3.83A3 3 0 0 0 19 8V7h-2Z" />
    </svg>
  );
}
