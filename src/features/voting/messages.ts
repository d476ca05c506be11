// Texts of the vote view (docs/product/player.md#vote-phase).
import { t } from '@/i18n/i18n';
import { catalogTexts } from '@/i18n/texts';
import { formatDeadline } from '@/lib/deadlines';

export const votingMessages = catalogTexts('voting', [
  'retrySave',
  'progressTitle',
  'progressLabel',
  'nothingToVote',
  'nothingToVoteHelp',
  'unavailable',
  'loading',
  'saved',
  'updated',
  'memesFallback',
  'votesFallback',
  'saveFallback',
  'previous',
  'next',
  'scoreGroup',
  'stripLabel',
  'openFullSize',
  'hint',
  'doneTitle',
  'doneChange',
  'doneScoresTitle',
  'doneTopPicks',
  'scoreScaleLow',
  'scoreScaleHigh',
]);

export const memePosition = (position: number, total: number) => t('voting.memePosition', { position, total });
export const scoreButtonLabel = (score: number) => t('voting.scoreButton', { score });
export const stripItemLabel = (position: number, score: number | undefined) =>
  score === undefined ? t('voting.stripItemUnscored', { position }) : t('voting.stripItemScored', { position, score });

/** Under the scores when saving a vote failed: the score was not saved, and trying again sends the same one. */
export const voteNotSavedMessage = (score: number) => t('voting.notSaved', { score });

/** '1 meme', '3 memes'. */
export const memeCount = (count: number) => t('voting.memeCount', { count });

/** One bar of the done state's chart, as a screen reader reads it: 'Score 8: 2 memes'. */
export const scoreTally = (score: number, count: number) => t('voting.scoreTally', { score, memes: memeCount(count) });

/** What happens after the vote: the results come when the organizer opens them, or when voting closes. */
export function whatHappensNext(voteEnds: Date | null): string {
  return voteEnds
    ? t('voting.nextWithDeadline', { deadline: formatDeadline(voteEnds) })
    : t('voting.nextWithoutDeadline');
}
