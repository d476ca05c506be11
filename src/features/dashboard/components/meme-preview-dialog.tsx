import type { ReactNode } from 'react';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { memeImageUrl } from '@/lib/meme-media';
import type { MemeRecord } from '@/lib/records';

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
  return (
    <ImagePreviewDialog
      open
      onClose={onClose}
      src={memeImageUrl(meme)}
      alt={`Meme by ${uploader}, full size`}
      label={`Meme by ${uploader}`}
      actions={actions}
    />
  );
}
