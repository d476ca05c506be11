// How a player's pages (the player page in every phase, the join page) report errors: as every screen does
// (notify.ts), but a server message shows only when the project wrote it for people (one of the server's refusals in
// the catalogs); otherwise the screen's own fallback does. A player reads 'Unable to authenticate this player link.',
// never PocketBase's "The request requires valid record authorization token.".
import { t } from '@/i18n/i18n';
import { errorMessage, reportError } from '@/lib/errors/notify';
import { serverMessageTexts } from '@/lib/errors/server-messages';
import { useReportError } from '@/lib/errors/use-report-error';

/** Whether `message` is one of the server's refusals as the catalogs write them, in the active language. */
export const writtenForPeople = (message: string) => serverMessageTexts(t).includes(message);

export function playerErrorMessage(error: unknown, fallback: string): string {
  return errorMessage(error, fallback, writtenForPeople);
}

export function reportPlayerError(error: unknown, fallback: string): void {
  reportError(error, fallback, writtenForPeople);
}

export function useReportPlayerError(error: unknown, fallback: string): void {
  useReportError(error, fallback, writtenForPeople);
}
