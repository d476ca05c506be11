import type { RecordModel } from 'pocketbase';
import { env } from '@/config/env';

type FileRecord = Pick<RecordModel, 'id' | 'collectionId' | 'collectionName'>;

/**
 * A record's file address exactly as the SDK's `files.getURL` builds it (pocketbase 0.28: Client.buildURL), without
 * the SDK: the navigation bar's avatar needs it on every page, and the SDK stays out of the first page's scripts.
 * tests/ui/files.test.ts holds it to the SDK's own. An absolute base is used as is; a base starting with '/' comes
 * after the page's origin; any other relative base after the page's path.
 */
export function sdkFileUrl(base: string, record: FileRecord, fileName: string, thumb?: string): string {
  if (!fileName || !record.id || !(record.collectionId || record.collectionName)) return '';
  let url = base;
  if (!/^https?:\/\//.test(base)) {
    url = window.location.origin.replace(/\/$/, '');
    if (!base.startsWith('/')) {
      url += window.location.pathname || '/';
      if (!url.endsWith('/')) url += '/';
    }
    url += base;
  }
  if (!url.endsWith('/')) url += '/';
  const parts = [record.collectionId || record.collectionName, record.id, fileName].map(encodeURIComponent);
  return `${url}api/files/${parts.join('/')}${thumb ? `?thumb=${encodeURIComponent(thumb)}` : ''}`;
}

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
  const url = sdkFileUrl(env.pocketbaseUrl, record, fileName, thumb);
  if (!url) {
    console.warn('Cannot resolve file URL', { record: record.id, fileName });
    return undefined;
  }
  return url;
}
