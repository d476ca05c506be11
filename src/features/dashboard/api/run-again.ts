// Running a contest again (docs/product/organizer.md#run-it-again): one request to the server's own route
// (pb_hooks/run_again.pb.js), which creates the next contest and brings its players along in one transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import { hostClient } from '@/lib/session/pocketbase';
import type { RunAgainAnswer, RunAgainLimitData } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export function runAgain(contestId: string, bringPlayers: boolean): Promise<RunAgainAnswer> {
  return hostClient.send<RunAgainAnswer>(routeAddress(API_ROUTES.runAgain, { contest: contestId }), {
    method: 'POST',
    body: { bring_players: bringPlayers },
  });
}

/**
 * The server's refusal at the contest limit, with the contest to delete first (null when the contest being run
 * again is the organizer's only one in results); null for any other failure.
 */
export function limitRefusal(error: unknown): { archiveFirst: RunAgainLimitData['archive_first'] } | null {
  if (!error || typeof error !== 'object' || !('response' in error)) return null;
  const response = (error as { response?: { data?: Partial<RunAgainLimitData> & { messageCode?: string } } }).response;
  const data = response?.data;
  if (data?.messageCode !== 'contestLimit') return null;
  const archive = data.archive_first;
  const named = archive && typeof archive.id === 'string' && typeof archive.name === 'string';
  return { archiveFirst: named ? { id: archive.id, name: archive.name } : null };
}

/** Runs the contest again; the contest lists reload with the new one in them. */
export function useRunAgain(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bringPlayers: boolean) => runAgain(contestId, bringPlayers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizerKeys.contestLists() }),
  });
}
