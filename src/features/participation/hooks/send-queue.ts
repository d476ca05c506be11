import { uploadFailureReason, uploadMeme } from '@/features/participation/api/own-memes';
import type { QueueEntry } from '@/features/participation/hooks/queue-entry';
import { t } from '@/i18n/i18n';
import { isTransientFailure } from '@/lib/errors/errors';
import { reportError } from '@/lib/errors/notify';

/**
 * Uploads the queue one file at a time, showing each file's progress through `updateEntry`. A file the server
 * refused is reported with its reason and dropped, since sending it again cannot help; a file that failed on the
 * way (no connection, timeout, 5xx, 429) is reported too but stays queued, so trying again needs no new pick.
 */
export async function sendQueue(
  queue: QueueEntry[],
  owner: { playerId: string; contestId: string },
  updateEntry: (id: number, change: Partial<QueueEntry>) => void,
): Promise<{ failures: string[]; retryable: Set<number> }> {
  const failures: string[] = [];
  const retryable = new Set<number>();
  for (const entry of queue) {
    updateEntry(entry.id, { status: 'uploading', progress: 0 });
    try {
      await uploadMeme({
        ...owner,
        file: entry.file,
        onProgress: ({ loaded, total }) => updateEntry(entry.id, { progress: total > 0 ? loaded / total : 0 }),
      });
      updateEntry(entry.id, { status: 'done', progress: 1 });
    } catch (error) {
      updateEntry(entry.id, { status: 'failed', retryable: isTransientFailure(error) });
      if (isTransientFailure(error)) retryable.add(entry.id);
      // A file the server refused, reported by name; the other files still upload.
      const failure = t('participation.fileRefused', { fileName: entry.file.name, reason: uploadFailureReason(error) });
      failures.push(failure);
      reportError(failure);
    }
  }
  return { failures, retryable };
}
