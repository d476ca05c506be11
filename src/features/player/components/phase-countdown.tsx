import { useEffect, useState } from 'react';
import { currentDeadline, formatDeadline, formatTimeLeft } from '@/lib/deadlines';
import type { ContestRecord } from '@/lib/records';
import { useReloadPlayerContest } from '@/features/player/hooks/use-contest-phase-updates';
import { playerPageMessages } from '@/features/player/messages';

/** How often the page asks again when the server has not applied a passed deadline yet (its clock may lag). */
const RECHECK_MS = 2_000;
const RECHECKS = 5;

/**
 * The time left in the current phase, when the organizer set a deadline (beyond SPEC.md). At zero the page reads
 * its contest, which makes the server apply the deadline; the page (and every other open one, through realtime)
 * then switches phase by itself.
 */
export function PhaseCountdown({ playerId, contest }: { playerId: string; contest: ContestRecord }) {
  const deadline = currentDeadline(contest);
  const deadlineTime = deadline?.getTime() ?? null;
  const [now, setNow] = useState(() => Date.now());
  const reload = useReloadPlayerContest(playerId, contest.id);
  const passed = deadlineTime !== null && deadlineTime <= now;

  useEffect(() => {
    if (deadlineTime === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [deadlineTime]);

  useEffect(() => {
    if (!passed) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      const latest = await reload();
      const moved = latest && (latest.status !== contest.status || currentDeadline(latest)?.getTime() !== deadlineTime);
      if (!stopped && !moved && attempt < RECHECKS) timer = setTimeout(() => void check(attempt + 1), RECHECK_MS);
    };
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [passed, reload, contest.status, deadlineTime]);

  if (!deadline || deadlineTime === null) return null;
  const label = contest.status === 'vote' ? playerPageMessages.votingClosesIn : playerPageMessages.uploadsCloseIn;
  return (
    <p role="timer" aria-live="off" className="text-sm font-semibold text-amber-200">
      {passed ? (
        playerPageMessages.closingNow
      ) : (
        <>
          {label} <span className="tabular-nums">{formatTimeLeft(deadlineTime - now)}</span>{' '}
          <time dateTime={deadline.toISOString()} className="font-normal text-muted">
            ({formatDeadline(deadline)})
          </time>
        </>
      )}
    </p>
  );
}
