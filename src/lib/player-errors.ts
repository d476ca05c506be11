// How a player's pages (the player page in every phase, the join page) report errors: as every screen does
// (notify.ts), but a server message shows only when the project wrote it for people (SERVER_MESSAGES, the server's
// refusals); otherwise the screen's own fallback does. A player reads 'Unable to authenticate this player link.',
// never PocketBase's "The request requires valid record authorization token.".
import { SERVER_MESSAGES } from '@/config/limits';
import { errorMessage, reportError } from '@/lib/notify';
import { useReportError } from '@/lib/use-report-error';

const writtenForPeople = (message: string) => SERVER_MESSAGES.has(message);

export function playerErrorMessage(error: unknown, fallback: string): string {
  return errorMessage(error, fallback, writtenForPeople);
}

export function reportPlayerError(error: unknown, fallback: string): void {
  reportError(error, fallback, writtenForPeople);
}

export function useReportPlayerError(error: unknown, fallback: string): void {
  useReportError(error, fallback, writtenForPeople);
}
