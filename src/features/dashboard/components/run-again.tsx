import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CONTEST_NAME_LENGTH } from '@/config/limits';
import { contestPath } from '@/config/routes';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { isTransientFailure } from '@/lib/errors/errors';
import { errorMessage, notifySuccess } from '@/lib/errors/notify';
import { serverMessage } from '@/lib/errors/server-messages';
import { DAY_MS, dateMs, nextContestName, seriesShift } from '@contract/series.js';
import { limitRefusal, useRunAgain } from '../api/run-again';

interface RunAgainProps {
  contest: ContestRecord;
  /** The contest's players, once the panel has loaded them. */
  playerCount: number | undefined;
}

type Failure = { kind: 'limit'; archive: { id: string; name: string } | null } | { kind: 'message'; text: string };

/**
 * "Run it again" in results (docs/product/organizer.md#run-it-again): a dialog that shows the next contest's name,
 * how its deadlines move and who comes along, then one request creates it and the panel opens it. The name and the
 * interval come from the rules the server applies (contract/series.js), so the dialog says what will happen. A
 * failure keeps the dialog open and says why; at the contest limit it names the contest to delete first.
 */
export function RunAgain({ contest, playerCount }: RunAgainProps) {
  const t = useT();
  const navigate = useNavigate();
  const run = useRunAgain(contest.id);
  // When the dialog opened: the interval it shows is counted to then (the server counts to the request).
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const [bringPlayers, setBringPlayers] = useState(true);
  const [failure, setFailure] = useState<Failure | null>(null);
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  const nextName = nextContestName(contest.name, CONTEST_NAME_LENGTH.max);
  const hasDeadlines = Boolean(contest.participation_ends || contest.vote_ends);
  const days = openedAt === null ? 0 : Math.round(seriesShift(dateMs(contest.created), openedAt) / DAY_MS);
  const players = playerCount ?? 0;

  const close = () => {
    if (run.isPending) return;
    setOpenedAt(null);
    setFailure(null);
  };

  const openArchive = (id: string) => {
    setOpenedAt(null);
    setFailure(null);
    void navigate(contestPath(id));
  };

  const start = async () => {
    setFailure(null);
    try {
      const answer = await run.mutateAsync(bringPlayers && players > 0);
      setOpenedAt(null);
      notifySuccess(
        answer.players > 0
          ? t('dashboard.runAgain.startedWithPlayers', { name: nextName, count: answer.players })
          : t('dashboard.runAgain.started', { name: nextName }),
      );
      void navigate(contestPath(answer.contest));
    } catch (error) {
      const limit = limitRefusal(error);
      if (limit) setFailure({ kind: 'limit', archive: limit.archiveFirst });
      else if (isTransientFailure(error)) setFailure({ kind: 'message', text: t('dashboard.runAgain.offline') });
      else setFailure({ kind: 'message', text: errorMessage(error, t('dashboard.runAgain.failed')) });
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpenedAt(Date.now())}>
        {t('dashboard.runAgain.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        labelledBy={titleId}
        initialFocus={confirmRef}
        closeOnBackdrop={!run.isPending}
        className="w-[28rem] border border-border shadow-2xl"
      >
        <div className="flex flex-col gap-4 p-2">
          <h2 id={titleId} className="text-lg font-bold">
            {t('dashboard.runAgain.title')}
          </h2>
          <div className="rounded-xl bg-surface-raised/60 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('dashboard.runAgain.nextUp')}</p>
            <p className="break-words text-base font-semibold text-slate-100">{nextName}</p>
          </div>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-300">
            <li>{t('dashboard.runAgain.sameSettings')}</li>
            <li>
              {hasDeadlines ? t('dashboard.runAgain.deadlinesMove', { days }) : t('dashboard.runAgain.noDeadlines')}
            </li>
            {contest.join_secret ? <li>{t('dashboard.runAgain.joinLinkOpens')}</li> : null}
          </ul>
          {players > 0 ? (
            <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0 accent-brand"
                checked={bringPlayers}
                onChange={(event) => setBringPlayers(event.target.checked)}
                disabled={run.isPending}
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-100">
                  {t('dashboard.runAgain.bringPlayers', { count: players })}
                </span>
                <span className="block text-xs text-muted">{t('dashboard.runAgain.bringPlayersHint')}</span>
              </span>
            </label>
          ) : null}
          {failure?.kind === 'limit' ? <LimitReached archive={failure.archive} onOpen={openArchive} /> : null}
          {failure?.kind === 'message' ? (
            <p role="alert" className="rounded-xl border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-100">
              {failure.text}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={run.isPending}>
              {t('common.cancel')}
            </Button>
            <Button ref={confirmRef} busy={run.isPending} onClick={() => void start()}>
              {run.isPending ? t('dashboard.runAgain.starting') : t('dashboard.runAgain.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

/**
 * The contest limit, met: the limit message and the contest to delete first, with a button to it; without one (the
 * contest being run again is the only finished one), the others are still running.
 */
function LimitReached({
  archive,
  onOpen,
}: {
  archive: { id: string; name: string } | null;
  onOpen: (contestId: string) => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3">
      <p className="text-sm text-amber-100">{serverMessage(t, 'contestLimit')}</p>
      {archive ? (
        <>
          <p className="break-words text-sm text-amber-100">
            {t('dashboard.runAgain.deleteFirst', { name: archive.name })}
          </p>
          <Button variant="secondary" size="sm" className="max-w-full self-start" onClick={() => onOpen(archive.id)}>
            <span className="min-w-0 break-words">{t('dashboard.runAgain.openContest', { name: archive.name })}</span>
          </Button>
        </>
      ) : (
        <p className="text-sm text-amber-100">{t('dashboard.runAgain.othersRunning')}</p>
      )}
    </div>
  );
}
