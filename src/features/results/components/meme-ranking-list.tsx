import { memo } from 'react';
import { THUMBS } from '@/config/app-settings';
import type { RankedMeme } from '@/features/results/api/results';
import { MemeThumbButton } from '@/features/results/components/meme-thumb-button';
import { RankBadge } from '@/features/results/components/rank-badge';
import { RankedRows } from '@/features/results/components/ranked-rows';
import { FIRST_SCREEN_MEMES } from '@/features/results/first-screen-rows';
import { pointsText } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';

interface MemeRankingListProps {
  ranked: Ranked<RankedMeme>[];
  uploaderOf: (meme: RankedMeme) => string;
  onOpen: (meme: RankedMeme) => void;
  /** The organizer's panel: the first screen's rows, the rest behind "Show all". */
  fold?: boolean;
}

/** Every meme with its rank, thumbnail, uploader and points. */
export function MemeRankingList({ ranked, uploaderOf, onOpen, fold }: MemeRankingListProps) {
  const t = useT();
  return (
    <RankedRows
      ranked={ranked}
      // A room of 900 memes draws its first rows at once and the rest right after, without holding up the screen.
      firstScreen={FIRST_SCREEN_MEMES}
      fold={fold}
      showAllLabel={t('results.showAllMemes', { count: ranked.length })}
      row={(entry) => (
        <MemeRankingRow key={entry.item.id} entry={entry} uploader={uploaderOf(entry.item)} onOpen={onOpen} />
      )}
    />
  );
}

/**
 * One meme's row. Memoized: opening a meme full size renders the board again, and its 900 rows need not follow.
 */
const MemeRankingRow = memo(function MemeRankingRow({
  entry,
  uploader,
  onOpen,
}: {
  entry: Ranked<RankedMeme>;
  uploader: string;
  onOpen: (meme: RankedMeme) => void;
}) {
  const t = useT();
  return (
    <li className="render-when-visible flex items-center gap-3 rounded-lg border border-border bg-surface p-2 [--row-estimate:5.125rem]">
      <RankBadge rank={entry.rank} />
      <MemeThumbButton
        meme={entry.item}
        thumb={THUMBS.small}
        size={150}
        label={t('results.openMeme', { rank: entry.rank, player: uploader })}
        onOpen={() => onOpen(entry.item)}
        className="h-16 w-16"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-slate-200">{t('results.uploadedBy', { player: uploader })}</p>
        <p className="font-bold tabular-nums text-slate-50">{pointsText(t, entry.score)}</p>
      </div>
    </li>
  );
});
