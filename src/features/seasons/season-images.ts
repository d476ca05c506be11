import { env } from '@/config/env';

/**
 * The address of a podium meme's file from a season's answer, which gives it as a path ('/api/files/…', kept files
 * included), with a thumbnail size. Undefined for anything else, so a bad path shows no image rather than a request
 * somewhere unexpected.
 */
export function seasonImageUrl(path: string, thumb?: string): string | undefined {
  if (!path.startsWith('/api/files/')) return undefined;
  const base = env.pocketbaseUrl.replace(/\/+$/, '');
  const root = /^https?:\/\//.test(base) ? base : `${window.location.origin}${base.startsWith('/') ? base : ''}`;
  return `${root}${path}${thumb ? `?thumb=${encodeURIComponent(thumb)}` : ''}`;
}
