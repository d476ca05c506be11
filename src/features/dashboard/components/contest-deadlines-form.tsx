import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import type { Translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { currentDeadline, formatDeadline, formatTimeLeft, toLocalInputValue } from '@/lib/domain/deadlines';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { isServerMessageCode, serverMessage } from '@/lib/errors/server-messages';
import { useSaveDeadlines } from '../api/contests';
import { validateDeadlines, type DeadlineInputs } from '../validation';
import { DeadlineFields } from './deadline-fields';

function storedInputs(contest: ContestRecord): DeadlineInputs {
  return {
    participationEnds: toLocalInputValue(contest.participation_ends),
    voteEnds: toLocalInputValue(contest.vote_ends),
  };
}

/** Why the passed deadline did not move the contest, in the organizer's language when the server sent its code. */
function deadlineBlockedText(t: Translate, contest: ContestRecord): string {
  const reason = contest.deadline_blocked_code;
  // A reason this app has no text for (a newer server's) stays in the server's English.
  if (!reason || !isServerMessageCode(reason.messageCode)) return contest.deadline_blocked ?? '';
  return `${serverMessage(t, 'deadlineBlocked')} ${serverMessage(t, reason.messageCode, reason.messageParams)}`;
}

/** "Participation ends Fri 27 Nov, 20:00 (in 2 h 05 min)." for the current phase's deadline, if any. */
function currentDeadlineLine(t: Translate, contest: ContestRecord): string | null {
  const deadline = currentDeadline(contest);
  if (!deadline) return null;
  return t(contest.status === 'participation' ? 'dashboard.participationEndsLine' : 'dashboard.voteEndsLine', {
    date: formatDeadline(deadline),
    left: formatTimeLeft(t, deadline.getTime() - Date.now()),
  });
}

/**
 * Phase deadlines on the contest panel, saved on their own so they never mix with the settings
 * form's behaviour. Says why a deadline passed without moving the contest, when that happened.
 */
export function ContestDeadlinesForm({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const save = useSaveDeadlines();
  const stored = storedInputs(contest);
  const [values, setValues] = useState<DeadlineInputs>(stored);
  // The server changes deadlines too (it clears one that passed without moving the contest): a field the organizer
  // has not edited follows the stored value, so a passed time never stays in the form to be sent back.
  const [shown, setShown] = useState<DeadlineInputs>(stored);
  if (stored.participationEnds !== shown.participationEnds || stored.voteEnds !== shown.voteEnds) {
    setShown(stored);
    setValues({
      participationEnds:
        values.participationEnds === shown.participationEnds ? stored.participationEnds : values.participationEnds,
      voteEnds: values.voteEnds === shown.voteEnds ? stored.voteEnds : values.voteEnds,
    });
  }
  const [errors, setErrors] = useState<string[]>([]);
  const participationOver = contest.status !== 'participation';
  const line = currentDeadlineLine(t, contest);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateDeadlines(values, stored);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    // A phase that is over keeps its deadline: only the ones still ahead are sent.
    const changes = participationOver ? { vote_ends: checked.value.vote_ends } : checked.value;
    save.mutate(
      { contestId: contest.id, changes },
      {
        onSuccess: (saved) => {
          setValues(storedInputs(saved));
          setShown(storedInputs(saved));
          notifySuccess(t('dashboard.deadlinesSaved'));
        },
        onError: (error) => reportError(error, t('dashboard.deadlinesSaveFailed')),
      },
    );
  };

  return (
    <section aria-labelledby="contest-deadlines-heading" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="contest-deadlines-heading" className="text-lg font-bold">
        {t('dashboard.deadlines')}
      </h2>
      {contest.deadline_blocked ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100"
        >
          {deadlineBlockedText(t, contest)}
        </p>
      ) : null}
      {line ? <p className="mt-2 text-sm text-muted">{line}</p> : null}
      <form className="mt-4 flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <DeadlineFields values={values} onChange={setValues} participationOver={participationOver} />
        <FormErrors messages={errors} />
        <div>
          <Button type="submit" variant="secondary" busy={save.isPending}>
            {t('dashboard.saveDeadlines')}
          </Button>
        </div>
      </form>
    </section>
  );
}
