// Texts of the player page shell that take more than one catalog entry (docs/product/player.md#page-states).
import type { Translate } from '@/i18n/i18n';

/**
 * What a player is told when the organizer removed one of their memes. Votes exist only from the
 * vote phase on, so a meme removed during participation had none (`phase` is empty on notices older than it).
 */
export function memeRemovedNotice(t: Translate, mediaName: string, phase?: string): string {
  const removed = mediaName ? t('player.memeRemovedNamed', { name: mediaName }) : t('player.memeRemovedUnnamed');
  return phase === 'participation' ? removed : `${removed} ${t('player.memeRemovedVotes')}`;
}
