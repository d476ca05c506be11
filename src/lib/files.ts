import type { RecordModel } from 'pocketbase';
import { hostClient } from '@/lib/pocketbase';

type FileRecord = Pick<RecordModel, 'id' | 'collectionId' | 'collectionName'>;

/** The first file name of a file field that may hold one name or a list (docs/product/records.md#memes). */
export function firstFileName(value: string | string[] | undefined | null): string {
  if (Array.isArray(value)) return value[0] ?? '';
  return value ?? '';
}

/**
 * URL of a record's file, optionally a thumbnail ('150x150', …). Returns undefined, with a console
 * warning, when the URL cannot be built, so callers omit the image (docs/product/requests.md#files).
 */
export function fileUrl(record: FileRecord | undefined | null, fileName: string, thumb?: string): string | undefined {
  if (!record?.id || !fileName) {
    console.warn('Cannot resolve file URL', { record: record?.id, fileName });
    return undefined;
  }
  // File URLs need no auth: both clients point at the same host.
  const url = hostClient.files.getURL(record as RecordModel, fileName, thumb ? { thumb } : undefined);
  if (!url) {
    console.warn('Cannot resolve file URL', { record: record.id, fileName });
    return undefined;
  }
  return url;
}
