import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { playerKeys } from '@/lib/data/query-keys';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { APP_PATHS } from '@contract/routes.js';

/**
 * The player's place in their contest's season, under their own result ("Season: you're 4th of 12"), from their
 * result card's answer (PlayerCardAnswer.season), with a link to the season's page when it is public. Asked for only
 * when the contest is in a season, so a contest in none costs no request more. A failure shows nothing: the line is
 * a bonus, and the results above it are what the page is for.
 */
export function SeasonLine({ playerId, contestId }: { playerId: string; contestId: string }) {
  const t = useT();
  const season = usePlayerSeason(playerId, contestId, true);
  if (!season) return null;
  return (
    <p className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl border border-brand/40 bg-gradient-to-r from-brand/20 to-transparent px-4 py-3 text-base text-slate-100">
      <span className="font-bold [overflow-wrap:anywhere]">
        {season.rank === null
          ? t('results.seasonNotRanked')
          : t('results.seasonLine', { place: season.rank, count: season.players })}
      </span>
      <span className="text-sm [overflow-wrap:anywhere] text-muted">
        {[season.name, t('results.seasonPoints', { count: season.points })].join(' · ')}
      </span>
      {season.shared ? (
        <Link
          to={APP_PATHS.publicSeason.replace(':seasonId', encodeURIComponent(season.id))}
          className="ml-auto text-sm font-semibold text-brand-soft underline"
        >
          {t('results.seasonLink')}
        </Link>
      ) : null}
    </p>
  );
}

/**
 * The player's season standing from their card. PlayerResults asks for it as the results arrive, so it is there
 * when the reveal ends; the line itself shows only then.
 */
export function usePlayerSeason(playerId: string, contestId: string, enabled: boolean) {
  return useQuery({
    queryKey: playerKeys.card(playerId, contestId),
    // The card's fetcher loads with the result cards' drawing, on demand (result-cards.tsx): the same here.
    queryFn: () => import('@/features/results/api/card').then(({ getPlayerCard }) => getPlayerCard(contestId)),
    retry: retryTransientFailure,
    staleTime: Infinity,
    enabled,
  }).data?.season;
}
