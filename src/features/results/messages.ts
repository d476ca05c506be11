// Texts of the results view that take more than one catalog entry (docs/product/player.md#results-phase).
import { intlLocale, type Translate } from '@/i18n/i18n';
import { formatScoreText } from '@/lib/display/format';

/** 'ann', 'ann and ben', 'ann, ben and cat', in the active language. */
export const nameList = (list: readonly string[]) =>
  new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(list);
/** The public page's line under the title: '5 players · 24 votes · Nov 25, 2026'. */
export const contestTotals = (t: Translate, players: number, votes: number, date: string | undefined) =>
  [t('results.playerCount', { count: players }), t('results.voteCount', { count: votes }), date]
    .filter(Boolean)
    .join(' · ');
/** A score as ranked ('7.5'), with its unit, in the active language: '7.5 points', '7,5 points'. */
export const pointsText = (t: Translate, score: string) =>
  t('results.points', { count: Number(score), score: formatScoreText(score) });
