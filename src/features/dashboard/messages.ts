// Texts of the organizer side that take more than one catalog entry or a fallback (docs/product/texts.md).
import type { Translate } from '@/i18n/i18n';
import type { ContestRecord, DiscordDelivery } from '@/lib/data/records';

/** A contest's name as lists and headings show it: 'Untitled contest' when it has none. */
export function contestDisplayName(t: Translate, contest: Pick<ContestRecord, 'name'>): string {
  return contest.name?.trim() || t('dashboard.untitledContest');
}

/**
 * Why a message is not posted yet, in the organizer's language. A refusal keeps Discord's own words (no catalog has
 * them); an outcome stored before reasons had codes keeps its English detail.
 */
function deliveryDetail(t: Translate, delivery: DiscordDelivery): string {
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

/** The last Discord delivery in words, e.g. 'Posted to Discord at 20:03'. */
export function discordDeliveryText(
  t: Translate,
  delivery: DiscordDelivery,
  formatTime: (iso: string) => string,
): string {
  const at = formatTime(delivery.at);
  const what = t(`dashboard.discordEvent.${delivery.event}`);
  const detail = deliveryDetail(t, delivery);
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
  return delivery?.state === 'failed' && (delivery.event === 'vote' || delivery.event === 'results');
}
