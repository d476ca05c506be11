import { useId, useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { CloseIcon, CopyIcon, QrIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatDashboardScore } from '@/lib/format';
import { reportError } from '@/lib/notify';
import type { ContestRecord, PlayerRecord } from '@/lib/records';
import { useRemovePlayer } from '../api/players';
import { votesNeededBy, type ContestProgress } from '../contest-progress';
import { contestMessages, removePlayerConfirmation } from '../messages';
import { useCopyLink } from '../hooks/use-copy-link';
import { linkOfPlayer } from '../player-link';
import { LinkQrDialog } from './link-qr-dialog';

interface PlayerRowProps {
  player: PlayerRecord;
  contest: ContestRecord;
  /** 0 means no limit. */
  maxMemes: number;
  progress: ContestProgress | undefined;
}

export function PlayerRow({ player, contest, maxMemes, progress }: PlayerRowProps) {
  const removePlayer = useRemovePlayer(contest.id);
  const copyLink = useCopyLink();
  const manualLink = copyLink.manualText;
  const [qrOpen, setQrOpen] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const manualLinkId = useId();
  const link = linkOfPlayer(player);
  const showVotes = contest.status === 'vote' || contest.status === 'results';

  const handleCopy = async () => {
    if (!link) {
      reportError(contestMessages.playerLinkUnavailable);
      return;
    }
    await copyLink.copy(link, contestMessages.linkCopied, contestMessages.copyFailed);
  };

  const handleQr = () => {
    if (!link) reportError(contestMessages.playerLinkUnavailable);
    else setQrOpen(true);
  };

  const handleRemove = async () => {
    const confirmed = await confirm({
      message: removePlayerConfirmation(player.username),
      title: `Remove ${player.username}`,
      confirmLabel: 'Remove player',
      tone: 'danger',
    });
    if (!confirmed) return;
    removePlayer.mutate(player.id);
  };

  const memes = progress?.memesByPlayer.get(player.id) ?? 0;
  const votes = progress?.votesByPlayer.get(player.id) ?? 0;

  return (
    <li className="rounded-xl border border-border bg-surface-raised/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{player.username}</p>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted">
            {progress ? <span>{`${memes}/${maxMemes > 0 ? maxMemes : '∞'} memes`}</span> : null}
            {progress && showVotes ? <span>{`${votes}/${votesNeededBy(progress, player.id)} votes`}</span> : null}
            {contest.status === 'results' ? (
              <span>
                Average score <strong className="text-slate-100">{formatDashboardScore(player.average_score)}</strong>
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleCopy()}
            aria-label={`Copy link for ${player.username}`}
          >
            <CopyIcon />
            Copy
          </Button>
          <IconButton onClick={handleQr} aria-label={`Show QR code for ${player.username}`}>
            <QrIcon />
          </IconButton>
          <IconButton
            variant="danger-quiet"
            onClick={() => void handleRemove()}
            disabled={removePlayer.isPending}
            aria-label={`Remove ${player.username}`}
          >
            {removePlayer.isPending ? <Spinner /> : <CloseIcon />}
          </IconButton>
        </div>
      </div>
      {manualLink ? (
        <div className="mt-2">
          <label htmlFor={manualLinkId} className="mb-1 block text-xs text-muted">
            {`Link for ${player.username}`}
          </label>
          <input
            id={manualLinkId}
            readOnly
            value={manualLink}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-border bg-surface p-2 font-mono text-xs"
          />
        </div>
      ) : null}
      {qrOpen && link ? (
        <LinkQrDialog
          title={player.username}
          label={`QR code for ${player.username}`}
          link={link}
          imageAlt={`QR code of the player link for ${player.username}`}
          caption="Scan with a phone camera to open this player's page."
          onClose={() => setQrOpen(false)}
        />
      ) : null}
      {confirmDialog}
    </li>
  );
}
