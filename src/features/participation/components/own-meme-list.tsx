import { Button } from '@/components/ui/button';
import { MemeThumbnail } from '@/components/ui/image-with-fallback';
import { useT } from '@/i18n/use-t';
import { memeDisplayName } from '@/lib/data/meme-media';
import type { MemeRecord } from '@/lib/data/records';
import { formatDateTime } from '@/lib/display/format';

interface OwnMemeListProps {
  memes: MemeRecord[];
  onRemove: (memeId: string) => void;
  removingId: string | undefined;
  disabled: boolean;
}

/** The memes the player has uploaded: thumbnail, file name, upload date and a remove button. */
export function OwnMemeList({ memes, onRemove, removingId, disabled }: OwnMemeListProps) {
  const t = useT();
  if (memes.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
        <p className="font-medium text-slate-200">{t('participation.noMemesYet')}</p>
        <p className="mt-1">{t('participation.noMemesYetHint')}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-2">
      {memes.map((meme) => {
        const name = memeDisplayName(meme);
        const uploadedAt = formatDateTime(meme.created);
        return (
          <li key={meme.id} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-2">
            <MemeThumbnail
              meme={meme}
              size="small"
              alt={name}
              className="h-18 w-18 shrink-0 rounded-md"
              fallback={<span aria-hidden="true" className="h-18 w-18 shrink-0 rounded-md bg-surface-raised" />}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-100">{name}</p>
              {uploadedAt ? (
                <p className="text-xs text-muted">
                  {t('participation.uploadedOn')} <time dateTime={meme.created}>{uploadedAt}</time>
                </p>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRemove(meme.id)}
              disabled={disabled || removingId !== undefined}
              aria-label={t('participation.removeNamed', { name })}
              className="min-h-11 text-red-300 hover:text-red-200"
            >
              {removingId === meme.id ? t('participation.removing') : t('participation.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
