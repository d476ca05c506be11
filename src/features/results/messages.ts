// Texts of the results view (docs/product/player.md#results-phase).
import { t } from '@/i18n/i18n';
import { catalogTexts } from '@/i18n/texts';
import { formatScoreText } from '@/lib/format';

export const resultsMessages = catalogTexts('results', [
  'podium',
  'rank',
  'noMemesScored',
  'podiumOrder',
  'allMemesRanked',
  'playerRankings',
  'unavailable',
  'memesFallback',
  'playersFallback',
  'loading',
  'you',
  'noPlayers',
  'publicKicker',
  'notShared',
  'notSharedDetail',
  'publicUnreachable',
  'hostYourOwn',
]);

export const uploadedBy = (player: string) => t('results.uploadedBy', { player });
/** A score as ranked ('7.5'), with its unit, in the active language: '7.5 points', '7,5 points'. */
export const pointsText = (score: string) =>
  t('results.points', { count: Number(score), score: formatScoreText(score) });
export const openMemeLabel = (rank: number, player: string) => t('results.openMeme', { rank, player });
