import { useMutation, useQuery } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { isAbortError, notifySuccess, reportError } from '@/lib/errors/notify';
import { playerErrorMessage } from '@/lib/errors/player-errors';
import { serverMessage } from '@/lib/errors/server-messages';
import { proveDiscordAccount, type DiscordProof } from '@/lib/session/discord-identity';
import { readJoinedContest, rememberJoinedContest, type JoinedContest } from '@/lib/session/joined-links';
import type { JoinedPlayerAnswer } from '@contract/answers.js';
import { APP_PATHS } from '@contract/routes.js';
import { joinWithDiscord } from '../api/contest-address';
import { joinableContestQuery, joinContest, type JoinableContest } from '../api/join-contest';
import { DiscordButton } from './discord-button';

/**
 * /join/{contestId}/{secret}: a community member opens the contest's join link on their phone,
 * picks a username and becomes a player; then the page shows their personal link, the only way back.
 */
export function JoinPage({ contestId, secret }: { contestId: string; secret: string }) {
  const t = useT();
  const [joined, setJoined] = useState<JoinedContest | null>(() => readJoinedContest(contestId));
  const [returning] = useState(() => joined !== null);
  const contest = useQuery({ ...joinableContestQuery(contestId, secret), enabled: !joined });
  const join = useCallback((username: string) => joinContest(contestId, secret, username), [contestId, secret]);
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
  return <JoinForm contest={contest.data} join={join} onJoined={setJoined} />;
}

/**
 * The join form: a username, or 'Continue with Discord', which joins with the Discord name and binds the player to
 * that Discord account (docs/features/player-discord-identity.md). When the Discord name is refused (taken, a
 * look-alike, too long), the person picks another name in the same box and joins with it, still bound: the Discord
 * proof is kept for that second request, so no second popup.
 */
export function JoinForm({
  contest,
  join: joinWithName,
  onJoined,
}: {
  contest: JoinableContest;
  join: (username: string) => Promise<JoinedPlayerAnswer>;
  onJoined: (joined: JoinedContest) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const join = useMutation({
    mutationFn: ({ name, proof }: { name?: string; proof?: DiscordProof }) =>
      proof ? joinWithDiscord(contest.id, proof, name) : joinWithName(name ?? ''),
  });
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The Discord account the person proved, kept after its name was refused so the next name joins bound to it.
  const [discord, setDiscord] = useState<DiscordProof | null>(null);
  const [connecting, setConnecting] = useState(false);
  const errorId = useId();

  // Joining with Discord opens the player's page at once: Discord is the way back, and the link is kept too.
  const openPage = ({ token, player }: JoinedPlayerAnswer) => {
    const link = playerLink(window.location.origin, player.id, token);
    rememberJoinedContest(contest.id, { username: player.username, link });
    const { pathname, search } = new URL(link);
    void navigate(`${pathname}${search}`, { replace: true });
  };

  const joinBound = (proof: DiscordProof, name?: string) =>
    join.mutate(
      { proof, name },
      {
        onSuccess: openPage,
        onError: (failure) => {
          if (isUsernameRefusal(failure)) {
            setDiscord(proof);
            if (name === undefined) setUsername(proof.name);
          }
          setError(playerErrorMessage(failure, t('join.joinFailed')));
        },
      },
    );

  const handleDiscord = () => {
    setError(null);
    setConnecting(true);
    // No await before this call: the popup has to open within the click.
    proveDiscordAccount().then(
      (proof) => {
        setConnecting(false);
        joinBound(proof);
      },
      (failure: unknown) => {
        setConnecting(false);
        if (!isAbortError(failure)) console.warn('Discord sign-in failed', failure);
        setError(t('join.discordFailed'));
      },
    );
  };

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
    if (discord) {
      joinBound(discord, name);
      return;
    }
    join.mutate(
      { name },
      {
        onSuccess: ({ token, player }) => {
          const joined = { username: player.username, link: playerLink(window.location.origin, player.id, token) };
          rememberJoinedContest(contest.id, joined);
          onJoined(joined);
        },
        // The name stays in the box: a taken name is changed, a dropped connection is sent again.
        onError: (failure) => setError(playerErrorMessage(failure, t('join.joinFailed'))),
      },
    );
  };
  const busy = join.isPending || connecting;

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
      {discord ? null : (
        <>
          <DiscordButton className="mt-5 w-full" busy={connecting} disabled={busy} onClick={handleDiscord} />
          <p className="mt-2 text-xs text-muted">{t('join.discordHint')}</p>
          <p className="mt-4 flex items-center gap-3 text-xs tracking-wide text-muted uppercase" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t('join.or')}
            <span className="h-px flex-1 bg-border" />
          </p>
        </>
      )}
      <form
        className={discord ? 'mt-5 flex flex-col gap-3' : 'mt-3 flex flex-col gap-3'}
        onSubmit={handleSubmit}
        noValidate
      >
        {discord ? (
          <p className="rounded-lg border border-[#5865f2]/50 bg-[#5865f2]/10 p-3 text-sm text-slate-100">
            {t('join.discordPickName')}
          </p>
        ) : null}
        <TextField
          label={t('join.username')}
          hint={discord ? undefined : t('join.usernameHint')}
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
        <Button
          type="submit"
          size="lg"
          variant={discord ? 'primary' : 'secondary'}
          busy={join.isPending}
          disabled={busy}
        >
          {discord ? t('join.joinWithThisName') : t('join.join')}
        </Button>
      </form>
    </section>
  );
}

/** A refusal of the name itself (taken, look-alike, length, characters): the person can pick another one. */
function isUsernameRefusal(error: unknown): boolean {
  return (
    error instanceof ClientResponseError && error.status === 400 && Boolean(error.response?.['data']?.['username'])
  );
}

export function JoinedPanel({ joined, returning }: { joined: JoinedContest; returning: boolean }) {
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
