import { memo } from 'react';
import type { RankedPlayer } from '@/features/results/api/results';
import { PlayerName } from '@/features/results/components/player-name';
import { RankBadge } from '@/features/results/components/rank-badge';
import { RankedRows } from '@/features/results/components/ranked-rows';
import { FIRST_SCREEN_PLAYERS } from '@/features/results/first-screen-rows';
import { pointsText } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';

/** Every player with their rank and points; the viewer's own row stands out. */
export function PlayerRankingList({
  ranked,
  currentPlayerId,
  fold,
}: {
  ranked: Ranked<RankedPlayer>[];
  /** The player looking, marked as 'you'; none on the public results page. */
  currentPlayerId?: string;
  /** The organizer's panel: the first screen's rows, the rest behind "Show all". */
  fold?: boolean;
}) {
  const t = useT();
  if (ranked.length === 0) return <p className="text-sm text-muted">{t('results.noPlayers')}</p>;
  return (
    <RankedRows
      ranked={ranked}
      // A room of 300 draws its first rows at once and the rest right after, without holding up the screen.
      firstScreen={FIRST_SCREEN_PLAYERS}
      fold={fold}
      showAllLabel={t('results.showAllPlayers', { count: ranked.length })}
      row={(entry) => <PlayerRankingRow key={entry.item.id} entry={entry} isSelf={entry.item.id === currentPlayerId} />}
    />
  );
}

/** One player's row, memoized as the meme rows are. */
const PlayerRankingRow = memo(function PlayerRankingRow({
  entry,
  isSelf,
}: {
  entry: Ranked<RankedPlayer>;
  isSelf: boolean;
}) {
  const t = useT();
  return (
    <li
      aria-current={isSelf ? 'true' : undefined}
      className={`render-when-visible flex items-center gap-3 rounded-lg border p-3 [--row-estimate:3.25rem] ${
        isSelf ? 'border-brand bg-brand/10' : 'border-border bg-surface'
      }`}
    >
      <RankBadge rank={entry.rank} />
      <p className="min-w-0 flex-1 font-medium break-words text-slate-100">
        <PlayerName name={entry.item.username} />
        {isSelf ? <span className="ml-1 text-sm text-muted">({t('results.you')})</span> : null}
      </p>
      <p className="shrink-0 font-bold tabular-nums text-slate-50">{pointsText(t, entry.score)}</p>
    </li>
  );
});
