// The signed-in player's own result card, GET /api/contests/{contest}/card (pb_hooks/lib/routes/public_results.js):
// their best meme, the spread of scores they received and their awards, as the server decides them
// (docs/product/rules-and-limits.md#awards). Asked for only when the player saves their card's image.
import { playerClient } from '@/lib/session/pocketbase';
import type { AwardCode, PlayerCardAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export type { AwardCode, PlayerCardAnswer };

export function getPlayerCard(contestId: string): Promise<PlayerCardAnswer> {
  return playerClient.send<PlayerCardAnswer>(routeAddress(API_ROUTES.playerCard, { contest: contestId }), {});
}
