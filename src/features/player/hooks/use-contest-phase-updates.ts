import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { getPlayerContest } from '@/features/player/api/get-player';
import { t } from '@/i18n/i18n';
import { playerKeys } from '@/lib/data/query-keys';
import { collections, type ContestRecord } from '@/lib/data/records';
import { isContestStatus, phaseLabel } from '@/lib/domain/contest-phases';
import { currentDeadline } from '@/lib/domain/deadlines';
import { notifyInfo } from '@/lib/errors/notify';
import { playerClient } from '@/lib/session/pocketbase';

/** Puts a newer read or event of the contest in the cache; the page shows it (and usePhaseChangeNotice says so). */
function applyLatestContest(queryClient: QueryClient, queryKey: QueryKey, contest: ContestRecord) {
  const previous = queryClient.getQueryData<ContestRecord>(queryKey);
  // A read may answer after a newer event: never go back to an older version.
  if (previous && contest.updated < previous.updated) return;
  queryClient.setQueryData(queryKey, contest);
}

/**
 * Says, in a short notice, that the contest moved to another phase while the page showed it: by the organizer, or
 * by its deadline. Whatever brought the news (a realtime event, the read after subscribing, the session's own read
 * of the contest once the first screen is settled, the read when a deadline passes), the page switches to the new
 * phase's view, and the player is told why.
 */
export function usePhaseChangeNotice(contest: ContestRecord | undefined): void {
  const shown = useRef<ContestRecord | undefined>(undefined);
  useEffect(() => {
    if (!contest) return;
    const previous = shown.current;
    shown.current = contest;
    if (!previous || previous.id !== contest.id || previous.status === contest.status) return;
    if (!isContestStatus(contest.status)) return;
    const deadline = currentDeadline(previous);
    const byDeadline = deadline !== null && deadline.getTime() <= Date.now();
    const phase = phaseLabel(t, contest.status);
    notifyInfo(byDeadline ? t('player.deadlinePhaseChanged', { phase }) : t('player.phaseChanged', { phase }));
  }, [contest]);
}

/**
 * Reads the contest again and shows it as a realtime event would (when a phase deadline passes,
 * reading the contest is what makes the server apply it, and every other open page then hears the change).
 * Answers the contest read, or undefined when the read failed.
 */
export function useReloadPlayerContest(playerId: string, contestId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const latest = await getPlayerContest(contestId).catch(() => undefined);
    if (latest) applyLatestContest(queryClient, playerKeys.contest(playerId, contestId), latest);
    return latest;
  }, [queryClient, playerId, contestId]);
}

/**
 * Keeps the player's contest live: when the organizer advances the phase, the cached contest is replaced by the
 * realtime record, so the page switches to the new phase's view by itself. Once the subscription is in place the
 * contest is read once more: a phase change made while it was being set up sends no event to this page.
 */
export function useContestPhaseUpdates(playerId: string, contestId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Without EventSource (old browsers, test DOMs) the page still works; it just does not update live.
    if (!contestId || typeof EventSource === 'undefined') return;
    const queryKey = playerKeys.contest(playerId, contestId);
    let active = true;
    let unsubscribe: (() => Promise<void>) | undefined;
    const applyLatest = (contest: ContestRecord) => applyLatestContest(queryClient, queryKey, contest);

    playerClient
      .collection(collections.contests)
      .subscribe<ContestRecord>(contestId, (event) => {
        if (event.action === 'delete') void queryClient.invalidateQueries({ queryKey });
        else applyLatest(event.record);
      })
      .then(async (stop) => {
        if (!active) return void stop();
        unsubscribe = stop;
        const latest = await getPlayerContest(contestId).catch(() => undefined);
        if (active && latest) applyLatest(latest);
      })
      .catch((error: unknown) => console.warn('Live contest updates are unavailable', error));

    return () => {
      active = false;
      void unsubscribe?.().catch(() => undefined);
    };
  }, [playerId, contestId, queryClient]);
}
