// A file in the upload queue, as the queue's hook keeps it, the sender updates it and the list shows it. In a module
// of its own so that the hook and the sender, which the hook calls, do not import each other.
export type QueueEntryStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface QueueEntry {
  id: number;
  file: File;
  /** Local preview of the picked image, when the browser can make one. */
  previewUrl: string | undefined;
  status: QueueEntryStatus;
  /** Share of the file sent so far, 0 to 1. */
  progress: number;
  /** A failed upload that stays queued, because it failed on the way rather than being refused. */
  retryable?: boolean;
}
