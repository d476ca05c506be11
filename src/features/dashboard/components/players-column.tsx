import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { InlineError } from '@/components/ui/status-panel';
import type { ContestRecord, PlayerRecord } from '@/lib/records';
import { maxMemesPerPlayer } from '@/lib/contest-limits';
import { useFirstScreenFirst } from '@/lib/use-first-screen-first';
import type { ContestProgress } from '../contest-progress';
import { contestMessages } from '../messages';
import { linkOfPlayer } from '../player-link';
import { useCopyLink } from '../hooks/use-copy-link';
import { AddPlayerForm } from './add-player-form';
import { JoinLinkCard } from './join-link-card';
import { PlayerRow } from './player-row';
import { useT } from '@/i18n/use-t';

/** More player rows than any screen shows before scrolling. */
const FIRST_SCREEN_PLAYERS = 20;

interface PlayersColumnProps {
  contest: ContestRecord;
  playersQuery: UseQueryResult<PlayerRecord[]>;
  progress: ContestProgress | undefined;
}

export function PlayersColumn({ contest, playersQuery, progress }: PlayersColumnProps) {
  const t = useT();
  const players = playersQuery.data;
  const copyLinks = useCopyLink();
  const manualLinks = copyLinks.manualText;
  const manualLinksId = useId();
  const shownCount = useFirstScreenFirst(players?.length ?? 0, FIRST_SCREEN_PLAYERS);

  const handleCopyAll = async () => {
    if (!players?.length) return;
    const lines = players.map(
      (player) => `${player.username}: ${linkOfPlayer(player) ?? contestMessages.playerLinkUnavailable}`,
    );
    await copyLinks.copy(lines.join('\n'), contestMessages.allLinksCopied, contestMessages.allLinksCopyFailed);
  };

  const invite = contest.status === 'participation';

  return (
    <section aria-labelledby="players-heading" className={cardClasses}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="players-heading" className="text-lg font-bold">
          {t('dashboard.players')}{' '}
          {players ? (
            <span
              className="text-sm font-normal text-muted"
              aria-label={t('dashboard.inTotal', { count: players.length })}
            >
              ({players.length})
            </span>
          ) : null}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => void handleCopyAll()} disabled={!players?.length}>
          {t('dashboard.copyAllLinks')}
        </Button>
      </div>
      {invite ? <p className="mt-1 text-sm text-muted">{t('dashboard.inviteHint')}</p> : null}
      {manualLinks ? (
        <div className="mt-3">
          <label htmlFor={manualLinksId} className="mb-1 block text-xs text-muted">
            {t('dashboard.allLinksManual')}
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

      {invite ? (
        <>
          <JoinLinkCard contest={contest} />
          <AddPlayerForm contestId={contest.id} existing={players?.map((player) => player.username) ?? []} />
        </>
      ) : null}

      <div className="mt-4">
        {playersQuery.isPending ? (
          <LoadingState label={t('dashboard.loadingPlayers')} />
        ) : playersQuery.isError ? (
          <InlineError message={contestMessages.loadPlayersFailed} onRetry={() => void playersQuery.refetch()} />
        ) : players && players.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {players.slice(0, shownCount).map((player) => (
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
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
            {t('dashboard.noPlayers')}
          </p>
        )}
      </div>
    </section>
  );
}
