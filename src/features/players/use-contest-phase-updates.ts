import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isContestStatus } from '@/lib/contest-phases';
import { notifyInfo } from '@/lib/notify';
import { playerClient } from '@/lib/pocketbase';
import { collections, type ContestRecord } from '@/lib/records';
import { playerContestQueryKey } from '@/features/players/api/get-player';
import { phaseChangedMessage } from '@/features/players/messages';

/**
 * Keeps the player's contest live: when the organizer advances the phase, the cached contest is replaced by the
 * realtime record, so the page switches to the new phase's view by itself, with a short notice.
 */
export function useContestPhaseUpdates(playerId: string, contestId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Without EventSource (old browsers, test DOMs) the page still works; it just does not update live.
    if (!contestId || typeof EventSource === 'undefined') return;
    const queryKey = playerContestQueryKey(playerId, contestId);
    let active = true;
    let unsubscribe: (() => Promise<void>) | undefined;

    playerClient
      .collection(collections.contests)
      .subscribe<ContestRecord>(contestId, (event) => {
        if (event.action === 'delete') {
          void queryClient.invalidateQueries({ queryKey });
          return;
        }
        const previous = queryClient.getQueryData<ContestRecord>(queryKey);
        queryClient.setQueryData(queryKey, event.record);
        if (previous && previous.status !== event.record.status && isContestStatus(event.record.status)) {
          notifyInfo(phaseChangedMessage(event.record.status));
        }
      })
      .then((stop) => {
        if (active) unsubscribe = stop;
        else void stop();
      })
      .catch((error: unknown) => console.warn('Live contest updates are unavailable', error));

    return () => {
      active = false;
      void unsubscribe?.().catch(() => undefined);
    };
  }, [playerId, contestId, queryClient]);
}
