import { useCallback } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import type { ContestRecord, MemeRecord } from '@/lib/data/records';
import { usePendingMemeRemovals, useRemoveMeme } from '../api/memes';

/** Moderation is open while the server allows it: during participation and the vote. */
export const canRemoveMemes = (contest: ContestRecord) =>
  contest.status === 'participation' || contest.status === 'vote';

/**
 * Removing the contest's memes once the organizer has confirmed what that does (its votes go, its uploader is told),
 * held once by the memes list for every card and the full-size preview: `remove` keeps its identity from render to
 * render, `removing` holds the memes whose removal is under way, and `dialog` is the confirmation to render.
 */
export function useMemeRemoval(contestId: string) {
  const t = useT();
  const { mutate } = useRemoveMeme(contestId);
  const [confirm, dialog] = useConfirm();
  const removing = usePendingMemeRemovals(contestId);
  const remove = useCallback(
    async (meme: MemeRecord, uploader: string) => {
      const confirmed = await confirm({
        message: t('dashboard.removeMemeConfirmation', { uploader }),
        title: t('dashboard.removeThisMeme'),
        confirmLabel: t('dashboard.removeMeme'),
        tone: 'danger',
      });
      if (confirmed) mutate(meme.id);
    },
    [confirm, mutate, t],
  );
  return { remove, removing, dialog };
}

/** Removes a meme: on a meme card a quiet icon button (`icon`); in the full-size preview a labelled one. */
export function RemoveMemeButton({
  uploader,
  removing,
  onRemove,
  icon = false,
  className = '',
}: {
  uploader: string;
  removing: boolean;
  onRemove: () => void;
  icon?: boolean;
  className?: string;
}) {
  const t = useT();
  const label = t('dashboard.removeMemeBy', { name: uploader });
  return icon ? (
    <IconButton variant="danger-quiet" className={className} disabled={removing} aria-label={label} onClick={onRemove}>
      {removing ? <Spinner /> : <TrashIcon />}
    </IconButton>
  ) : (
    <Button
      variant="danger-quiet"
      size="sm"
      className={className}
      disabled={removing}
      aria-label={label}
      onClick={onRemove}
    >
      {removing ? <Spinner /> : <TrashIcon />}
      {t('participation.remove')}
    </Button>
  );
}
