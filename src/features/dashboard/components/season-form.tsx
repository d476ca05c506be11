import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SEASON_NAME_LENGTH } from '@/config/limits';
import { useT } from '@/i18n/use-t';
import { serverMessage } from '@/lib/errors/server-messages';
import type { SeasonFields } from '../api/seasons';
import { checkSeasonFields, dayFromEnds } from '../season-fields';

/**
 * A season's name and optional end date: the form that creates one on the dashboard and renames one on its screen.
 * What was typed stays when a save fails; `onSave` resolves true once saved.
 */
export function SeasonForm({
  initial,
  submitLabel,
  busy,
  onSave,
  resetOnSave = false,
}: {
  initial?: { name: string; ends: string };
  submitLabel: string;
  busy: boolean;
  onSave: (fields: SeasonFields) => Promise<boolean>;
  resetOnSave?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [day, setDay] = useState(dayFromEnds(initial?.ends));
  const [nameError, setNameError] = useState<string>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = checkSeasonFields(name, day);
    if (!fields) {
      setNameError(serverMessage(t, 'seasonName'));
      return;
    }
    setNameError(undefined);
    if ((await onSave(fields)) && resetOnSave) {
      setName('');
      setDay('');
    }
  };

  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
    >
      <TextField
        id={`${id}-name`}
        label={t('dashboard.seasonName')}
        className="min-w-0 flex-1"
        value={name}
        maxLength={SEASON_NAME_LENGTH.max}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        required
      />
      <TextField
        id={`${id}-ends`}
        label={t('dashboard.seasonEnds')}
        type="date"
        className="sm:w-44"
        value={day}
        onChange={(event) => setDay(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="sm:mt-6" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
