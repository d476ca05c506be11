import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { textInputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { useAddPlayer } from '../api/players';
import { validatePlayerUsernames } from '../validation';

/** The add-player box's id: an empty players list's button focuses it. */
export const ADD_PLAYER_INPUT_ID = 'add-player-username';

/** The players column's one-line form: a username, checked against the contest's players before it is sent. */
export function AddPlayerForm({ contestId, existing }: { contestId: string; existing: string[] }) {
  const t = useT();
  const addPlayer = useAddPlayer(contestId);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = ADD_PLAYER_INPUT_ID;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || addPlayer.isPending) return;
    const checked = validatePlayerUsernames([username], existing);
    if (!checked.ok) {
      setError(checked.errors.join(' '));
      return;
    }
    setError(null);
    const [name] = checked.value;
    if (!name) return;
    addPlayer.mutate(name, {
      onSuccess: () => {
        setUsername('');
        notifySuccess(t('dashboard.playerAdded'));
      },
      onError: (failure) => reportError(failure, t('dashboard.addPlayerFailed')),
    });
  };

  return (
    <form className="mt-4" onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className="sr-only">
        {t('dashboard.playerUsername')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          placeholder={t('dashboard.playerUsername')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={error ? true : undefined}
          className={`${textInputClasses} text-sm`}
        />
        <Button type="submit" size="sm" className="shrink-0" disabled={!username.trim()} busy={addPlayer.isPending}>
          {t('dashboard.addPlayer')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
