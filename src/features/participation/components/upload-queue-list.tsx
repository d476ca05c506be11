import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Section } from '@/components/ui/section';
import type { QueueEntry } from '@/features/participation/hooks/queue-entry';
import { numberFormat, type Translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { formatFileSize } from '@/lib/display/format';

interface UploadQueueListProps {
  entries: QueueEntry[];
  onRemove: (id: number) => void;
  disabled: boolean;
}

function statusText(t: Translate, entry: QueueEntry): string {
  switch (entry.status) {
    case 'queued':
      return t('participation.statusQueued');
    case 'uploading':
      return numberFormat({ style: 'percent' }).format(Math.round(entry.progress * 100) / 100);
    case 'done':
      return t('participation.statusDone');
    case 'failed':
      return entry.retryable ? t('participation.statusRetry') : t('participation.statusFailed');
  }
}

/** The picked files waiting for 'Upload now', each with its size, progress and a remove button. */
export function UploadQueueList({ entries, onRemove, disabled }: UploadQueueListProps) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <Section
      id="upload-queue-title"
      title={t('participation.selectedTitle')}
      className="space-y-2"
      headingClassName="text-sm font-semibold uppercase tracking-wide text-muted"
    >
      <ul className="space-y-2">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-2">
            <ImageWithFallback
              src={entry.previewUrl}
              alt=""
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded-md object-cover"
              fallback={<span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-md bg-surface-raised" />}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-100">{entry.file.name}</p>
              <p className="text-xs text-muted">
                {formatFileSize(entry.file.size)} · <span>{statusText(t, entry)}</span>
              </p>
              {entry.status === 'uploading' || entry.status === 'done' ? (
                <progress
                  className="mt-1 h-1.5 w-full accent-brand"
                  max={100}
                  value={Math.round(entry.progress * 100)}
                  aria-label={t('participation.uploadProgress', { name: entry.file.name })}
                />
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onRemove(entry.id)}
              disabled={disabled}
              aria-label={t('participation.removeNamed', { name: entry.file.name })}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-xl text-muted hover:bg-surface-raised hover:text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-soft disabled:opacity-40"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
