import type { Translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { formatDate } from '@/lib/display/format';
import type { SeasonAnswer } from '@contract/answers.js';

/** "Ends Dec 31, 2026", or "Ended …" once the date has passed; nothing without an end date. */
export function seasonEndText(t: Translate, ends: string, now = new Date()): string | undefined {
  const date = formatDate(ends);
  if (!date) return undefined;
  const passed = new Date(ends.replace(' ', 'T')).getTime() < now.getTime();
  return t(passed ? 'season.ended' : 'season.ends', { date });
}

/** The season's name and dates, and how many contests and players it counts. */
export function SeasonHeader({ answer }: { answer: SeasonAnswer }) {
  const t = useT();
  const end = seasonEndText(t, answer.season.ends);
  return (
    <header className="space-y-2">
      <p className="text-sm font-semibold tracking-wide text-brand-soft uppercase">{t('season.kicker')}</p>
      <h1 className="text-3xl font-bold break-words text-slate-50 sm:text-4xl">{answer.season.name}</h1>
      <p className="text-sm font-medium text-slate-300">
        {[
          end,
          t('season.contestsCount', { count: answer.podiums.length }),
          t('season.playersCount', { count: answer.standings.length }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </header>
  );
}
