// Texts the organizer side shows as notifications, validation errors and confirmations (docs/product/texts.md),
// and the texts more than one screen shows. Labels and headings used once stay next to the JSX that shows them.
import { t } from '@/i18n/i18n';
import { catalogTexts, combineTexts } from '@/i18n/texts';
import { serverTexts } from '@/lib/server-messages';
import type { ContestRecord, DiscordDelivery } from '@/lib/records';

export const contestMessages = combineTexts(
  // The rules the server checks too, in its words.
  serverTexts({
    contestLimit: 'contestLimit',
    nameLength: 'contestName',
    descriptionLength: 'contestDescription',
    maxMemesRange: 'maxMemes',
    usernameLength: 'usernameLength',
    usernamesUnique: 'usernameUnique',
    addOnlyInParticipation: 'playersPhase',
  }),
  catalogTexts('dashboard', [
    'mustBeSignedIn',
    'unavailable',
    'loadContestsFailed',
    'loadPlayersFailed',
    'loadMemesFailed',
    'loadVotesFailed',
    'saveFailed',
    'advanceFailed',
    'deleteFailed',
    'createFailed',
    'addPlayerFailed',
    'removePlayerFailed',
    'playerLinkUnavailable',
    'copyFailed',
    'updated',
    'deleted',
    'created',
    'playerAdded',
    'playerRemoved',
    'linkCopied',
    'allLinksCopied',
    'allLinksCopyFailed',
    'qrCodeFailed',
    'memeRemoved',
    'removeMemeFailed',
    'joiningOpened',
    'joinLinkReplaced',
    'joiningClosed',
    'joinLinkCopied',
    'joinLinkFailed',
    'replaceJoinLinkConfirmation',
    'deadlinesSaved',
    'deadlinesSaveFailed',
    'closeJoiningConfirmation',
    'webhookSaved',
    'webhookRemoved',
    'webhookSaveFailed',
    'webhookTestFailed',
    'retryQueued',
    'retryFailed',
    'removeWebhookConfirmation',
    'resultsShared',
    'resultsUnshared',
    'shareFailed',
    'publicLinkCopied',
  ]),
);

/** Read when shown, in the active language (a getter, like the texts above). */
export const loadingContestsLabel = () => t('dashboard.loadingContests');

/** A contest's name as lists and headings show it: 'Untitled contest' when it has none. */
export function contestDisplayName(contest: Pick<ContestRecord, 'name'>): string {
  return contest.name?.trim() || t('dashboard.untitledContest');
}

// The form's status line; the success toast says 'Contest created successfully!', so it is not repeated here.
export const creatingContestStatus = () => t('dashboard.creatingContest');
export const createdContestStatus = () => t('dashboard.createdContest');

export function playersNotAddedMessage(usernames: string[], reason: string): string {
  return t('dashboard.playersNotAdded', { usernames: usernames.join(', '), reason });
}

export function advanceConfirmation(phaseLabel: string): string {
  return t('dashboard.advanceConfirmation', { phase: phaseLabel });
}

export function advancedMessage(phaseLabel: string): string {
  return t('dashboard.advanced', { label: phaseLabel });
}

export const deleteConfirmation = () => t('dashboard.deleteConfirmation');

export function removePlayerConfirmation(username: string): string {
  return t('dashboard.removePlayerConfirmation', { username });
}

/** What removing a meme does, asked before it is done. */
export function removeMemeConfirmation(uploader: string): string {
  return t('dashboard.removeMemeConfirmation', { uploader });
}

/** The last Discord delivery in words, e.g. 'Posted to Discord at 20:03'. */
/**
 * Why a message is not posted yet, in the organizer's language. A refusal keeps Discord's own words (no catalog has
 * them); an outcome stored before reasons had codes keeps its English detail.
 */
function deliveryDetail(delivery: DiscordDelivery): string {
  switch (delivery.reason) {
    case 'timeout':
    case 'unreachable':
    case 'slowDown':
      return t(`dashboard.discordReason.${delivery.reason}`);
    case 'discordError':
      return t('dashboard.discordReason.discordError', { status: delivery.status ?? 500 });
    default:
      return delivery.detail ?? '';
  }
}

export function discordDeliveryText(delivery: DiscordDelivery, formatTime: (iso: string) => string): string {
  const at = formatTime(delivery.at);
  const what = t(`dashboard.discordEvent.${delivery.event}`);
  const detail = deliveryDetail(delivery);
  switch (delivery.state) {
    case 'sent':
      return t('dashboard.discordSent', { what, at });
    case 'refused':
      return t('dashboard.discordRefused', { detail: delivery.detail || t('dashboard.discordNoReason') });
    case 'retrying': {
      const retrying = t('dashboard.discordRetrying', {
        what,
        detail,
        attempt: delivery.attempt ?? 1,
        attempts: delivery.attempts ?? 1,
        at,
      });
      return delivery.next_attempt
        ? `${retrying} ${t('dashboard.discordNextAttempt', { time: formatTime(delivery.next_attempt) })}`
        : retrying;
    }
    case 'failed':
      return t('dashboard.discordFailed', { what, detail, at, attempt: delivery.attempt ?? 1 });
    case 'queued':
      return t('dashboard.discordQueued', { what });
  }
}

/** Whether the card offers Retry now (an announcement the delivery gave up on). */
export function canRetryDelivery(delivery: DiscordDelivery | null | undefined): boolean {
  return delivery?.state === 'failed' && delivery.event !== 'test';
}
