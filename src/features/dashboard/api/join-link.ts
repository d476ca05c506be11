// The contest's join link: the organizer opens, replaces or closes it through the server's own
// routes (pb_hooks/join.pb.js), which mint the secret; the contest record then carries it, for its organizer only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import type { ContestRecord } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';
import type { JoinLinkAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

const joinLinkPath = (contestId: string) => routeAddress(API_ROUTES.joinLink, { contest: contestId });

/** Opens joining, or replaces the link: answers the new secret (the old link stops working at once). */
export async function openJoinLink(contestId: string): Promise<string> {
  const { join_secret: secret } = await hostClient.send<JoinLinkAnswer>(joinLinkPath(contestId), {
    method: 'POST',
  });
  return secret;
}

export async function closeJoinLink(contestId: string): Promise<string> {
  await hostClient.send(joinLinkPath(contestId), { method: 'DELETE' });
  return '';
}

/** Opening, replacing and closing: each puts the contest's new secret in the cached record at once. */
export function useJoinLinkChange(contestId: string, change: (contestId: string) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => change(contestId),
    onSuccess: (secret) => {
      queryClient.setQueryData<ContestRecord>(organizerKeys.contestRecord(contestId), (contest) =>
        contest ? { ...contest, join_secret: secret } : contest,
      );
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestRecord(contestId) });
    },
    // The phase may have moved on in another tab: reload the contest, so the panel shows where it stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: organizerKeys.contestRecord(contestId) }),
  });
}
