// The upload queue of SPEC.md §4 'Upload': picked files wait in a queue, then upload one by one, then the queue
// is cleared and the player's list is reloaded. A file the server refuses is reported by name; the rest go on.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTransientFailure } from '@/lib/errors';
import { errorMessage, notifySuccess, reportError } from '@/lib/notify';
import { playerClient } from '@/lib/pocketbase';
import { ownMemesQueryKey, ownMemesQueryOptions, uploadMeme } from '@/features/participation/api/own-memes';
import { fileRefused, memeMessages } from '@/features/participation/messages';
import { checkNewFiles, checkUpload, imagesOverPixelLimits } from '@/features/participation/upload-rules';

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

interface UploadQueueOptions {
  playerId: string | undefined;
  contestId: string | undefined;
  uploadedCount: number;
  /** 0 means no limit. */
  maxMemes: number;
}

let lastEntryId = 0;

/** The most useful reason the server gave for refusing a file: the media field's own message if there is one. */
export function uploadFailureReason(error: unknown): string {
  if (error && typeof error === 'object' && 'response' in error) {
    const response = (error as { response?: { data?: { media?: { message?: unknown } } } }).response;
    const fieldMessage = response?.data?.media?.message;
    if (typeof fieldMessage === 'string' && fieldMessage.trim()) return fieldMessage;
  }
  return errorMessage(error, memeMessages.uploadFallback);
}

export function useUploadQueue({ playerId, contestId, uploadedCount, maxMemes }: UploadQueueOptions) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  /** Messages about the last pick or upload, shown next to the picker until the next one. */
  const [notices, setNotices] = useState<string[]>([]);
  const previewUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const releasePreview = (entry: QueueEntry) => {
    if (!entry.previewUrl) return;
    URL.revokeObjectURL(entry.previewUrl);
    previewUrls.current.delete(entry.previewUrl);
  };

  const addFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const overPixelLimits = await imagesOverPixelLimits(files);
    const { accepted, messages } = checkNewFiles({
      incoming: files,
      queued: entries.map((entry) => entry.file),
      uploadedCount,
      maxMemes,
      overPixelLimits,
    });
    const added = accepted.map((file): QueueEntry => {
      const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
      if (previewUrl) previewUrls.current.add(previewUrl);
      return { id: ++lastEntryId, file, previewUrl, status: 'queued', progress: 0 };
    });
    setEntries((current) => [...current, ...added]);
    setNotices(messages);
  };

  const removeEntry = (id: number) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry) releasePreview(entry);
    setEntries((current) => current.filter((candidate) => candidate.id !== id));
  };

  const updateEntry = useCallback((id: number, change: Partial<QueueEntry>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const upload = useMutation({
    mutationFn: async (queue: QueueEntry[]) => {
      const check = (count: number) =>
        checkUpload({
          playerId,
          signedInPlayerId: playerClient.authStore.record?.id,
          queuedCount: queue.length,
          uploadedCount: count,
          maxMemes,
        });
      const problem = check(uploadedCount);
      if (problem || !playerId || !contestId) {
        setNotices([problem ?? memeMessages.missingPlayer]);
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
      const failures: string[] = [];
      // Files that failed on the way (no connection, timeout, 5xx, 429) stay queued, so trying again needs no new
      // pick; a file the server refused is dropped with its reason, since sending it again cannot help.
      const retryable = new Set<number>();
      for (const entry of queue) {
        updateEntry(entry.id, { status: 'uploading', progress: 0 });
        try {
          await uploadMeme({
            playerId,
            contestId,
            file: entry.file,
            onProgress: ({ loaded, total }) => updateEntry(entry.id, { progress: total > 0 ? loaded / total : 0 }),
          });
          updateEntry(entry.id, { status: 'done', progress: 1 });
        } catch (error) {
          updateEntry(entry.id, { status: 'failed', retryable: isTransientFailure(error) });
          if (isTransientFailure(error)) retryable.add(entry.id);
          const failure = fileRefused(entry.file.name, uploadFailureReason(error));
          failures.push(failure);
          reportError(failure);
        }
      }

      await queryClient.invalidateQueries({ queryKey: ownMemesQueryKey(playerId, contestId) });
      for (const entry of queue) if (!retryable.has(entry.id)) releasePreview(entry);
      setEntries((current) => current.filter((entry) => retryable.has(entry.id)));
      setNotices(failures);
      if (failures.length < queue.length) notifySuccess(memeMessages.uploaded);
    },
    onError: (error) => reportError(error, memeMessages.uploadFallback),
  });

  return {
    entries,
    notices,
    addFiles,
    removeEntry,
    isUploading: upload.isPending,
    startUpload: () => upload.mutate(entries),
  };
}
