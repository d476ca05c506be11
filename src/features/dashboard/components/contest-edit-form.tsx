import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormErrors } from '@/components/ui/form-errors';
import { focusFirstInvalid, TextAreaField, TextField } from '@/components/ui/text-field';
import type { Locale } from '@/i18n/locales';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { maxMemesPerPlayer } from '@/lib/domain/contest-limits';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { serverMessage } from '@/lib/errors/server-messages';
import { useSaveContest } from '../api/contests';
import { contestLanguageOf } from '../contest-language';
import { validateContestDetails } from '../validation';
import { ContestLanguageField } from './contest-language-field';

/** The message among a form's errors that belongs to one field, shown under that field. */
export const errorOf = (errors: string[], message: string) => (errors.includes(message) ? message : undefined);

/**
 * Name and description are edited here; the max memes per player is fixed after creation. What was typed
 * stays in the form when a save fails. The panel mounts one form per contest, so switching contests starts
 * from that contest's values. `contest` is the query's latest copy: realtime events and refetches (also the
 * one after a refused save) update it, so the status the form sends is the contest's current one.
 */
export function ContestEditForm({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const save = useSaveContest();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(contest.name ?? '');
  const [description, setDescription] = useState(contest.description ?? '');
  const [language, setLanguage] = useState<Locale>(() => contestLanguageOf(contest.language));
  const [errors, setErrors] = useState<string[]>([]);
  const maxMemes = maxMemesPerPlayer(contest);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = validateContestDetails({ name, description });
    if (!details.ok) {
      setErrors(details.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors([]);
    save.mutate(
      {
        contestId: contest.id,
        changes: {
          ...details.value,
          // docs/product/organizer.md#contest-settings: the form sends the status it holds, the contest's latest known
          // one, so saving never moves the phase.
          status: contest.status,
          max_memes_per_player: contest.max_memes_per_player,
          // Sent only when changed, so a save of the other settings never rewrites it.
          ...(language !== contestLanguageOf(contest.language) ? { language } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          setName(saved.name ?? details.value.name);
          setDescription(saved.description ?? details.value.description);
          notifySuccess(t('dashboard.updated'));
        },
        onError: (error) => reportError(error, t('dashboard.saveFailed')),
      },
    );
  };

  return (
    <Card title={t('dashboard.settings')}>
      <form ref={formRef} className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2" onSubmit={handleSubmit} noValidate>
        <TextField
          id="edit-contest-name"
          label={t('dashboard.name')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          error={errorOf(errors, serverMessage(t, 'contestName'))}
        />
        <TextField
          id="edit-contest-max-memes"
          label={t('dashboard.maxMemes')}
          controlClassName="cursor-not-allowed opacity-70"
          value={maxMemes > 0 ? String(maxMemes) : t('dashboard.notApplicable')}
          readOnly
        />
        <TextAreaField
          id="edit-contest-description"
          label={t('dashboard.description')}
          className="md:col-span-2"
          controlClassName="min-h-20"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errorOf(errors, serverMessage(t, 'contestDescription'))}
        />
        <div className="md:col-span-2">
          <ContestLanguageField value={language} onChange={setLanguage} />
        </div>
        <FormErrors messages={errors} className="md:col-span-2" />
        <div className="md:col-span-2">
          <Button type="submit" busy={save.isPending}>
            {t('dashboard.saveChanges')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
