// Texts the organizer side shows as notifications, validation errors and confirmations (docs/product/texts.md),
// and the texts more than one screen shows. Labels and headings used once stay next to the JSX that shows them.
import type { ContestRecord, DiscordDelivery } from '@/lib/records';

export const contestMessages = {
  contestLimit: 'You can create up to 3 contests. Delete an existing contest before starting a new one.',
  mustBeSignedIn: 'You must be logged in to create a contest.',
  nameLength: 'Contest name must be between 3 and 100 characters.',
  descriptionLength: 'Contest description must be at most 400 characters.',
  maxMemesRange: 'Max memes per player must be between 1 and 10.',
  usernameLength: 'Player usernames must be between 3 and 100 characters.',
  usernamesUnique: 'Player usernames must be unique within a contest.',
  addOnlyInParticipation: 'You can only add players during the participation phase.',
  unavailable: "We couldn't find this contest. It may have been deleted or you might not have access.",

  loadContestsFailed: 'Unable to load contests right now.',
  loadPlayersFailed: 'Unable to load players for this contest.',
  loadMemesFailed: 'Unable to load memes for this contest.',
  loadVotesFailed: 'Unable to load votes for this contest.',
  saveFailed: 'Unable to save contest changes.',
  advanceFailed: 'Unable to advance the contest phase.',
  deleteFailed: 'Unable to delete contest.',
  createFailed: 'Unable to create contest.',
  addPlayerFailed: 'Unable to add player.',
  removePlayerFailed: 'Unable to remove player.',
  playerLinkUnavailable: 'The player link is unavailable right now. Try refreshing this contest.',
  copyFailed: 'Unable to copy link automatically. Try copying it manually.',

  updated: 'Contest updated successfully.',
  deleted: 'Contest deleted successfully.',
  created: 'Contest created successfully!',
  playerAdded: 'Player added successfully.',
  playerRemoved: 'Player removed successfully.',
  linkCopied: 'Player link copied to clipboard.',

  // Room play (all links at once, QR codes) and partial player creation.
  allLinksCopied: 'All player links copied to clipboard.',
  allLinksCopyFailed: 'Unable to copy the links automatically. Try copying them manually.',
  qrCodeFailed: 'Unable to draw the QR code right now.',
  // Moderation.
  memeRemoved: 'Meme removed. Its player has been told.',
  removeMemeFailed: 'Unable to remove the meme.',
  // The contest's join link.
  joiningOpened: 'Joining is open. Share the join link with your community.',
  joinLinkReplaced: 'New join link ready. The old one no longer works.',
  joiningClosed: 'Joining is closed. Players who joined stay in the contest.',
  joinLinkCopied: 'Join link copied to clipboard.',
  joinLinkFailed: 'Unable to change the join link.',
  replaceJoinLinkConfirmation:
    'Replace the join link? The current link stops working at once; players who joined with it stay.',
  // Phase deadlines.
  deadlinesSaved: 'Deadlines saved.',
  deadlinesSaveFailed: 'Unable to save the deadlines.',
  closeJoiningConfirmation: 'Close joining? The join link stops working; players who joined stay.',
  // Discord announcements and public results.
  webhookSaved: 'Discord webhook saved. The channel will hear when voting opens and when results are in.',
  webhookRemoved: 'Discord webhook removed. Nothing more will be posted there.',
  webhookSaveFailed: 'Unable to save the Discord webhook.',
  webhookTestFailed: 'Unable to send the test message.',
  retryQueued: 'The announcement is queued again.',
  retryFailed: 'Unable to retry the announcement.',
  removeWebhookConfirmation: 'Remove the Discord webhook? Announcements not posted yet are dropped.',
  resultsShared: 'Results shared: anyone with the link can see them.',
  resultsUnshared: 'Results are private again: the public link shows nothing.',
  shareFailed: 'Unable to change the sharing of the results.',
  publicLinkCopied: 'Public results link copied to clipboard.',
} as const;

export const loadingContestsLabel = 'Loading your contests…';

/** A contest's name as lists and headings show it: 'Untitled contest' when it has none. */
export function contestDisplayName(contest: Pick<ContestRecord, 'name'>): string {
  return contest.name?.trim() || 'Untitled contest';
}

// The form's status line; the success toast says 'Contest created successfully!', so it is not repeated here.
export const creatingContestStatus = 'Creating your contest…';
export const createdContestStatus = 'Contest created. Opening it…';

export function playersNotAddedMessage(usernames: string[], reason: string): string {
  return `Contest created, but these players could not be added: ${usernames.join(', ')}. ${reason}`;
}

export function advanceConfirmation(phaseLabel: string): string {
  return `Move this contest to the "${phaseLabel}" phase? This change is permanent and cannot be undone.`;
}

export function advancedMessage(phaseLabel: string): string {
  return `Contest moved to ${phaseLabel} phase.`;
}

export const deleteConfirmation =
  'Delete this contest? Players and memes will keep their data, but the contest will be removed.';

export function removePlayerConfirmation(username: string): string {
  return `Remove ${username}? Their access to the contest will be revoked.`;
}

/** What removing a meme does, asked before it is done. */
export function removeMemeConfirmation(uploader: string): string {
  return `Remove this meme by ${uploader}? It is deleted with all its votes, and ${uploader} is told it was removed.`;
}

const EVENT_NAMES: Record<DiscordDelivery['event'], string> = {
  vote: 'The vote announcement',
  results: 'The results announcement',
  test: 'The test message',
};

/** The last Discord delivery in words, e.g. 'Posted to Discord at 20:03'. */
export function discordDeliveryText(delivery: DiscordDelivery, formatTime: (iso: string) => string): string {
  const at = formatTime(delivery.at);
  const what = EVENT_NAMES[delivery.event];
  switch (delivery.state) {
    case 'sent':
      return `${what} was posted to Discord at ${at}.`;
    case 'refused':
      return `Discord refused the webhook: ${delivery.detail ?? 'no reason given'}. Check the webhook URL, then send a test message.`;
    case 'retrying': {
      const next = delivery.next_attempt ? ` Next attempt at ${formatTime(delivery.next_attempt)}.` : '';
      return `${what} is not posted yet: ${delivery.detail ?? ''} Trying again (attempt ${delivery.attempt ?? 1} of ${delivery.attempts ?? 1} failed at ${at}).${next}`;
    }
    case 'failed':
      return `${what} could not be posted to Discord: ${delivery.detail ?? ''} Gave up at ${at} after ${delivery.attempt ?? 1} attempts.`;
    case 'queued':
      return `${what} is queued again: it goes out within seconds.`;
  }
}

/** Whether the card offers Retry now (an announcement the delivery gave up on). */
export function canRetryDelivery(delivery: DiscordDelivery | null | undefined): boolean {
  return delivery?.state === 'failed' && delivery.event !== 'test';
}
