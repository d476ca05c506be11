import { memo, useId } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { CloseIcon, CopyIcon, QrIcon } from '@/components/ui/icons';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import type { ContestStatus, PlayerRecord } from '@/lib/data/records';
import { ScoreText } from './score-text';

/** What a row's buttons ask of its list: one set for every row, so a row renders again only when its player does. */
export interface PlayerRowActions {
  copyLink: (player: PlayerRecord) => void;
  showQr: (player: PlayerRecord) => void;
  remove: (player: PlayerRecord) => void;
}

interface PlayerRowProps {
  player: PlayerRecord;
  status: ContestStatus | string;
  /** 0 means no limit. */
  maxMemes: number;
  /** Memes uploaded; undefined until the memes and votes are loaded (then no figure shows). */
  memes: number | undefined;
  /** Votes given, and the votes the player owes (every meme but their own). */
  votes: number;
  votesNeeded: number;
  /** The removal was asked and the server has not answered yet. */
  removing: boolean;
  /** The link to copy by hand, when the browser refused the clipboard. */
  manualLink: string | null;
  actions: PlayerRowActions;
}

/**
 * One player of the panel. The list holds what rows share (the removal, the confirmation, the QR code, the copy),
 * and a row renders only its figures and buttons: a room of 300 renders 300 of these, and their props change only
 * when that player's own figures do.
 */
export const PlayerRow = memo(function PlayerRow({
  player,
  status,
  maxMemes,
  memes,
  votes,
  votesNeeded,
  removing,
  manualLink,
  actions,
}: PlayerRowProps) {
  const t = useT();
  const manualLinkId = useId();
  const showVotes = status === 'vote' || status === 'results';

  return (
    <li className="render-when-visible rounded-xl border border-border bg-surface-raised/60 p-3 [--row-estimate:4.25rem]">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{player.username}</p>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted">
            {memes !== undefined ? (
              <span>{t('dashboard.rowMemes', { count: memes, max: maxMemes > 0 ? maxMemes : '∞' })}</span>
            ) : null}
            {memes !== undefined && showVotes ? (
              <span>{t('dashboard.rowVotes', { count: votes, needed: votesNeeded })}</span>
            ) : null}
            {status === 'results' ? <ScoreText id="dashboard.averageScore" score={player.average_score} /> : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => actions.copyLink(player)}
            aria-label={t('dashboard.copyLinkFor', { name: player.username })}
          >
            <CopyIcon />
            {t('dashboard.copy')}
          </Button>
          <IconButton
            onClick={() => actions.showQr(player)}
            aria-label={t('dashboard.showQrFor', { name: player.username })}
          >
            <QrIcon />
          </IconButton>
          <IconButton
            variant="danger-quiet"
            onClick={() => actions.remove(player)}
            disabled={removing}
            aria-label={t('dashboard.removeNamed', { name: player.username })}
          >
            {removing ? <Spinner /> : <CloseIcon />}
          </IconButton>
        </div>
      </div>
      {manualLink ? (
        <div className="mt-2">
          <ReadOnlyField
            id={manualLinkId}
            label={t('dashboard.linkFor', { name: player.username })}
            value={manualLink}
            labelClassName="mb-1 block text-xs text-muted"
            className="border-border bg-surface"
          />
        </div>
      ) : null}
    </li>
  );
});
