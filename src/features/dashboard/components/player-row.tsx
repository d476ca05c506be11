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
import { useT } from '@/i18n/use-t';
import { Trans } from '@/i18n/use-t';

interface PlayerRowProps {
  player: PlayerRecord;
  contest: ContestRecord;
  /** 0 means no limit. */
  maxMemes: number;
  progress: ContestProgress | undefined;
}

export function PlayerRow({ player, contest, maxMemes, progress }: PlayerRowProps) {
  const t = useT();
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
      title: t('dashboard.removeNamed', { name: player.username }),
      confirmLabel: t('dashboard.removePlayer'),
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
            {progress ? (
              <span>{t('dashboard.rowMemes', { count: memes, max: maxMemes > 0 ? maxMemes : '∞' })}</span>
            ) : null}
            {progress && showVotes ? (
              <span>{t('dashboard.rowVotes', { count: votes, needed: votesNeededBy(progress, player.id) })}</span>
            ) : null}
            {contest.status === 'results' ? (
              <span>
                <Trans
                  id="dashboard.averageScore"
                  values={{ score: formatDashboardScore(player.average_score) }}
                  components={[<strong className="text-slate-100" />]}
                />
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleCopy()}
            aria-label={t('dashboard.copyLinkFor', { name: player.username })}
          >
            <CopyIcon />
            {t('dashboard.copy')}
          </Button>
          <IconButton onClick={handleQr} aria-label={t('dashboard.showQrFor', { name: player.username })}>
            <QrIcon />
          </IconButton>
          <IconButton
            variant="danger-quiet"
            onClick={() => void handleRemove()}
            disabled={removePlayer.isPending}
            aria-label={t('dashboard.removeNamed', { name: player.username })}
          >
            {removePlayer.isPending ? <Spinner /> : <CloseIcon />}
          </IconButton>
        </div>
      </div>
      {manualLink ? (
        <div className="mt-2">
          <label htmlFor={manualLinkId} className="mb-1 block text-xs text-muted">
            {t('dashboard.linkFor', { name: player.username })}
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
          label={t('dashboard.qrFor', { name: player.username })}
          link={link}
          imageAlt={t('dashboard.qrAlt', { name: player.username })}
          caption={t('dashboard.qrCaption')}
          onClose={() => setQrOpen(false)}
        />
      ) : null}
      {confirmDialog}
    </li>
  );
}
