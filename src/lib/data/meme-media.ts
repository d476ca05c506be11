import { ANIMATED_FILE_NAME } from '@/config/app-settings';
import type { Translate } from '@/i18n/i18n';
import { fileUrl, firstFileName } from '@/lib/data/files';
import type { MemeRecord } from '@/lib/data/records';

/** What it takes to show a meme's image: a list may ask the server for only these fields. */
export type MemeFile = Pick<MemeRecord, 'id' | 'collectionId' | 'collectionName' | 'media'>;

/** URL of a meme's image: a thumbnail ('150x150', '200x200', '900x900') or, without one, the original file. */
export function memeImageUrl(meme: MemeFile, thumb?: string): string | undefined {
  return fileUrl(meme, firstFileName(meme.media), thumb);
}

/**
 * The name a person gave the file, exactly as picked (`media_name`, which the server sends to the uploader and the
 * organizer only). Memes stored before the server kept it were stored as `{name}_{10 random characters}.{ext}`;
 * for those the random part, which means nothing to the uploader, is left out.
 */
export function memeDisplayName(meme: Pick<MemeRecord, 'media' | 'media_name'>): string {
  if (meme.media_name) return meme.media_name;
  const stored = firstFileName(meme.media);
  return stored.replace(/_[a-zA-Z0-9]{10}(\.[^.]+)$/, '$1');
}

/** True for an animated format, whose thumbnails PocketBase makes from the first frame only. */
export function isAnimatedMeme(meme: Pick<MemeFile, 'media'>): boolean {
  return ANIMATED_FILE_NAME.test(firstFileName(meme.media));
}

/**
 * Who uploaded a meme: the username from `usernames` (player id → username, when the screen has the players),
 * else from the expanded player record, else 'Unknown player' (a player record gone or out of reach).
 */
export function memeUploaderName(
  t: Translate,
  meme: Pick<MemeRecord, 'expand'> & Partial<Pick<MemeRecord, 'player'>>,
  usernames?: ReadonlyMap<string, string>,
): string {
  return (meme.player && usernames?.get(meme.player)) || meme.expand?.player?.username || t('common.unknownPlayer');
}
