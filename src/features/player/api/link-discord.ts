// Linking Discord from the player page (docs/features/player-discord-identity.md): the Discord account proved in a
// popup (lib/session/discord-identity.ts) signs the request, and the player's own session, in the body, names the
// player, so a player can link only themself.
import type { DiscordProof } from '@/lib/session/discord-identity';
import { playerClient } from '@/lib/session/pocketbase';
import type { DiscordLinkAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export const linkDiscord = (contestId: string, proof: DiscordProof) =>
  playerClient.send<DiscordLinkAnswer>(routeAddress(API_ROUTES.discordLink, { contest: contestId }), {
    method: 'POST',
    headers: { Authorization: proof.token },
    body: { player_token: playerClient.authStore.token },
  });
