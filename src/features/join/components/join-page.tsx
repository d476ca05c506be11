import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/status-panel';
import { TextField } from '@/components/ui/text-field';
import { SCORE_RANGE } from '@/config/limits';
import { playerLink } from '@/config/routes';
import { followContestLanguage } from '@/i18n/language-changes';
import { useT } from '@/i18n/use-t';
import { copyText } from '@/lib/display/clipboard';
import { normalizeUsername, usernameProblem } from '@/lib/domain/usernames';
import { isTransientFailure } from '@/lib/errors/errors';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { playerErrorMessage } from '@/lib/errors/player-errors';
import { serverMessage } from '@/lib/errors/server-messages';
import { APP_PATHS } from '@contract/routes.js';
import { joinableContestQuery, useJoinContest, type JoinableContest } from '../api/join-contest';
import { readJoinedContest, rememberJoinedContest, type JoinedContest } from '../joined-links';

/**
 * /join/{contestId}/{secret}: a community member opens the contest's join link on their phone,
 * picks a username and becomes a player; then the page shows their personal link, the only way back.
 */
export function JoinPage({ contestId, secret }: { contestId: string; secret: string }) {
  const t = useT();
  const [joined, setJoined] = useState<JoinedContest | null>(() => readJoinedContest(contestId));
  const [returning] = useState(() => joined !== null);
  const contest = useQuery({ ...joinableContestQuery(contestId, secret), enabled: !joined });
  const contestLanguage = contest.data?.language;
  // The contest's language, unless the visitor picked one (docs/i18n.md).
  useEffect(() => {
    if (contestLanguage !== undefined) followContestLanguage(contestLanguage);
  }, [contestLanguage]);

  if (joined) return <JoinedPanel joined={joined} returning={returning} />;
  if (contest.isPending) return <LoadingState label={t('join.loading')} />;
  if (contest.isError) {
    return isTransientFailure(contest.error) ? (
      <ErrorPanel title={t('join.unreachable')} headingLevel="h1" onRetry={() => void contest.refetch()}>
        {playerErrorMessage(contest.error, t('join.unreachableDetail'))}
      </ErrorPanel>
    ) : (
      <ErrorPanel
        title={t('join.cannotJoin')}
        headingLevel="h1"
        actions={
          <Link to={APP_PATHS.home} className={buttonClasses('secondary')}>
            {t('join.goHome')}
          </Link>
        }
      >
        {playerErrorMessage(contest.error, t('join.joinFailed'))}
      </ErrorPanel>
    );
  }
  return <JoinForm contest={contest.data} secret={secret} onJoined={setJoined} />;
}

function JoinForm({
  contest,
  secret,
  onJoined,
}: {
  contest: JoinableContest;
  secret: string;
  onJoined: (joined: JoinedContest) => void;
}) {
  const t = useT();
  const join = useJoinContest(contest.id, secret);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    // The server's own rules, all but uniqueness (the page does not know the other players).
    const name = normalizeUsername(username);
    const problem = usernameProblem(name);
    if (problem === 'usernameLength' || problem === 'usernameCharacters') {
      setError(
        problem === 'usernameLength' ? serverMessage(t, 'usernameLength') : serverMessage(t, 'usernameCharacters'),
      );
      return;
    }
    setError(null);
    join.mutate(name, {
      onSuccess: ({ token, player }) => {
        const joined = { username: player.username, link: playerLink(window.location.origin, player.id, token) };
        rememberJoinedContest(contest.id, joined);
        onJoined(joined);
      },
      // The name stays in the box: a taken name is changed, a dropped connection is sent again.
      onError: (failure) => setError(playerErrorMessage(failure, t('join.joinFailed'))),
    });
  };

  return (
    <section className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-6">
      <p className="text-sm text-muted">{t('join.invited')}</p>
      <h1 className="mt-1 text-2xl font-bold break-words">{contest.name}</h1>
      {contest.description ? (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-300">{contest.description}</p>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        {t('join.howItGoes', { count: contest.max_memes_per_player, min: SCORE_RANGE.min, max: SCORE_RANGE.max })}
      </p>
      <form className="mt-5 flex flex-col gap-3" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('join.username')}
          hint={t('join.usernameHint')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" busy={join.isPending}>
          {t('join.join')}
        </Button>
      </form>
    </section>
  );
}

function JoinedPanel({ joined, returning }: { joined: JoinedContest; returning: boolean }) {
  const t = useT();
  const linkId = useId();
  const { pathname, search } = new URL(joined.link);

  const handleCopy = async () => {
    if (await copyText(joined.link)) {
      notifySuccess(t('join.linkCopied'));
    } else {
      reportError(t('join.copyFailed'));
      document.getElementById(linkId)?.focus();
    }
  };

  return (
    <section
      className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-6"
      aria-labelledby={`${linkId}-heading`}
    >
      <h1 id={`${linkId}-heading`} className="text-2xl font-bold break-words">
        {t('join.youreIn', { name: joined.username })}
      </h1>
      {returning ? <p className="mt-2 text-sm text-muted">{t('join.alreadyJoined')}</p> : null}
      <p className="mt-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm font-semibold text-amber-100">
        {t('join.saveYourLink')}
      </p>
      <ReadOnlyField
        id={linkId}
        label={t('join.yourLink')}
        value={joined.link}
        labelClassName="mt-4 mb-1 block text-sm font-semibold"
        className="border-border bg-surface-raised"
      />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" size="lg" onClick={() => void handleCopy()}>
          {t('join.copyMyLink')}
        </Button>
        <Link to={`${pathname}${search}`} className={buttonClasses('primary', 'lg')}>
          {t('join.goToMyPage')}
        </Link>
      </div>
    </section>
  );
}
