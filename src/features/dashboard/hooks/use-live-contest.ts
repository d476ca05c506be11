// Live progress: while a contest is open, PocketBase realtime events on the contest, its
// players and memes invalidate the matching queries, so the panel fills up without a reload. Subscriptions obey
// the same list/view rules as the REST calls. Votes send no events: the panel polls their counts while voting
// (VOTE_COUNTS_POLL_MS in ../api/votes.ts).
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { UnsubscribeFunc } from 'pocketbase';
import { useEffect } from 'react';
import { organizerKeys } from '@/lib/data/query-keys';
import { collections, type ContestRecord, type PlayerRecord } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';

/** Bursts of events (a player uploading several memes, a voting round) cause one refetch per query. */
// An event sent while the subscriptions are being set up is not seen here; the panel is not reloaded for it (that
// would double the requests of every visit): the next event of the same kind brings the query up to date.
const INVALIDATE_DELAY_MS = 250;

interface RecordEvent {
  action: string;
  record: { id: string; updated?: string };
}

/**
 * Whether the cache already shows what a realtime event says: the change came from this panel, whose mutation put
 * the server's answer in the cache or reloaded the list itself, so reloading again for its event would only repeat
 * the same requests. Checked when the debounced reload runs, by which time the mutation's own reload is usually done.
 */
function alreadyShown(queryClient: QueryClient, queryKey: QueryKey, event: RecordEvent): boolean {
  const cached = queryClient.getQueryData<ContestRecord | PlayerRecord[]>(queryKey);
  if (!cached) return false;
  const found = Array.isArray(cached) ? cached.find((record) => record.id === event.record.id) : cached;
  if (event.action === 'delete') return Array.isArray(cached) && !found;
  return found?.id === event.record.id && event.record.updated !== undefined && found.updated === event.record.updated;
}

export function useLiveContest(contestId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Realtime needs EventSource (absent outside browsers, e.g. in component tests).
    if (typeof EventSource === 'undefined') return;

    let disposed = false;
    const unsubscribers: UnsubscribeFunc[] = [];
    // Each query to reload, with the checks of the events that asked for it: a query every event of which is
    // already shown (alreadyShown) is left alone; one asked for unconditionally has no checks to pass.
    const pending = new Map<string, { queryKey: QueryKey; shown: (() => boolean)[]; always: boolean }>();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const invalidateSoon = (keys: QueryKey[], shown?: () => boolean) => {
      for (const queryKey of keys) {
        const entry = pending.get(JSON.stringify(queryKey)) ?? { queryKey, shown: [], always: false };
        if (shown) entry.shown.push(shown);
        else entry.always = true;
        pending.set(JSON.stringify(queryKey), entry);
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        const entries = [...pending.values()];
        pending.clear();
        for (const { queryKey, shown: checks, always } of entries) {
          if (always || !checks.every((check) => check())) void queryClient.invalidateQueries({ queryKey });
        }
      }, INVALIDATE_DELAY_MS);
    };
    /** Reloads `keys` for an event, unless the cached `shownIn` already shows it when the reload runs. */
    const invalidateForEvent = (event: RecordEvent, shownIn: QueryKey, ...keys: QueryKey[]) =>
      invalidateSoon(keys, () => alreadyShown(queryClient, shownIn, event));

    const byContest = hostClient.filter('contest = {:contestId}', { contestId });
    // After a dropped connection (a phone waking up, a flaky network) the SDK reconnects and resubscribes,
    // but events sent meanwhile are lost: every reconnect after the first connect reloads the panel once.
    let connects = 0;
    const subscriptions = [
      hostClient.realtime.subscribe('PB_CONNECT', () => {
        connects += 1;
        if (connects > 1) invalidateSoon([organizerKeys.contest(contestId), organizerKeys.contestLists()]);
      }),
      hostClient
        .collection(collections.contests)
        // A phase change (from another tab or device) changes what the players and memes show: scores are
        // written when results open. Contest events are rare, so the whole panel reloads.
        .subscribe<ContestRecord>(contestId, (event) =>
          invalidateForEvent(
            event,
            organizerKeys.contestRecord(contestId),
            organizerKeys.contest(contestId),
            organizerKeys.contestLists(),
          ),
        ),
      hostClient
        .collection(collections.players)
        .subscribe<PlayerRecord>(
          '*',
          (event) => invalidateForEvent(event, organizerKeys.players(contestId), organizerKeys.players(contestId)),
          { filter: byContest },
        ),
      hostClient
        .collection(collections.memes)
        // A new or removed meme also changes the vote counts a player still needs.
        .subscribe('*', () => invalidateSoon([organizerKeys.memes(contestId)]), { filter: byContest }),
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
