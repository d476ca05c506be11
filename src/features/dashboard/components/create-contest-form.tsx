import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField, TextField, textInputClasses } from '@/components/ui/text-field';
import { CONTEST_DESCRIPTION_MAX_LENGTH, MAX_MEMES_PER_PLAYER } from '@/config/limits';
import { contestPath, paths } from '@/config/routes';
import { errorMessage, notifySuccess, reportError } from '@/lib/notify';
import type { UserRecord } from '@/lib/records';
import { useCreateContest } from '../api/contests';
import { contestMessages, createdContestStatus, creatingContestStatus, playersNotAddedMessage } from '../messages';
import {
  isValidMaxMemesPerPlayer,
  parseMaxMemesPerPlayer,
  validateContestDetails,
  validatePlayerUsernames,
} from '../validation';

interface PlayerRow {
  key: number;
  username: string;
}

let nextRowKey = 0;
const newRow = (): PlayerRow => ({ key: nextRowKey++, username: '' });

export function CreateContestForm({ user }: { user: UserRecord | null }) {
  const navigate = useNavigate();
  const createContest = useCreateContest();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [maxMemes, setMaxMemes] = useState(String(MAX_MEMES_PER_PLAYER.default));
  const [rows, setRows] = useState<PlayerRow[]>(() => [newRow()]);
  const [errors, setErrors] = useState<string[]>([]);
  const [succeeded, setSucceeded] = useState(false);

  const rowInputs = useRef(new Map<number, HTMLInputElement>());
  const [focusRowKey, setFocusRowKey] = useState<number | null>(null);
  useEffect(() => {
    if (focusRowKey === null) return;
    rowInputs.current.get(focusRowKey)?.focus();
  }, [focusRowKey]);

  const addRow = () => {
    const row = newRow();
    setRows((current) => [...current, row]);
    setFocusRowKey(row.key);
  };

  const removeRow = (key: number) =>
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));

  const updateRow = (key: number, username: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, username } : row)));

  const handleRowKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    // Enter never submits from a player row: on the last non-empty row it adds one, elsewhere it moves on.
    event.preventDefault();
    const row = rows[index];
    if (!row) return;
    if (index === rows.length - 1) {
      if (row.username.trim()) addRow();
    } else {
      const next = rows[index + 1];
      if (next) rowInputs.current.get(next.key)?.focus();
    }
  };

  const reset = () => {
    setName('');
    setDescription('');
    setMaxMemes(String(MAX_MEMES_PER_PLAYER.default));
    setRows([newRow()]);
    setErrors([]);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createContest.isPending) return;
    setSucceeded(false);
    if (!user) {
      setErrors([contestMessages.mustBeSignedIn]);
      return;
    }
    const details = validateContestDetails({ name, description });
    const maxMemesPerPlayer = parseMaxMemesPerPlayer(maxMemes);
    const usernames = validatePlayerUsernames(rows.map((row) => row.username));
    const nextErrors = [
      ...(details.ok ? [] : details.errors),
      ...(isValidMaxMemesPerPlayer(maxMemesPerPlayer) ? [] : [contestMessages.maxMemesRange]),
      ...(usernames.ok ? [] : usernames.errors),
    ];
    setErrors(nextErrors);
    if (!details.ok || !usernames.ok || nextErrors.length) return;

    createContest.mutate(
      { userId: user.id, ...details.value, maxMemesPerPlayer, usernames: usernames.value },
      {
        onSuccess: ({ contest, failedPlayers }) => {
          reset();
          setSucceeded(true);
          navigate(contestPath(contest.id));
          notifySuccess(contestMessages.created);
          const [firstFailure] = failedPlayers;
          if (firstFailure) {
            reportError(
              playersNotAddedMessage(
                failedPlayers.map((failure) => failure.username),
                errorMessage(firstFailure.error, contestMessages.addPlayerFailed),
              ),
            );
          }
        },
        onError: (error) => reportError(error, contestMessages.createFailed),
      },
    );
  };

  const pending = createContest.isPending;

  return (
    <section className="rounded-2xl border border-border bg-surface p-6">
      <h1 className="text-2xl font-bold">Create a contest</h1>
      <p className="mt-1 text-sm text-muted">
        Players get a personal link each; you can add more players until the vote starts.
      </p>
      <form className="mt-6 flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id="contest-name"
          label="Contest name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          aria-invalid={errors.includes(contestMessages.nameLength) || undefined}
        />
        <TextAreaField
          id="contest-description"
          label="Description"
          controlClassName="min-h-24"
          hint={`${description.trim().length}/${CONTEST_DESCRIPTION_MAX_LENGTH}`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={errors.includes(contestMessages.descriptionLength) || undefined}
        />
        <TextField
          id="contest-max-memes"
          label="Max memes per player"
          type="number"
          inputMode="numeric"
          min={MAX_MEMES_PER_PLAYER.min}
          max={MAX_MEMES_PER_PLAYER.max}
          step={1}
          controlClassName="max-w-32"
          value={maxMemes}
          onChange={(event) => setMaxMemes(event.target.value)}
          aria-invalid={errors.includes(contestMessages.maxMemesRange) || undefined}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">Players</legend>
          <ol className="flex flex-col gap-2">
            {rows.map((row, index) => (
              <li key={row.key} className="flex gap-2">
                <input
                  ref={(element) => {
                    if (element) rowInputs.current.set(row.key, element);
                    else rowInputs.current.delete(row.key);
                  }}
                  className={textInputClasses}
                  placeholder={`Player ${index + 1}`}
                  aria-label={`Player ${index + 1} username`}
                  value={row.username}
                  onChange={(event) => updateRow(row.key, event.target.value)}
                  onKeyDown={(event) => handleRowKeyDown(event, index)}
                />
                <Button
                  variant="ghost"
                  aria-label={`Remove player ${index + 1}`}
                  title="Remove this row"
                  disabled={rows.length <= 1}
                  onClick={() => removeRow(row.key)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ol>
          <Button variant="secondary" size="sm" className="mt-3" onClick={addRow}>
            Add player
          </Button>
        </fieldset>

        {errors.length ? (
          <ul
            role="alert"
            className="list-inside list-disc rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200"
          >
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? (
              <>
                <Spinner />
                Creating…
              </>
            ) : (
              'Create contest'
            )}
          </Button>
          <Button variant="ghost" onClick={() => navigate(paths.dashboard)} disabled={pending}>
            Cancel
          </Button>
          <p role="status" className="text-sm text-muted">
            {pending ? creatingContestStatus : succeeded ? createdContestStatus : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
