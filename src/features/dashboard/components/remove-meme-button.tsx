import { Button, IconButton } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { ContestRecord, MemeRecord } from '@/lib/records';
import { useRemoveMeme } from '../api/memes';
import { removeMemeConfirmation } from '../messages';
import { useT } from '@/i18n/use-t';

/** Moderation is open while the server allows it: during participation and the vote. */
export const canRemoveMemes = (contest: ContestRecord) =>
  contest.status === 'participation' || contest.status === 'vote';

/**
 * Removes a meme once the organizer has confirmed what that does (its votes go, its uploader is told). On a meme
 * card it is a quiet icon button (`icon`); in the full-size preview a labelled one.
 */
export function RemoveMemeButton({
  contestId,
  meme,
  uploader,
  icon = false,
  className = '',
}: {
  contestId: string;
  meme: MemeRecord;
  uploader: string;
  icon?: boolean;
  className?: string;
}) {
  const t = useT();
  const remove = useRemoveMeme(contestId);
  const [confirm, confirmDialog] = useConfirm();
  const label = t('dashboard.removeMemeBy', { name: uploader });
  const handleClick = async () => {
    const confirmed = await confirm({
      message: removeMemeConfirmation(uploader),
      title: t('dashboard.removeThisMeme'),
      confirmLabel: t('dashboard.removeMeme'),
      tone: 'danger',
    });
    if (confirmed) remove.mutate(meme.id);
  };
  return (
    <>
      {icon ? (
        <IconButton
          variant="danger-quiet"
          className={className}
          disabled={remove.isPending}
          aria-label={label}
          onClick={() => void handleClick()}
        >
          {remove.isPending ? <Spinner /> : <TrashIcon />}
        </IconButton>
      ) : (
        <Button
          variant="danger-quiet"
          size="sm"
          className={className}
          disabled={remove.isPending}
          aria-label={label}
          onClick={() => void handleClick()}
        >
          {remove.isPending ? <Spinner /> : <TrashIcon />}
          {t('participation.remove')}
        </Button>
      )}
      {confirmDialog}
    </>
  );
}
