import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { textInputClasses } from '@/components/ui/text-field';
import { seasonPath } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, SeasonRecord } from '@/lib/data/records';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { useHostSession } from '@/lib/session/host-session';
import { useOrganizerSeasons, useSetContestSeason } from '../api/seasons';

/** The season picker of the create form and of a contest's settings: "No season" or one of the organizer's. */
export function SeasonSelect({
  id,
  seasons,
  value,
  onChange,
  disabled = false,
  describedBy,
}: {
  id: string;
  seasons: SeasonRecord[];
  value: string;
  onChange: (seasonId: string) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const t = useT();
  return (
    <select
      id={id}
      className={`${textInputClasses} max-w-full sm:max-w-80`}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('dashboard.noSeason')}</option>
      {seasons.map((season) => (
        <option key={season.id} value={season.id}>
          {season.name}
        </option>
      ))}
    </select>
  );
}

/**
 * A contest's season, in its settings (docs/product/organizer.md#seasons): changed as soon as another is picked; the
 * server accepts only a season of the same organizer. Its points count in that season's leaderboard from then on.
 */
export function ContestSeasonCard({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const id = useId();
  const { user } = useHostSession();
  // The card sits in the folded settings: the seasons load when they are first opened, so the panel's first screen
  // costs no request more (tests/e2e/request-counts.spec.ts).
  const frameRef = useRef<HTMLDivElement>(null);
  const opened = useOpenedOnce(frameRef);
  const seasonsQuery = useOrganizerSeasons(opened ? user?.id : undefined);
  const setSeason = useSetContestSeason();
  const current = contest.season ?? '';
  const seasons = seasonsQuery.data ?? [];

  const change = (seasonId: string) =>
    setSeason.mutate(
      { contestId: contest.id, seasonId },
      {
        onSuccess: () => notifySuccess(t('dashboard.contestSeasonSaved')),
        onError: (error) => reportError(error, t('dashboard.contestSeasonFailed')),
      },
    );

  return (
    <div ref={frameRef}>
      <Card title={t('dashboard.contestSeason')} description={t('dashboard.contestSeasonHint')}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="sr-only">
            {t('dashboard.contestSeason')}
          </label>
          <SeasonSelect
            id={id}
            seasons={seasons}
            value={setSeason.isPending ? setSeason.variables.seasonId : current}
            onChange={change}
            disabled={setSeason.isPending || !seasonsQuery.data}
          />
          {setSeason.isPending ? <Spinner /> : null}
          {current && !setSeason.isPending ? (
            <Link to={seasonPath(current)} className="text-sm font-semibold text-brand-soft underline">
              {t('dashboard.openSeason')}
            </Link>
          ) : null}
        </div>
        {seasonsQuery.data && seasons.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('dashboard.noSeasonsYet')}</p>
        ) : null}
      </Card>
    </div>
  );
}

/** Whether the <details> around `ref` has been open at some point (true at once outside one). */
function useOpenedOnce(ref: RefObject<HTMLElement | null>): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const details = ref.current?.closest('details');
    if (!details || details.open) {
      setOpened(true);
      return;
    }
    const onToggle = () => {
      if (details.open) setOpened(true);
    };
    details.addEventListener('toggle', onToggle);
    return () => details.removeEventListener('toggle', onToggle);
  }, [ref]);
  return opened;
}
