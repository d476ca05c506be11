import { useT } from '@/i18n/use-t';

const medalClasses: Record<number, string> = {
  1: 'bg-amber-400 text-amber-950',
  2: 'bg-slate-300 text-slate-900',
  3: 'bg-orange-400 text-orange-950',
};

/** A rank number in a circle, gold, silver and bronze for the first three. */
export function RankBadge({ rank, className = '' }: { rank: number; className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full px-2 text-sm font-bold tabular-nums ${
        medalClasses[rank] ?? 'bg-surface-raised text-slate-200'
      } ${className}`}
    >
      <span className="sr-only">{t('results.rank')} </span>
      {rank}
    </span>
  );
}
