import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ContestRecord, MemeRecord } from '@/lib/records';
import { useRemoveMeme } from '../api/memes';
import { confirmAction } from '../confirm';
import { removeMemeConfirmation } from '../messages';

/** Moderation (beyond SPEC.md) is open while the server allows it: during participation and the vote. */
export const canRemoveMemes = (contest: ContestRecord) =>
  contest.status === 'participation' || contest.status === 'vote';

/** Removes a meme once the organizer has confirmed what that does (its votes go, its uploader is told). */
export function RemoveMemeButton({
  contestId,
  meme,
  uploader,
  className = '',
}: {
  contestId: string;
  meme: MemeRecord;
  uploader: string;
  className?: string;
}) {
  const remove = useRemoveMeme(contestId);
  return (
    <Button
      variant="danger"
      size="sm"
      className={className}
      disabled={remove.isPending}
      aria-label={`Remove meme by ${uploader}`}
      onClick={() => {
        if (confirmAction(removeMemeConfirmation(uploader))) remove.mutate(meme.id);
      }}
    >
      {remove.isPending ? <Spinner /> : null}
      Remove
    </Button>
  );
}
