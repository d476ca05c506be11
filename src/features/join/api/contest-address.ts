// The contest address (/c/{contestId}, docs/features/player-discord-identity.md#the-contest-address): the contest as
// anyone may read it, joining through it while its join link is open, and the player Discord routes (join, get back
// in). The Discord routes are signed in with the users session a Discord sign-in made (lib/session/discord-identity.ts),
// sent as this one request's Authorization; the player's own session is the answer.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { retrySignInFailure } from '@/lib/errors/query-retry';
import type { DiscordProof } from '@/lib/session/discord-identity';
import { publicClient } from '@/lib/session/pocketbase';
import type { ContestAddressAnswer, JoinedPlayerAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export type ContestAtAddress = ContestAddressAnswer;

const addressPath = (contestId: string) => routeAddress(API_ROUTES.joinByAddress, { contest: contestId });

/** The contest's name, phase and whether joining is open; a 404 for a missing or deleted one. */
export const contestAtAddressQuery = (contestId: string) =>
  queryOptions({
    queryKey: ['contest-address', contestId] as const,
    queryFn: () => publicClient.send<ContestAtAddress>(addressPath(contestId), { method: 'GET' }),
    retry: retrySignInFailure,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const joinByAddress = (contestId: string, username: string) =>
  publicClient.send<JoinedPlayerAnswer>(addressPath(contestId), { method: 'POST', body: { username } });

/** Joins as a player bound to the Discord account, or gets the one already bound back; `username` after a clash. */
export const joinWithDiscord = (contestId: string, proof: DiscordProof, username?: string) =>
  publicClient.send<JoinedPlayerAnswer>(routeAddress(API_ROUTES.discordJoin, { contest: contestId }), {
    method: 'POST',
    headers: { Authorization: proof.token },
    body: username === undefined ? {} : { username },
  });

/** The contest's player bound to the Discord account; a 404 (discordNotPlaying) when there is none. */
export const recoverWithDiscord = (contestId: string, proof: DiscordProof) =>
  publicClient.send<JoinedPlayerAnswer>(routeAddress(API_ROUTES.discordRecover, { contest: contestId }), {
    method: 'POST',
    headers: { Authorization: proof.token },
  });

export function useJoinByAddress(contestId: string) {
  return useMutation({ mutationFn: (username: string) => joinByAddress(contestId, username) });
}
