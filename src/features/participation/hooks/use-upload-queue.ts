// The upload queue (docs/product/player.md#upload-queue): picked files wait in a queue, then upload one by one, then
// the queue is cleared and the player's list is reloaded. A file the server refuses is reported by name; the rest go
// on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ownMemesQueryOptions } from '@/features/participation/api/own-memes';
import type { QueueEntry } from '@/features/participation/hooks/queue-entry';
import { sendQueue } from '@/features/participation/hooks/send-queue';
import { usePreviewUrls } from '@/features/participation/hooks/use-preview-urls';
import { checkNewFiles, checkUpload, inspectPickedImages } from '@/features/participation/upload-rules';
import { t } from '@/i18n/i18n';
import { playerKeys } from '@/lib/data/query-keys';
import { notifySuccess } from '@/lib/errors/notify';
import { reportPlayerError } from '@/lib/errors/player-errors';
import { signedInPlayerId } from '@/lib/session/player-session';

interface UploadQueueOptions {
  playerId: string | undefined;
  contestId: string | undefined;
  uploadedCount: number;
  /** 0 means no limit. */
  maxMemes: number;
}

let lastEntryId = 0;

export function useUploadQueue({ playerId, contestId, uploadedCount, maxMemes }: UploadQueueOptions) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  /**
   * The queue as of its last change, for the steps that run after an await (checking a pick, uploading): the
   * `entries` a handler closed over may be a render old, and a tap on 'Upload now' must send what the screen shows.
   */
  const queueNow = useRef<QueueEntry[]>([]);
  const changeEntries = useCallback((change: (current: QueueEntry[]) => QueueEntry[]) => {
    queueNow.current = change(queueNow.current);
    setEntries(queueNow.current);
  }, []);
  /**
   * The picks still being checked, one after the other, so each is checked against the files queued before it. An
   * upload waits for them: on a slow phone the tap on 'Upload now' can come before the picked file's header is read.
   */
  const picksChecked = useRef<Promise<void>>(Promise.resolve());
  /** Set from the tap on 'Upload now' until the upload ends: a second tap before the button shows it busy is ignored. */
  const uploading = useRef(false);
  /** Messages about the last pick or upload, shown next to the picker until the next one. */
  const [notices, setNotices] = useState<string[]>([]);
  const previews = usePreviewUrls();
  const releasePreview = (entry: QueueEntry) => previews.release(entry.previewUrl);

  const queueFiles = async (files: readonly File[]) => {
    const imageProblems = await inspectPickedImages(files);
    const { accepted, messages } = checkNewFiles({
      incoming: files,
      queued: queueNow.current.map((entry) => entry.file),
      uploadedCount,
      maxMemes,
      imageProblems,
    });
    const added = accepted.map((file): QueueEntry => ({
      id: ++lastEntryId,
      file,
      previewUrl: previews.create(file),
      status: 'queued',
      progress: 0,
    }));
    changeEntries((current) => [...current, ...added]);
    setNotices(messages);
  };

  const addFiles = (files: readonly File[]): Promise<void> => {
    if (files.length === 0) return Promise.resolve();
    const checked = picksChecked.current.then(() => queueFiles(files));
    // A pick whose check failed must not hold back the next pick or an upload.
    picksChecked.current = checked.catch(() => undefined);
    return checked;
  };

  const removeEntry = (id: number) => {
    const entry = queueNow.current.find((candidate) => candidate.id === id);
    if (entry) releasePreview(entry);
    changeEntries((current) => current.filter((candidate) => candidate.id !== id));
  };

  const updateEntry = useCallback(
    (id: number, change: Partial<QueueEntry>) => {
      changeEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
    },
    [changeEntries],
  );

  const upload = useMutation({
    mutationFn: async () => {
      await picksChecked.current;
      const queue = queueNow.current;
      const check = (count: number) =>
        checkUpload({
          playerId,
          signedInPlayerId: signedInPlayerId(),
          queuedCount: queue.length,
          uploadedCount: count,
          maxMemes,
        });
      const problem = check(uploadedCount);
      if (problem || !playerId || !contestId) {
        setNotices([problem ?? t('participation.missingPlayer')]);
        return;
      }
      // The count may have changed on another device since the files were picked.
      const current = await queryClient.fetchQuery({ ...ownMemesQueryOptions(playerId, contestId), staleTime: 0 });
      const lateProblem = check(current.length);
      if (lateProblem) {
        setNotices([lateProblem]);
        return;
      }

      setNotices([]);
      const { failures, retryable } = await sendQueue(queue, { playerId, contestId }, updateEntry);

      await queryClient.invalidateQueries({ queryKey: playerKeys.ownMemes(playerId, contestId) });
      for (const entry of queue) if (!retryable.has(entry.id)) releasePreview(entry);
      changeEntries((current) => current.filter((entry) => retryable.has(entry.id)));
      setNotices(failures);
      if (failures.length < queue.length) notifySuccess(t('participation.uploaded'));
    },
    onError: (error) => reportPlayerError(error, t('participation.uploadFallback')),
    onSettled: () => {
      uploading.current = false;
    },
  });

  return {
    entries,
    notices,
    addFiles,
    removeEntry,
    isUploading: upload.isPending,
    startUpload: () => {
      if (uploading.current) return;
      uploading.current = true;
      upload.mutate();
    },
  };
}
