// Texts of the player page shell (docs/product/player.md#page-states).
import { PHASE_LABELS } from '@/lib/contest-phases';
import type { ContestStatus } from '@/lib/records';

export const playerPageMessages = {
  preparing: 'Preparing your player session…',
  authMissing: 'This link needs a token',
  authMissingHelp:
    'Your player session has expired. Open your personal link again, or ask the organizer for a fresh one.',
  authError: "We couldn't authenticate you",
  authErrorHelp: 'The token in this link is invalid or has expired. Ask the organizer for a fresh link.',
  authErrorFallback: 'Unable to authenticate this player link.',
  authMismatch: 'This link belongs to another player',
  authMismatchHelp: 'Open the personal link the organizer sent to you.',
  loadingPlayer: 'Loading player…',
  playerNotFound: "We couldn't find this player.",
  playerLoadFallback: 'Unable to load the player right now.',
  contestError: "We couldn't load the contest linked to this player.",
  contestLoadFallback: 'Unable to load the contest for this player.',
  contestMissing: 'This player is not linked to any contest yet.',
  unsupportedPhase: 'This contest is currently in an unsupported phase. Please check back soon.',
  signInAgain: 'Sign in again',
  connectionError: "We couldn't reach the server",
  connectionErrorHelp:
    'The connection dropped before your player page could load. Your link still works: the page tries again by itself, or you can try now.',
  connectionFallback: "We couldn't reach the server. Check your connection and try again.",
  playingAs: 'Playing as',
  // Phase deadlines.
  uploadsCloseIn: 'Uploads close in',
  votingClosesIn: 'Voting closes in',
  closingNow: 'Time is up: moving to the next phase…',
  // Moderation.
  dismissRemoval: 'OK',
  dismissRemovalFailed: 'Unable to dismiss this notice right now.',
} as const;

/** The short notice shown when the organizer moves the contest on while the page is open. */
export function phaseChangedMessage(status: ContestStatus): string {
  return `The organizer moved the contest to the ${PHASE_LABELS[status] ?? status} phase.`;
}

/** The notice when the phase's deadline, not the organizer, moved the contest on. */
export function deadlinePhaseChangedMessage(status: ContestStatus): string {
  return `Time is up: the contest moved to the ${PHASE_LABELS[status] ?? status} phase.`;
}

/**
 * Why the countdown stopped when its deadline passed but the contest stayed (the server could not
 * move it on, and cleared the deadline).
 */
export function deadlineStoppedMessage(status: ContestStatus): string {
  return status === 'vote'
    ? 'The voting deadline passed, but some memes have no vote yet, so voting stays open until the organizer shows the results.'
    : 'The upload deadline passed, but no meme has been uploaded yet, so uploads stay open until the organizer starts the vote.';
}

/**
 * What a player is told when the organizer removed one of their memes. Votes exist only from the
 * vote phase on, so a meme removed during participation had none (`phase` is empty on notices older than it).
 */
export function memeRemovedNotice(mediaName: string, phase?: string): string {
  const which = mediaName ? `your meme “${mediaName}”` : 'one of your memes';
  const removed = `The organizer removed ${which}.`;
  return phase === 'participation' ? removed : `${removed} Its votes were removed with it.`;
}
