import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ChevronIcon } from '@/components/ui/icons';
import { InlineError } from '@/components/ui/status-panel';
import { seasonPath } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import type { UserRecord } from '@/lib/data/records';
import { formatDate } from '@/lib/display/format';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { useCreateSeason, useOrganizerSeasons } from '../api/seasons';
import { SeasonForm } from './season-form';

/**
 * The organizer's seasons on the dashboard (docs/product/organizer.md#seasons): each one a link to its screen, and a
 * form to start one. A season is optional: contests work as before without one.
 */
export function SeasonsCard({ user }: { user: UserRecord }) {
  const t = useT();
  const seasonsQuery = useOrganizerSeasons(user.id);
  const create = useCreateSeason();
  const seasons = seasonsQuery.data;

  return (
    <Card title={t('dashboard.seasonsTitle')} description={t('dashboard.seasonsIntro')}>
      {seasonsQuery.isError ? (
        <InlineError
          className="mt-4"
          message={t('dashboard.seasonsLoadFailed')}
          onRetry={() => void seasonsQuery.refetch()}
        />
      ) : seasons && seasons.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-2 md:grid-cols-2">
          {seasons.map((season) => {
            const ends = formatDate(season.ends);
            return (
              <li key={season.id}>
                <Link
                  to={seasonPath(season.id)}
                  className="group flex items-center gap-3 rounded-xl border border-border bg-surface-raised/60 px-4 py-3 transition-colors hover:border-brand/60 focus-visible:outline-2 focus-visible:outline-brand-soft"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold [overflow-wrap:anywhere]">{season.name}</span>
                    <span className="block text-xs text-muted">
                      {[
                        ends ? t('dashboard.seasonEndsOn', { date: ends }) : null,
                        season.shared ? t('dashboard.seasonIsPublic') : t('dashboard.seasonIsPrivate'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <ChevronIcon className="shrink-0 text-muted transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : seasons ? (
        <p className="mt-4 text-sm text-muted">{t('dashboard.noSeasons')}</p>
      ) : null}
      <div className="mt-5 border-t border-border pt-4">
        <h3 className="mb-2 font-semibold">{t('dashboard.newSeason')}</h3>
        <SeasonForm
          submitLabel={t('dashboard.createSeason')}
          busy={create.isPending}
          resetOnSave
          onSave={(fields) =>
            create.mutateAsync({ userId: user.id, fields }).then(
              () => {
                notifySuccess(t('dashboard.seasonCreated'));
                return true;
              },
              (error: unknown) => {
                reportError(error, t('dashboard.seasonCreateFailed'));
                return false;
              },
            )
          }
        />
      </div>
    </Card>
  );
}
