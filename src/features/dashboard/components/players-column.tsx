import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { useFirstScreenFirst } from '@/first-paint/use-first-screen-first';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, PlayerRecord } from '@/lib/data/records';
import { maxMemesPerPlayer } from '@/lib/domain/contest-limits';
import { reportError } from '@/lib/errors/notify';
import { usePendingPlayerRemovals, useRemovePlayer } from '../api/players';
import { votesNeededBy, type ContestProgress } from '../contest-progress';
import { useCopyLink } from '../hooks/use-copy-link';
import { linkOfPlayer } from '../player-link';
import { ADD_PLAYER_INPUT_ID, AddPlayerForm } from './add-player-form';
import { ContestAddressCard } from './contest-address-card';
import { JoinLinkCard } from './join-link-card';
import { LinkQrDialog } from './link-qr-dialog';
import { PlayerRow, type PlayerRowActions } from './player-row';
import { QueryList } from './query-list';

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
  const rowActions = usePlayerRowActions(contest.id);
  const removing = usePendingPlayerRemovals(contest.id);

  const handleCopyAll = async () => {
    if (!players?.length) return;
    const lines = players.map(
      (player) => `${player.username}: ${linkOfPlayer(player) ?? t('dashboard.playerLinkUnavailable')}`,
    );
    await copyLinks.copy(lines.join('\n'), t('dashboard.allLinksCopied'), t('dashboard.allLinksCopyFailed'));
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
          <ReadOnlyField
            id={manualLinksId}
            label={t('dashboard.allLinksManual')}
            value={manualLinks}
            labelClassName="mb-1 block text-xs text-muted"
            className="h-28 border-border bg-surface-raised"
            multiline
          />
        </div>
      ) : null}

      {invite ? null : <ContestAddressCard contest={contest} />}
      {invite ? (
        <>
          <JoinLinkCard contest={contest} />
          <AddPlayerForm contestId={contest.id} existing={players?.map((player) => player.username) ?? []} />
        </>
      ) : null}

      <QueryList
        query={playersQuery}
        loadingLabel={t('dashboard.loadingPlayers')}
        failedMessage={t('dashboard.loadPlayersFailed')}
        emptyMessage={t('dashboard.noPlayers')}
        emptyAction={
          invite ? (
            <>
              <p>{t('dashboard.noPlayersHint')}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => document.getElementById(ADD_PLAYER_INPUT_ID)?.focus()}
              >
                {t('dashboard.noPlayersAction')}
              </Button>
            </>
          ) : null
        }
      >
        {(players) => (
          <ul className="flex flex-col gap-2">
            {players.slice(0, shownCount).map((player) => (
              <PlayerRow
                key={player.id}
                player={player}
                status={contest.status}
                maxMemes={maxMemesPerPlayer(contest)}
                memes={progress ? (progress.memesByPlayer.get(player.id) ?? 0) : undefined}
                votes={progress?.votesByPlayer.get(player.id) ?? 0}
                votesNeeded={progress ? votesNeededBy(progress, player.id) : 0}
                removing={removing.has(player.id)}
                manualLink={rowActions.manualLinkFor(player.id)}
                actions={rowActions.actions}
              />
            ))}
          </ul>
        )}
      </QueryList>
      {/* In participation under the list, so the join link and the first players stay in the first screen. */}
      {invite ? <ContestAddressCard contest={contest} /> : null}
      {rowActions.dialogs}
    </section>
  );
}

/**
 * What every player row's buttons do, held once by the list: copying a link (and the box to copy it by hand when the
 * clipboard refuses), its QR code, and the removal after a confirmation. The actions keep their identity from render
 * to render, so the rows, memoized, do not render again when the list does.
 */
function usePlayerRowActions(contestId: string) {
  const t = useT();
  const removePlayer = useRemovePlayer(contestId);
  const { mutate: remove } = removePlayer;
  const [confirm, confirmDialog] = useConfirm();
  const { copy, manualText, clearManualText } = useCopyLink();
  const [copiedFor, setCopiedFor] = useState<string | null>(null);
  const [qrPlayer, setQrPlayer] = useState<PlayerRecord | null>(null);

  const copyLink = useCallback(
    (player: PlayerRecord) => {
      const link = linkOfPlayer(player);
      if (!link) {
        reportError(t('dashboard.playerLinkUnavailable'));
        return;
      }
      // Another row's box to copy by hand goes: the box shows under the row whose copy failed last.
      clearManualText();
      setCopiedFor(player.id);
      void copy(link, t('dashboard.linkCopied'), t('dashboard.copyFailed'));
    },
    [copy, clearManualText, t],
  );
  const showQr = useCallback(
    (player: PlayerRecord) => {
      if (!linkOfPlayer(player)) reportError(t('dashboard.playerLinkUnavailable'));
      else setQrPlayer(player);
    },
    [t],
  );
  const removeAfterConfirmation = useCallback(
    async (player: PlayerRecord) => {
      const confirmed = await confirm({
        message: t('dashboard.removePlayerConfirmation', { username: player.username }),
        title: t('dashboard.removeNamed', { name: player.username }),
        confirmLabel: t('dashboard.removePlayer'),
        tone: 'danger',
      });
      if (confirmed) remove(player.id);
    },
    [confirm, remove, t],
  );
  const actions = useMemo<PlayerRowActions>(
    () => ({ copyLink, showQr, remove: (player) => void removeAfterConfirmation(player) }),
    [copyLink, showQr, removeAfterConfirmation],
  );

  const qrLink = qrPlayer ? linkOfPlayer(qrPlayer) : undefined;
  const dialogs = (
    <>
      {qrPlayer && qrLink ? (
        <LinkQrDialog
          title={qrPlayer.username}
          label={t('dashboard.qrFor', { name: qrPlayer.username })}
          link={qrLink}
          imageAlt={t('dashboard.qrAlt', { name: qrPlayer.username })}
          caption={t('dashboard.qrCaption')}
          onClose={() => setQrPlayer(null)}
        />
      ) : null}
      {confirmDialog}
    </>
  );
  return {
    actions,
    dialogs,
    manualLinkFor: (playerId: string) => (copiedFor === playerId ? manualText : null),
  };
}
