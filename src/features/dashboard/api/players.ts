// Players of a contest as the organizer sees them (docs/product/requests.md#players). They are auth records of their
// own collection, with `auth_token`, the credential of the personal link, which only the contest's organizer reads.
// The panel lists them through its own route (the contract's API_ROUTES.panelPlayers), one SQL query on the server
// whatever the number of players; adding and removing one go through the records API.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import { collections, type PlayerRecord } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';
import type { PanelPlayer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';
import { generatedPlayerEmail, generatedPlayerPassword } from '../validation';
import { fetchPanelList, usePanelRemoval, usePendingRemovals } from './panel-list';

const players = () => hostClient.collection(collections.players);

/** The address of the panel's list of players. */
export const contestPlayersPath = (contestId: string) => routeAddress(API_ROUTES.panelPlayers, { contest: contestId });

/** Every player of the contest, by username. */
export function fetchContestPlayers(contestId: string): Promise<PlayerRecord[]> {
  return fetchPanelList<PanelPlayer>(contestPlayersPath(contestId));
}

export const contestPlayersQuery = (contestId: string) =>
  queryOptions({ queryKey: organizerKeys.players(contestId), queryFn: () => fetchContestPlayers(contestId) });

export function useContestPlayers(contestId: string) {
  return useQuery(contestPlayersQuery(contestId));
}

/**
 * The create payload (docs/product/requests.md#players): a generated email and a random password the player never
 * needs.
 */
export function createPlayer(contestId: string, username: string): Promise<PlayerRecord> {
  const password = generatedPlayerPassword();
  return players().create<PlayerRecord>({
    username,
    email: generatedPlayerEmail(username, contestId),
    emailVisibility: false,
    contest: contestId,
    password,
    passwordConfirm: password,
  });
}

export interface PlayerCreationFailure {
  username: string;
  error: unknown;
}

/** One POST per player, all in parallel; returns the ones that failed. */
export async function createPlayers(contestId: string, usernames: string[]): Promise<PlayerCreationFailure[]> {
  const results = await Promise.allSettled(usernames.map((username) => createPlayer(contestId, username)));
  return results.flatMap((result, index) =>
    result.status === 'rejected' ? [{ username: usernames[index] ?? '', error: result.reason }] : [],
  );
}

export function useAddPlayer(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => createPlayer(contestId, username),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizerKeys.players(contestId) }),
  });
}

/** Removes a player and says so (usePanelRemoval says what goes with them). */
export function useRemovePlayer(contestId: string) {
  return usePanelRemoval(contestId, organizerKeys.playerRemoval(contestId), (playerId) => players().delete(playerId), {
    removed: 'dashboard.playerRemoved',
    failed: 'dashboard.removePlayerFailed',
  });
}

/** The players of the contest whose removal was sent and not answered yet, by id: their rows show a spinner. */
export function usePendingPlayerRemovals(contestId: string): ReadonlySet<string> {
  return usePendingRemovals(organizerKeys.playerRemoval(contestId));
}
