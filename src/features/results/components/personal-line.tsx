import type { RankedPlayer } from '@/features/results/api/results';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';

/**
 * The player's own result, in one line under the podium: their place in the player rankings among the players who
 * had memes ("You finished 3rd of 7"). A player who uploaded nothing is told so, with no place: they were not in
 * the running.
 */
export function PersonalLine({ ranked, playerId }: { ranked: Ranked<RankedPlayer>[]; playerId: string }) {
  const t = useT();
  const own = ranked.find((entry) => entry.item.id === playerId);
  if (!own) return null;
  // Players without memes have no points; every meme has a vote at results, so every uploader has some.
  const inTheRunning = ranked.filter((entry) => entry.item.average_score > 0).length;
  const placed = own.item.average_score > 0;
  return (
    <p className="text-lg font-bold text-slate-50 sm:text-xl">
      {placed ? t('results.yourPlace', { place: own.rank, count: inTheRunning }) : t('results.yourPlaceNoMeme')}
    </p>
  );
}
