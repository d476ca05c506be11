import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/routes';
import { notifySuccess, reportError } from '@/lib/notify';
import type { ContestRecord } from '@/lib/records';
import { maxMemesPerPlayer } from '@/lib/contest-limits';
import { useDeleteContest, useSaveContest } from '../api/contests';
import { confirmAction } from '../confirm';
import { contestMessages, deleteConfirmation } from '../messages';
import { validateContestDetails } from '../validation';

/**
 * Name and description are edited here; the max memes per player is fixed after creation. What was typed
 * stays in the form when a save fails. The panel mounts one form per contest, so switching contests starts
 * from that contest's values. `contest` is the query's latest copy: realtime events and refetches (also the
 * one after a refused save) update it, so the status the form sends is the contest's current one.
 */
export function ContestEditForm({ contest }: { contest: ContestRecord }) {
  const navigate = useNavigate();
  const save = useSaveContest();
  const remove = useDeleteContest();
  const [name, setName] = useState(contest.name ?? '');
  const [description, setDescription] = useState(contest.description ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const maxMemes = maxMemesPerPlayer(contest);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = validateContestDetails({ name, description });
    if (!details.ok) {
      setErrors(details.errors);
      return;
    }
    setErrors([]);
    save.mutate(
      {
        contestId: contest.id,
        changes: {
          ...details.value,
          // SPEC.md §4: the form sends the status it holds, the contest's latest known one, so saving never moves the phase.
          status: contest.status,
          max_memes_per_player: contest.max_memes_per_player,
        },
      },
      {
        onSuccess: (saved) => {
          setName(saved.name ?? details.value.name);
          setDescription(saved.description ?? details.value.description);
          notifySuccess(contestMessages.updated);
        },
        onError: (error) => reportError(error, contestMessages.saveFailed),
      },
    );
  };

  const handleDelete = () => {
    if (!confirmAction(deleteConfirmation)) return;
    remove.mutate(contest.id, {
      onSuccess: () => {
        notifySuccess(contestMessages.deleted);
        navigate(paths.dashboard, { replace: true });
      },
      onError: (error) => reportError(error, contestMessages.deleteFailed),
    });
  };

  const busy = save.isPending || remove.isPending;

  return (
    <section aria-labelledby="contest-settings-heading" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="contest-settings-heading" className="text-lg font-bold">
        Contest settings
      </h2>
      <form className="mt-4 grid gap-4 md:grid-cols-2" onSubmit={handleSubmit} noValidate>
        <TextField
          id="edit-contest-name"
          label="Name"
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.includes(contestMessages.nameLength) || undefined}
        />
        <TextField
          id="edit-contest-max-memes"
          label="Max memes per player"
          controlClassName="cursor-not-allowed opacity-70"
          value={maxMemes > 0 ? String(maxMemes) : 'N/A'}
          readOnly
        />
        <TextAreaField
          id="edit-contest-description"
          label="Description"
          className="md:col-span-2"
          controlClassName="min-h-20"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={errors.includes(contestMessages.descriptionLength) || undefined}
        />
        <FormErrors messages={errors} className="md:col-span-2" />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <Button type="submit" disabled={busy}>
            {save.isPending ? <Spinner /> : null}
            Save changes
          </Button>
          <Button variant="danger" onClick={handleDelete} disabled={busy}>
            {remove.isPending ? <Spinner /> : null}
            Delete contest
          </Button>
        </div>
      </form>
    </section>
  );
}
