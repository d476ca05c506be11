import type { ReactNode } from 'react';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { useT } from '@/i18n/use-t';
import { memeImageUrl } from '@/lib/data/meme-media';
import type { MemeRecord } from '@/lib/data/records';

/**
 * The full image in a modal (Escape, a click outside or the close button closes it; focus returns to the
 * thumbnail). The original file, not the 900x900 thumbnail: thumbnails are cropped and GIFs would stop moving.
 * Mounted only while open.
 */
export function MemePreviewDialog({
  meme,
  uploader,
  onClose,
  actions,
}: {
  meme: MemeRecord;
  uploader: string;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <ImagePreviewDialog
      open
      onClose={onClose}
      src={memeImageUrl(meme)}
      alt={t('dashboard.memeByFullSize', { name: uploader })}
      label={t('dashboard.memeBy', { name: uploader })}
      actions={actions}
    />
  );
}
