import type { RankedPlayer } from '@/features/results/api/results';
import { pointsText, resultsMessages } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { RankBadge } from '@/features/results/components/rank-badge';
import { PlayerName } from '@/features/results/components/player-name';
import { useT } from '@/i18n/use-t';
import { useFirstScreenFirst } from '@/lib/use-first-screen-first';

/** More player rows than any screen shows before scrolling. */
const FIRST_SCREEN_PLAYERS = 12;

/** Every player with their rank and points; the viewer's own row stands out. */
export function PlayerRankingList({
  ranked,
  currentPlayerId,
}: {
  ranked: Ranked<RankedPlayer>[];
  /** The player looking, marked as 'you'; none on the public results page. */
  currentPlayerId?: string;
}) {
  useT();
  // A room of 300 draws its first rows at once and the rest right after, without holding up the screen.
  const shownCount = useFirstScreenFirst(ranked.length, FIRST_SCREEN_PLAYERS);
  if (ranked.length === 0) return <p className="text-sm text-muted">{resultsMessages.noPlayers}</p>;
  return (
    <ol className="space-y-2">
      {ranked.slice(0, shownCount).map((entry) => {
        const isSelf = entry.item.id === currentPlayerId;
        return (
          <li
            key={entry.item.id}
            aria-current={isSelf ? 'true' : undefined}
            className={`render-when-visible flex items-center gap-3 rounded-lg border p-3 [--row-estimate:3.25rem] ${
              isSelf ? 'border-brand bg-brand/10' : 'border-border bg-surface'
            }`}
          >
            <RankBadge rank={entry.rank} />
            <p className="min-w-0 flex-1 font-medium break-words text-slate-100">
              <PlayerName name={entry.item.username} />
              {isSelf ? <span className="ml-1 text-sm text-muted">({resultsMessages.you})</span> : null}
            </p>
            <p className="shrink-0 font-bold tabular-nums text-slate-50">{pointsText(entry.score)}</p>
          </li>
        );
      })}
    </ol>
  );
}
