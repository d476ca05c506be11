// Exports (docs/product/organizer.md#exports): a contest's results or a season's standings as CSV or JSON, from
// owner-only routes. The SDK reads every answer as JSON, so the file is fetched as is with the organizer's token and
// saved under the name the server gives it.
import { ClientResponseError } from 'pocketbase';
import { hostClient } from '@/lib/session/pocketbase';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export type ExportFormat = 'csv' | 'json';

export type ExportTarget = { kind: 'contest'; id: string; name: string } | { kind: 'season'; id: string; name: string };

function exportPath(target: ExportTarget): string {
  return target.kind === 'contest'
    ? routeAddress(API_ROUTES.contestExport, { contest: target.id })
    : routeAddress(API_ROUTES.seasonExport, { season: target.id });
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first), if any. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed name: the plain one, or ours.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/** A name for the file when the server gives none: the contest's or season's name, safe on every system. */
export function fallbackName(name: string, format: ExportFormat): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${base || 'meme-arena'}.${format}`;
}

/** Downloads the export and hands it to the browser as a file; a refusal or a dropped connection throws. */
export async function downloadExport(target: ExportTarget, format: ExportFormat): Promise<string> {
  const url = `${hostClient.buildURL(exportPath(target))}?format=${format}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: hostClient.authStore.token } });
  } catch (cause) {
    throw new ClientResponseError({ url, status: 0, originalError: cause });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => ({}));
    throw new ClientResponseError({ url, status: response.status, response: data as Record<string, unknown> });
  }
  const blob = await response.blob();
  const fileName = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName(target.name, format);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; a later revoke keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return fileName;
}
