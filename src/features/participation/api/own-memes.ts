import { queryOptions } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { playerKeys } from '@/lib/data/query-keys';
import { collections, type MemeRecord } from '@/lib/data/records';
import { fetchWithUploadProgress, type UploadProgress } from '@/lib/data/upload-progress';
import { playerErrorMessage, writtenForPeople } from '@/lib/errors/player-errors';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { playerClient } from '@/lib/session/pocketbase';

/** The player's own memes in their contest, newest first: one request (a player has at most 10). */
export function listOwnMemes(playerId: string, contestId: string): Promise<MemeRecord[]> {
  return playerClient.collection(collections.memes).getFullList<MemeRecord>({
    filter: playerClient.filter('player = {:player} && contest = {:contest}', { player: playerId, contest: contestId }),
    sort: '-created',
  });
}

export const ownMemesQueryOptions = (playerId: string, contestId: string) =>
  queryOptions({
    queryKey: playerKeys.ownMemes(playerId, contestId),
    queryFn: () => listOwnMemes(playerId, contestId),
    retry: retryTransientFailure,
  });

interface MemeUpload {
  contestId: string;
  playerId: string;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * One multipart POST per file (docs/product/requests.md#memes), sent through XHR so the screen can show how much has
 * been sent.
 */
export function uploadMeme({ contestId, playerId, file, onProgress }: MemeUpload): Promise<MemeRecord> {
  return playerClient
    .collection(collections.memes)
    .create<MemeRecord>(
      { contest: contestId, player: playerId, media: file },
      { fetch: fetchWithUploadProgress(onProgress) },
    );
}

export function deleteMeme(memeId: string): Promise<boolean> {
  return playerClient.collection(collections.memes).delete(memeId);
}

/**
 * The most useful reason the server gave for refusing a file: our hooks' refusal in the person's language (from its
 * code); the media field's own message if the project wrote it for people (PocketBase's own field checks speak of
 * bytes and MIME types: the page's fallback says it instead); else the request's.
 */
export function uploadFailureReason(error: unknown): string {
  if (error && typeof error === 'object' && 'response' in error) {
    const response = (
      error as { response?: { data?: { messageCode?: unknown; media?: { code?: unknown; message?: unknown } } } }
    ).response;
    if (response?.data?.messageCode) return playerErrorMessage(error, t('participation.uploadFallback'));
    const fieldMessage = response?.data?.media?.message;
    if (typeof fieldMessage === 'string' && writtenForPeople(fieldMessage.trim())) return fieldMessage.trim();
  }
  return playerErrorMessage(error, t('participation.uploadFallback'));
}
