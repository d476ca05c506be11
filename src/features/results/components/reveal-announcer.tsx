import type { RankedMeme } from '@/features/results/api/results';
import { pointsText } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';

/**
 * What a screen reader hears while the podium is revealed: each place as it appears, in a polite live region, so
 * the winner's name is announced only with first place. Settled results announce nothing: they are on the page.
 */
export function RevealAnnouncer({
  podium,
  shown,
  active,
  uploaderOf,
}: {
  podium: Ranked<RankedMeme>[];
  shown: number;
  /** The reveal is playing or just ended on this page. */
  active: boolean;
  uploaderOf: (meme: RankedMeme) => string;
}) {
  const t = useT();
  // The last place revealed: third place's is podium[length - 1], the winner's podium[0].
  const latest = active && shown > 0 ? podium[podium.length - shown] : undefined;
  return (
    <p role="status" className="sr-only">
      {latest
        ? t('results.placeRevealed', {
            rank: latest.rank,
            player: uploaderOf(latest.item),
            points: pointsText(t, latest.score),
          })
        : null}
    </p>
  );
}
