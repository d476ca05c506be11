// Texts of the results view (docs/product/player.md#results-phase).
import { intlLocale, t } from '@/i18n/i18n';
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
  // The winner line above the podium.
  'winner',
  'winners',
  // The public results page's share control and invitation.
  'share',
  'linkCopied',
  'linkCopiedDetail',
  'copyFailed',
  'hostPitchTitle',
  'hostPitch',
  // The organizer's folded rankings, once open.
  'showFewer',
]);

/** After the winner's name: 'wins with 9 points'; after two or more tied names, 'share first place with …'. */
export const winnerDetail = (winnerCount: number, points: string) =>
  t(winnerCount > 1 ? 'results.winnersDetail' : 'results.winnerDetail', { points });
/** 'ann', 'ann and ben', 'ann, ben and cat', in the active language. */
export const nameList = (list: readonly string[]) =>
  new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(list);
/** The public page's line under the title: '5 players · 24 votes · Nov 25, 2026'. */
export const contestTotals = (players: number, votes: number, date: string | undefined) =>
  [t('results.playerCount', { count: players }), t('results.voteCount', { count: votes }), date]
    .filter(Boolean)
    .join(' · ');
/** The text a phone's share sheet sends along with the link. */
export const shareText = (contest: string) => t('results.shareText', { contest });

export const uploadedBy = (player: string) => t('results.uploadedBy', { player });
/** A score as ranked ('7.5'), with its unit, in the active language: '7.5 points', '7,5 points'. */
export const pointsText = (score: string) =>
  t('results.points', { count: Number(score), score: formatScoreText(score) });
export const openMemeLabel = (rank: number, player: string) => t('results.openMeme', { rank, player });
/** The organizer's folded rankings: 'Show all 900 memes', 'Show all 300 players'. */
export const showAllMemes = (count: number) => t('results.showAllMemes', { count });
export const showAllPlayers = (count: number) => t('results.showAllPlayers', { count });
