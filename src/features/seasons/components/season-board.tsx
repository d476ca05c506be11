import type { ComponentType } from 'react';
import { Section } from '@/components/ui/section';
import { useT } from '@/i18n/use-t';
import type { SeasonAnswer } from '@contract/answers.js';
import { SEASON_POINTS_SHOWN } from '../season-points';
import { SeasonPodiums } from './season-podiums';
import { SeasonStandings } from './season-standings';

export type SeasonBoardComponent = ComponentType<{ answer: SeasonAnswer; wide?: boolean }>;

/**
 * A season's leaderboard and hall of fame: what the public season page shows anyone, and the organizer's season
 * screen shows its owner, the same way.
 */
export function SeasonBoard({ answer, wide = false }: { answer: SeasonAnswer; wide?: boolean }) {
  const t = useT();
  // On a wide page (the public one, from 1024 px) the hall of fame stands in a column beside the leaderboard.
  return (
    <div
      className={
        wide
          ? 'space-y-8 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-10 lg:space-y-0'
          : 'space-y-8'
      }
    >
      <Section
        id="season-standings-title"
        title={t('season.standings')}
        className="space-y-2"
        headingClassName="text-xl font-bold text-slate-50"
      >
        <p className="text-sm text-muted">{t('season.pointsRule', SEASON_POINTS_SHOWN)}</p>
        <SeasonStandings standings={answer.standings} />
      </Section>
      <Section
        id="season-podiums-title"
        title={t('season.hallOfFame')}
        className="space-y-3"
        headingClassName="text-xl font-bold text-slate-50"
      >
        <SeasonPodiums podiums={answer.podiums} columns={wide ? 1 : 2} />
      </Section>
    </div>
  );
}
