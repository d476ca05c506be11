import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { THUMBS } from '@/config/limits';
import { fileUrl, firstFileName } from '@/lib/files';
import type { MemeRecord } from '@/lib/records';

/** The full image: a 900x900 thumbnail, or the original for GIFs so they keep moving. */
function previewUrl(meme: MemeRecord): string | undefined {
  const name = firstFileName(meme.media);
  return fileUrl(meme, name, /\.gif$/i.test(name) ? undefined : THUMBS.large);
}

/** Mounted only while open; closes on Escape, a click outside, or the close button. */
export function MemePreviewDialog({ meme, uploader, onClose }: { meme: MemeRecord; uploader: string; onClose: () => void }) {
  const src = previewUrl(meme);
  return (
    <Dialog open onClose={onClose} label={`Meme by ${uploader}`}>
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 className="truncate font-semibold">{`Meme by ${uploader}`}</h2>
          <Button variant="secondary" size="sm" onClick={onClose} autoFocus>
            Close
          </Button>
        </div>
        {src ? (
          <img
            src={src}
            width={900}
            height={900}
            alt={`Meme by ${uploader}, full size`}
            className="h-auto max-h-[80vh] w-auto max-w-full rounded-lg object-contain"
          />
        ) : (
          <p className="text-muted">This meme image could not be loaded.</p>
        )}
      </div>
    </Dialog>
  );
}
