import { useId, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { InlineError } from '@/components/ui/status-panel';
import { textInputClasses } from '@/components/ui/text-field';
import { notifySuccess, reportError } from '@/lib/notify';
import type { ContestRecord, PlayerRecord } from '@/lib/records';
import { maxMemesPerPlayer } from '@/lib/contest-limits';
import { useAddPlayer } from '../api/players';
import { copyText } from '../clipboard';
import type { ContestProgress } from '../contest-progress';
import { contestMessages } from '../messages';
import { linkOfPlayer } from '../player-link';
import { validatePlayerUsernames } from '../validation';
import { PlayerRow } from './player-row';

interface PlayersColumnProps {
  contest: ContestRecord;
  playersQuery: UseQueryResult<PlayerRecord[]>;
  progress: ContestProgress | undefined;
}

export function PlayersColumn({ contest, playersQuery, progress }: PlayersColumnProps) {
  const players = playersQuery.data;
  const [manualLinks, setManualLinks] = useState<string | null>(null);
  const manualLinksId = useId();

  const handleCopyAll = async () => {
    if (!players?.length) return;
    const lines = players.map(
      (player) => `${player.username}: ${linkOfPlayer(player) ?? contestMessages.playerLinkUnavailable}`,
    );
    const text = lines.join('\n');
    if (await copyText(text)) {
      setManualLinks(null);
      notifySuccess(contestMessages.allLinksCopied);
    } else {
      setManualLinks(text);
      reportError(contestMessages.allLinksCopyFailed);
    }
  };

  return (
    <section aria-labelledby="players-heading" className="rounded-2xl border border-border bg-surface p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="players-heading" className="text-lg font-bold">
          Players{' '}
          {players ? (
            <span className="text-sm font-normal text-muted" aria-label={`${players.length} in total`}>
              ({players.length})
            </span>
          ) : null}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => void handleCopyAll()} disabled={!players?.length}>
          Copy all links
        </Button>
      </div>
      {manualLinks ? (
        <div className="mt-3">
          <label htmlFor={manualLinksId} className="mb-1 block text-xs text-muted">
            Every player link, to copy by hand
          </label>
          <textarea
            id={manualLinksId}
            readOnly
            value={manualLinks}
            onFocus={(event) => event.currentTarget.select()}
            className="h-28 w-full rounded-lg border border-border bg-surface-raised p-2 font-mono text-xs"
          />
        </div>
      ) : null}

      {contest.status === 'participation' ? (
        <AddPlayerForm contestId={contest.id} existing={players?.map((player) => player.username) ?? []} />
      ) : null}

      <div className="mt-4">
        {playersQuery.isPending ? (
          <LoadingState label="Loading players…" />
        ) : playersQuery.isError ? (
          <InlineError message={contestMessages.loadPlayersFailed} onRetry={() => void playersQuery.refetch()} />
        ) : players && players.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {players.map((player) => (
              <PlayerRow
                key={player.id}
                player={player}
                contest={contest}
                maxMemes={maxMemesPerPlayer(contest)}
                progress={progress}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">No players yet.</p>
        )}
      </div>
    </section>
  );
}

function AddPlayerForm({ contestId, existing }: { contestId: string; existing: string[] }) {
  const addPlayer = useAddPlayer(contestId);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

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
        notifySuccess(contestMessages.playerAdded);
      },
      onError: (failure) => reportError(failure, contestMessages.addPlayerFailed),
    });
  };

  return (
    <form className="mt-4" onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className="sr-only">
        Player username
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          placeholder="Player username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={error ? true : undefined}
          className={`${textInputClasses} text-sm`}
        />
        <Button type="submit" size="sm" className="shrink-0" disabled={!username.trim() || addPlayer.isPending}>
          {addPlayer.isPending ? <Spinner /> : null}
          Add player
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
