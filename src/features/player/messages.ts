// Texts of the player page shell (docs/product/player.md#page-states).
import { t } from '@/i18n/i18n';
import { catalogTexts } from '@/i18n/texts';
import { PHASE_LABELS } from '@/lib/contest-phases';
import type { ContestStatus } from '@/lib/records';

export const playerPageMessages = catalogTexts('player', [
  'preparing',
  'authMissing',
  'authMissingHelp',
  'authError',
  'authErrorHelp',
  'authErrorFallback',
  'authMismatch',
  'authMismatchHelp',
  'loadingPlayer',
  'playerNotFound',
  'playerLoadFallback',
  'contestError',
  'contestLoadFallback',
  'contestMissing',
  'unsupportedPhase',
  'signInAgain',
  'connectionError',
  'connectionErrorHelp',
  'connectionFallback',
  'playingAs',
  'uploadsCloseIn',
  'votingClosesIn',
  'closingNow',
  'dismissRemoval',
  'dismissRemovalFailed',
]);

/** The short notice shown when the organizer moves the contest on while the page is open. */
export function phaseChangedMessage(status: ContestStatus): string {
  return t('player.phaseChanged', { phase: PHASE_LABELS[status] ?? status });
}

/** The notice when the phase's deadline, not the organizer, moved the contest on. */
export function deadlinePhaseChangedMessage(status: ContestStatus): string {
  return t('player.deadlinePhaseChanged', { phase: PHASE_LABELS[status] ?? status });
}

/**
 * Why the countdown stopped when its deadline passed but the contest stayed (the server could not
 * move it on, and cleared the deadline).
 */
export function deadlineStoppedMessage(status: ContestStatus): string {
  return status === 'vote' ? t('player.deadlineStoppedVote') : t('player.deadlineStoppedParticipation');
}

/**
 * What a player is told when the organizer removed one of their memes. Votes exist only from the
 * vote phase on, so a meme removed during participation had none (`phase` is empty on notices older than it).
 */
export function memeRemovedNotice(mediaName: string, phase?: string): string {
  const removed = mediaName ? t('player.memeRemovedNamed', { name: mediaName }) : t('player.memeRemovedUnnamed');
  return phase === 'participation' ? removed : `${removed} ${t('player.memeRemovedVotes')}`;
}
