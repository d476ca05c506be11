// Texts of the vote view that take more than one catalog entry (docs/product/player.md#vote-phase).
import type { Translate } from '@/i18n/i18n';
import { formatDeadline } from '@/lib/domain/deadlines';

/** What happens after the vote: the results come when the organizer opens them, or when voting closes. */
export function whatHappensNext(t: Translate, voteEnds: Date | null): string {
  return voteEnds
    ? t('voting.nextWithDeadline', { deadline: formatDeadline(voteEnds) })
    : t('voting.nextWithoutDeadline');
}
