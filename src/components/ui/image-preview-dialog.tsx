import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { MemeImageOrAlert } from '@/components/ui/image-with-fallback';
import { useT } from '@/i18n/use-t';

interface ImagePreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The full image: the original file, so nothing is cropped and animated GIFs play. */
  src: string | undefined;
  alt: string;
  /** Accessible name of the dialog; 'Meme, full size' by default. */
  label?: string;
  /** Text shown when the image cannot be loaded. */
  failedText?: string;
  /** Buttons shown beside the close button (e.g. the organizer's Remove). */
  actions?: ReactNode;
}

/** A full-size image in a modal; closes on Escape, a click outside, or its close button. */
export function ImagePreviewDialog({ open, onClose, src, alt, label, failedText, actions }: ImagePreviewDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} label={label ?? t('common.memeFullSize')}>
      <div className="flex flex-col items-end gap-3">
        <div className="flex items-center gap-3">
          {actions}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-surface-raised text-2xl leading-none text-slate-100 hover:bg-border focus-visible:outline-2 focus-visible:outline-brand-soft"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <MemeImageOrAlert
          src={src}
          alt={alt}
          className="max-h-[80vh] w-auto max-w-full rounded-lg object-contain"
          alertClassName="block px-6 py-12"
          failedText={failedText}
        />
      </div>
    </Dialog>
  );
}
