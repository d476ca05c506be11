import { useEffect, useState } from 'react';
import { useReloadPlayerContest } from '@/features/player/hooks/use-contest-phase-updates';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { currentDeadline, formatDeadline, formatTimeLeft } from '@/lib/domain/deadlines';

/** How often the page asks again when the server has not applied a passed deadline yet (its clock may lag). */
const RECHECK_MS = 2_000;
const RECHECKS = 5;
/**
 * How close to zero the countdown counts as ended: the server applies a deadline by its own clock, and another
 * page's read may make it do so while this device's clock still shows a few seconds left.
 */
const CLOCK_SLACK_MS = 5_000;

/**
 * The time left in the current phase, when the organizer set a deadline. At zero the page reads
 * its contest, which makes the server apply the deadline; the page (and every other open one, through realtime)
 * then switches phase by itself. When the server could not move the contest on (its gate was not met), it clears
 * the deadline: the countdown then says why it stopped, instead of just going away.
 */
export function PhaseCountdown({ playerId, contest }: { playerId: string; contest: ContestRecord }) {
  const t = useT();
  const deadline = currentDeadline(contest);
  // Each deadline of each phase is a countdown of its own, named by this key.
  const key = deadline ? `${contest.status} ${deadline.getTime()}` : null;
  // The last countdown shown, and the last one that reached its end here: when the deadline goes away in the same
  // phase right after its countdown ended, the server cleared it because the contest could not move on.
  const [shownKey, setShownKey] = useState(key);
  if (key !== null && key !== shownKey) setShownKey(key);
  const [endedKey, setEndedKey] = useState<string | null>(null);

  if (deadline && key) {
    // A new countdown's clock starts when it is first shown (never an earlier render's).
    return (
      <Countdown
        key={key}
        playerId={playerId}
        contest={contest}
        deadline={deadline}
        onEnding={() => setEndedKey(key)}
      />
    );
  }
  if (endedKey !== null && endedKey === shownKey && endedKey.startsWith(`${contest.status} `)) {
    return (
      <p role="status" className="text-sm text-amber-200">
        {t(contest.status === 'vote' ? 'player.deadlineStoppedVote' : 'player.deadlineStoppedParticipation')}
      </p>
    );
  }
  return null;
}

interface CountdownProps {
  playerId: string;
  contest: ContestRecord;
  deadline: Date;
  /** Called once the time left is within CLOCK_SLACK_MS of zero. */
  onEnding: () => void;
}

function Countdown({ playerId, contest, deadline, onEnding }: CountdownProps) {
  const t = useT();
  const deadlineTime = deadline.getTime();
  const [now, setNow] = useState(() => Date.now());
  const reload = useReloadPlayerContest(playerId, contest.id);
  const passed = deadlineTime <= now;
  const ending = deadlineTime - now <= CLOCK_SLACK_MS;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (ending) onEnding();
  }, [ending, onEnding]);

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

  const label = contest.status === 'vote' ? t('player.votingClosesIn') : t('player.uploadsCloseIn');
  return (
    <p role="timer" aria-live="off" className="text-sm font-semibold text-amber-200">
      {passed ? (
        t('player.closingNow')
      ) : (
        <>
          {label} <span className="tabular-nums">{formatTimeLeft(t, deadlineTime - now)}</span>{' '}
          <time dateTime={deadline.toISOString()} className="font-normal text-muted">
            ({formatDeadline(deadline)})
          </time>
        </>
      )}
    </p>
  );
}
