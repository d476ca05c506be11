import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronIcon } from '@/components/ui/icons';
import type { Ranked } from '@/features/results/ranking';
import { useFirstScreenFirst } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';

interface RankedRowsProps<T> {
  ranked: Ranked<T>[];
  /** More rows than any screen shows before scrolling: drawn at once, the others right after. */
  firstScreen: number;
  /**
   * The organizer's panel: only the first screen's rows, the others behind a "Show all" button (`showAllLabel`),
   * which reads "Show fewer" once they are shown.
   * A room of 300 has 900 memes ranked, which the organizer, who sees who won on the podium, rarely reads through.
   */
  fold?: boolean;
  showAllLabel: string;
  row: (entry: Ranked<T>) => ReactNode;
}

/**
 * A ranking's rows. Unfolded (what players and the public page see), every row, the first screen's at once and
 * the rest in a transition once it is painted. Folded, the first screen's rows, then the button that shows the rest
 * under it: the button stays where it was when they open or close, so focus and the page do not jump, and the next
 * tab stop after it is the first row it revealed.
 */
export function RankedRows<T>({ ranked, firstScreen, fold = false, showAllLabel, row }: RankedRowsProps<T>) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const folding = fold && ranked.length > firstScreen;
  const shownCount = useFirstScreenFirst(folding && !expanded ? firstScreen : ranked.length, firstScreen);
  if (!folding) return <ol className="space-y-2">{ranked.slice(0, shownCount).map(row)}</ol>;
  return (
    <>
      <ol className="space-y-2">{ranked.slice(0, firstScreen).map(row)}</ol>
      <Button
        variant="secondary"
        className="w-full"
        aria-expanded={expanded}
        aria-controls={expanded ? restId : undefined}
        onClick={() => setExpanded((open) => !open)}
      >
        <ChevronIcon className={`shrink-0 transition-transform ${expanded ? '-rotate-90' : 'rotate-90'}`} />
        {expanded ? t('results.showFewer') : showAllLabel}
      </Button>
      {expanded ? (
        <ol id={restId} start={firstScreen + 1} className="space-y-2">
          {ranked.slice(firstScreen, shownCount).map(row)}
        </ol>
      ) : null}
    </>
  );
}
