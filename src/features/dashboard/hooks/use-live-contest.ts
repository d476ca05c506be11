// Live progress (beyond SPEC.md): while a contest is open, PocketBase realtime events on the contest, its
// players and memes invalidate the matching queries, so the panel fills up without a reload. Subscriptions obey
// the same list/view rules as the REST calls. Votes send no events: the panel polls their counts while voting
// (VOTE_COUNTS_POLL_MS in ../api/votes.ts).
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { UnsubscribeFunc } from 'pocketbase';
import { hostClient } from '@/lib/pocketbase';
import { collections } from '@/lib/records';
import { contestKeys } from '../api/query-keys';

/** Bursts of events (a player uploading several memes, a voting round) cause one refetch per query. */
// An event sent while the subscriptions are being set up is not seen here; the panel is not reloaded for it (that
// would double the requests of every visit): the next event of the same kind brings the query up to date.
const INVALIDATE_DELAY_MS = 250;

export function useLiveContest(contestId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Realtime needs EventSource (absent outside browsers, e.g. in component tests).
    if (typeof EventSource === 'undefined') return;

    let disposed = false;
    const unsubscribers: UnsubscribeFunc[] = [];
    const pending = new Map<string, QueryKey>();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const invalidateSoon = (...keys: QueryKey[]) => {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const keysToInvalidate = [...pending.values()];
        pending.clear();
        for (const queryKey of keysToInvalidate) void queryClient.invalidateQueries({ queryKey });
      }, INVALIDATE_DELAY_MS);
    };

    const byContest = hostClient.filter('contest = {:contestId}', { contestId });
    // After a dropped connection (a phone waking up, a flaky network) the SDK reconnects and resubscribes,
    // but events sent meanwhile are lost: every reconnect after the first connect reloads the panel once.
    let connects = 0;
    const subscriptions = [
      hostClient.realtime.subscribe('PB_CONNECT', () => {
        connects += 1;
        if (connects > 1) invalidateSoon(contestKeys.all(contestId), contestKeys.lists());
      }),
      hostClient
        .collection(collections.contests)
        // A phase change (from another tab or device) changes what the players and memes show: scores are
        // written when results open. Contest events are rare, so the whole panel reloads.
        .subscribe(contestId, () => invalidateSoon(contestKeys.all(contestId), contestKeys.lists())),
      hostClient
        .collection(collections.players)
        .subscribe('*', () => invalidateSoon(contestKeys.players(contestId)), { filter: byContest }),
      hostClient
        .collection(collections.memes)
        // A new or removed meme also changes the vote counts a player still needs.
        .subscribe('*', () => invalidateSoon(contestKeys.memes(contestId)), { filter: byContest }),
    ];

    void Promise.allSettled(subscriptions).then((results) => {
      for (const result of results) {
        if (result.status === 'fulfilled') {
          if (disposed) void result.value().catch(() => undefined);
          else unsubscribers.push(result.value);
        } else if (!disposed) {
          // The panel still works without live updates; it just needs a reload to show new data.
          console.warn('Live updates unavailable for this contest', result.reason);
        }
      }
    });

    return () => {
      disposed = true;
      clearTimeout(timer);
      for (const unsubscribe of unsubscribers.splice(0)) void unsubscribe().catch(() => undefined);
    };
  }, [contestId, queryClient]);
}
