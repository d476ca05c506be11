import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { focusFirstInvalid, TextAreaField, TextField } from '@/components/ui/text-field';
import { CONTEST_DESCRIPTION_MAX_LENGTH, MAX_MEMES_PER_PLAYER } from '@/config/limits';
import { contestPath } from '@/config/routes';
import type { Locale } from '@/i18n/locales';
import { useT } from '@/i18n/use-t';
import type { UserRecord } from '@/lib/data/records';
import { errorMessage, notifySuccess, reportError } from '@/lib/errors/notify';
import { serverMessage } from '@/lib/errors/server-messages';
import { APP_PATHS } from '@contract/routes.js';
import { useCreateContest } from '../api/contests';
import { useOrganizerSeasons } from '../api/seasons';
import { contestLanguageDefault } from '../contest-language';
import { USERNAME_PROBLEMS, validateDeadlines, validateNewContest, type DeadlineInputs } from '../validation';
import { errorOf } from './contest-edit-form';
import { ContestLanguageField } from './contest-language-field';
import { SeasonSelect } from './contest-season-card';
import { DeadlineFields } from './deadline-fields';
import { NewPlayerRows, useNewPlayerRows } from './new-player-rows';

const NO_DEADLINES: DeadlineInputs = { participationEnds: '', voteEnds: '' };

export function CreateContestForm({ user }: { user: UserRecord | null }) {
  const t = useT();
  const navigate = useNavigate();
  const createContest = useCreateContest();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [maxMemes, setMaxMemes] = useState(String(MAX_MEMES_PER_PLAYER.default));
  const playerRows = useNewPlayerRows();
  const [deadlines, setDeadlines] = useState<DeadlineInputs>(NO_DEADLINES);
  const [language, setLanguage] = useState<Locale>(contestLanguageDefault);
  // A season's screen opens the form with that season picked (?season=…).
  const [searchParams] = useSearchParams();
  const [season, setSeason] = useState(() => searchParams.get('season') ?? '');
  const seasonsQuery = useOrganizerSeasons(user?.id);
  const seasonFieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [succeeded, setSucceeded] = useState(false);

  const reset = () => {
    setName('');
    setDescription('');
    setMaxMemes(String(MAX_MEMES_PER_PLAYER.default));
    playerRows.reset();
    setDeadlines(NO_DEADLINES);
    setLanguage(contestLanguageDefault());
    setSeason('');
    setErrors([]);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createContest.isPending) return;
    setSucceeded(false);
    if (!user) {
      setErrors([t('dashboard.mustBeSignedIn')]);
      return;
    }
    const checked = validateNewContest({ name, description, maxMemes, usernames: playerRows.usernames });
    const checkedDeadlines = validateDeadlines(deadlines);
    const allErrors = [...(checked.ok ? [] : checked.errors), ...(checkedDeadlines.ok ? [] : checkedDeadlines.errors)];
    setErrors(allErrors);
    if (!checked.ok || !checkedDeadlines.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }

    createContest.mutate(
      {
        userId: user.id,
        ...checked.value,
        deadlines: checkedDeadlines.value,
        language,
        // Only a season still on the list: one deleted meanwhile is left out rather than refused.
        season: seasonsQuery.data?.some((item) => item.id === season) ? season : '',
      },
      {
        onSuccess: ({ contest, failedPlayers }) => {
          reset();
          setSucceeded(true);
          navigate(contestPath(contest.id));
          notifySuccess(t('dashboard.created'));
          const [firstFailure] = failedPlayers;
          if (firstFailure) {
            reportError(
              t('dashboard.playersNotAdded', {
                usernames: failedPlayers.map((failure) => failure.username).join(', '),
                reason: errorMessage(firstFailure.error, t('dashboard.addPlayerFailed')),
              }),
            );
          }
        },
        onError: (error) => reportError(error, t('dashboard.createFailed')),
      },
    );
  };

  const pending = createContest.isPending;
  // Each message sits under the field it is about; only what belongs to no field (signing in) stays at the end.
  const fieldError = (message: string) => errorOf(errors, message);
  const nameError = fieldError(serverMessage(t, 'contestName'));
  const descriptionError = fieldError(serverMessage(t, 'contestDescription'));
  const maxMemesError = fieldError(serverMessage(t, 'maxMemes'));
  const usernameErrors = USERNAME_PROBLEMS.map((code) => serverMessage(t, code)).filter((message) =>
    errors.includes(message),
  );
  const deadlineErrors = {
    past: fieldError(serverMessage(t, 'deadlinePast')),
    order: fieldError(serverMessage(t, 'deadlineOrder')),
  };
  const placed = new Set([
    nameError,
    descriptionError,
    maxMemesError,
    ...usernameErrors,
    ...Object.values(deadlineErrors),
  ]);
  const otherErrors = errors.filter((message) => !placed.has(message));

  return (
    <section className="rounded-2xl border border-border bg-surface p-6">
      <h1 className="text-2xl font-bold">{t('dashboard.createTitle')}</h1>
      <p className="mt-1 text-sm text-muted">{t('dashboard.createIntro')}</p>
      <form ref={formRef} className="mt-6 flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id="contest-name"
          label={t('dashboard.contestName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          error={nameError}
        />
        <TextAreaField
          id="contest-description"
          label={t('dashboard.description')}
          controlClassName="min-h-24"
          hint={`${description.trim().length}/${CONTEST_DESCRIPTION_MAX_LENGTH}`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={descriptionError}
        />
        <TextField
          id="contest-max-memes"
          label={t('dashboard.maxMemes')}
          type="number"
          inputMode="numeric"
          min={MAX_MEMES_PER_PLAYER.min}
          max={MAX_MEMES_PER_PLAYER.max}
          step={1}
          controlClassName="max-w-32"
          value={maxMemes}
          onChange={(event) => setMaxMemes(event.target.value)}
          error={maxMemesError}
        />
        <NewPlayerRows rows={playerRows.rows} setRows={playerRows.setRows} errors={usernameErrors} />
        <DeadlineFields values={deadlines} onChange={setDeadlines} errors={deadlineErrors} />
        <ContestLanguageField value={language} onChange={setLanguage} />
        {seasonsQuery.data && seasonsQuery.data.length > 0 ? (
          <div>
            <label htmlFor={seasonFieldId} className="mb-1 block text-sm font-semibold">
              {t('dashboard.contestSeason')}
            </label>
            <SeasonSelect
              id={seasonFieldId}
              seasons={seasonsQuery.data}
              value={season}
              onChange={setSeason}
              describedBy={`${seasonFieldId}-hint`}
            />
            <p id={`${seasonFieldId}-hint`} className="mt-1 text-xs text-muted">
              {t('dashboard.contestSeasonHint')}
            </p>
          </div>
        ) : null}

        <FormErrors messages={otherErrors} />

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? (
              <>
                <Spinner />
                {t('dashboard.creating')}
              </>
            ) : (
              t('dashboard.createContest')
            )}
          </Button>
          <Button variant="ghost" onClick={() => navigate(APP_PATHS.dashboard)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <p role="status" className="text-sm text-muted">
            {pending ? t('dashboard.creatingContest') : succeeded ? t('dashboard.createdContest') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
