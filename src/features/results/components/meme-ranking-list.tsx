import { THUMBS } from '@/config/app-settings';
import type { RankedMeme } from '@/features/results/api/results';
import { openMemeLabel, pointsText, uploadedBy } from '@/features/results/messages';
import type { Ranked } from '@/features/results/ranking';
import { MemeThumbButton } from '@/features/results/components/meme-thumb-button';
import { RankBadge } from '@/features/results/components/rank-badge';
import { useT } from '@/i18n/use-t';
import { useFirstScreenFirst } from '@/lib/use-first-screen-first';

/** More meme rows than any screen shows before scrolling. */
const FIRST_SCREEN_MEMES = 10;

interface MemeRankingListProps {
  ranked: Ranked<RankedMeme>[];
  uploaderOf: (meme: RankedMeme) => string;
  onOpen: (meme: RankedMeme) => void;
}

/** Every meme with its rank, thumbnail, uploader and points. */
export function MemeRankingList({ ranked, uploaderOf, onOpen }: MemeRankingListProps) {
  useT();
  // A room of 900 memes draws its first rows at once and the rest right after, without holding up the screen.
  const shownCount = useFirstScreenFirst(ranked.length, FIRST_SCREEN_MEMES);
  return (
    <ol className="space-y-2">
      {ranked.slice(0, shownCount).map((entry) => (
        <li
          key={entry.item.id}
          className="render-when-visible flex items-center gap-3 rounded-lg border border-border bg-surface p-2 [--row-estimate:5.125rem]"
        >
          <RankBadge rank={entry.rank} />
          <MemeThumbButton
            meme={entry.item}
            thumb={THUMBS.small}
            size={150}
            label={openMemeLabel(entry.rank, uploaderOf(entry.item))}
            onOpen={() => onOpen(entry.item)}
            className="h-16 w-16"
          />
          <div className="min-w-0 flex-1">
            <p className="text-sm break-words text-slate-200">{uploadedBy(uploaderOf(entry.item))}</p>
            <p className="font-bold tabular-nums text-slate-50">{pointsText(entry.score)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
