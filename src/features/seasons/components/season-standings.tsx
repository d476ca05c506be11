import { useT } from '@/i18n/use-t';
import { formatScoreText } from '@/lib/display/format';
import type { SeasonStandingRow } from '@contract/answers.js';

const medalClasses: Record<number, string> = {
  1: 'bg-amber-400 text-amber-950',
  2: 'bg-slate-300 text-slate-900',
  3: 'bg-orange-400 text-orange-950',
};

/** A place in a circle, gold, silver and bronze for the first three. */
export function PlaceBadge({ rank }: { rank: number }) {
  const t = useT();
  return (
    <span
      className={`inline-flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full px-2 text-sm font-bold tabular-nums ${
        medalClasses[rank] ?? 'bg-surface-raised text-slate-200'
      }`}
    >
      <span className="sr-only">{t('season.place')} </span>
      {rank}
    </span>
  );
}

/**
 * The season's leaderboard (docs/product/rules-and-limits.md#seasons): place, name, points, contests and best
 * average. A table on every screen; on a phone the contests and best average fold under the name, so a long name
 * wraps instead of pushing the page sideways.
 */
export function SeasonStandings({ standings }: { standings: SeasonStandingRow[] }) {
  const t = useT();
  if (standings.length === 0) return <p className="text-sm text-muted">{t('season.noStandings')}</p>;
  return (
    <table className="w-full table-fixed border-separate border-spacing-y-1.5 text-left">
      <thead className="text-xs tracking-wide text-muted uppercase">
        <tr>
          {/* The place badges speak for themselves; the column's name is for screen readers. */}
          <th scope="col" className="w-12 px-2 py-1 font-semibold">
            <span className="sr-only">{t('season.place')}</span>
          </th>
          <th scope="col" className="px-2 py-1 font-semibold">
            {t('season.player')}
          </th>
          <th scope="col" className="w-20 px-2 py-1 text-right font-semibold">
            {t('season.points')}
          </th>
          <th scope="col" className="hidden w-24 px-2 py-1 text-right font-semibold sm:table-cell">
            {t('season.contests')}
          </th>
          <th scope="col" className="hidden w-32 px-2 py-1 text-right font-semibold sm:table-cell">
            {t('season.bestAverage')}
          </th>
        </tr>
      </thead>
      <tbody>
        {standings.map((row) => (
          <tr
            key={`${row.rank}-${row.username}`}
            className={row.rank === 1 ? 'bg-amber-300/10' : 'bg-surface-raised/60'}
          >
            <td className="rounded-l-xl px-2 py-2">
              <PlaceBadge rank={row.rank} />
            </td>
            <td className="px-2 py-2">
              <span className="block font-semibold [overflow-wrap:anywhere] text-slate-100">{row.username}</span>
              <span className="block text-xs text-muted sm:hidden">
                {t('season.contestsCount', { count: row.contests })} ·{' '}
                {t('season.bestValue', { score: formatScoreText(row.best_average) })}
              </span>
            </td>
            <td className="px-2 py-2 text-right text-lg font-bold tabular-nums text-slate-50 max-sm:rounded-r-xl">
              {t('season.pointsValue', { count: row.points })}
            </td>
            <td className="hidden px-2 py-2 text-right tabular-nums text-slate-200 sm:table-cell">{row.contests}</td>
            <td className="hidden rounded-r-xl px-2 py-2 text-right tabular-nums text-slate-200 sm:table-cell">
              {formatScoreText(row.best_average)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
