import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { playerKeys } from '@/lib/data/query-keys';
import { collections } from '@/lib/data/records';
import { playerClient } from '@/lib/session/pocketbase';

/**
 * While the page is open, a meme the organizer removes shows at once: the server's notice arrives as a realtime
 * event (only the uploader receives it), and the notices and the player's own memes reload.
 */
export function useMemeRemovalUpdates(playerId: string, contestId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Without EventSource (old browsers, test DOMs) the notice shows on the next visit instead.
    if (!contestId || typeof EventSource === 'undefined') return;
    let active = true;
    let unsubscribe: (() => Promise<void>) | undefined;
    playerClient
      .collection(collections.memeRemovals)
      .subscribe('*', (event) => {
        if (event.action !== 'create') return;
        void queryClient.invalidateQueries({ queryKey: playerKeys.memeRemovals(playerId) });
        void queryClient.invalidateQueries({ queryKey: playerKeys.ownMemes(playerId, contestId) });
      })
      .then((stop) => {
        if (active) unsubscribe = stop;
        else void stop();
      })
      .catch((error: unknown) => console.warn('Live removal notices are unavailable', error));
    return () => {
      active = false;
      void unsubscribe?.().catch(() => undefined);
    };
  }, [playerId, contestId, queryClient]);
}
