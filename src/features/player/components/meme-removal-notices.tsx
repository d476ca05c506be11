import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { memeRemovalsQueryOptions, useDismissMemeRemoval } from '@/features/player/api/meme-removals';
import { memeRemovedNotice } from '@/features/player/messages';
import { useT } from '@/i18n/use-t';

/** Tells the player which of their memes the organizer removed, until they dismiss it. */
export function MemeRemovalNotices({ playerId }: { playerId: string }) {
  const t = useT();
  const removals = useQuery(memeRemovalsQueryOptions(playerId));
  const dismiss = useDismissMemeRemoval(playerId);
  if (!removals.data?.length) return null;
  return (
    <ul className="space-y-2">
      {removals.data.map((removal) => (
        <li
          key={removal.id}
          role="alert"
          className="flex items-center justify-between gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100"
        >
          <span className="min-w-0 break-words">{memeRemovedNotice(t, removal.media_name, removal.phase)}</span>
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11 shrink-0"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(removal.id)}
          >
            {t('player.dismissRemoval')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
