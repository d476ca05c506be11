import { playerLink } from '@/config/routes';
import type { PlayerRecord } from '@/lib/data/records';

/** The personal link of a player, or undefined when the server did not give its id or token. */
export function linkOfPlayer(player: Pick<PlayerRecord, 'id' | 'auth_token'>): string | undefined {
  if (!player.id || !player.auth_token) return undefined;
  return playerLink(window.location.origin, player.id, player.auth_token);
}
