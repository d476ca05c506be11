import { Trans } from '@/i18n/use-t';
import { formatDashboardScore } from '@/lib/display/format';

/** A score on the results panel, its figure in bold: a meme's score or a player's average. */
export function ScoreText({
  id,
  score,
}: {
  id: 'dashboard.memeScore' | 'dashboard.averageScore';
  score: number | null | undefined;
}) {
  return (
    <span>
      <Trans
        id={id}
        values={{ score: formatDashboardScore(score) }}
        components={[<strong className="text-slate-100" />]}
      />
    </span>
  );
}
