// The shared error reporter and toasts of SPEC.md §8: every screen reports through these.
import toast from 'react-hot-toast';

export const DEFAULT_MESSAGES = {
  error: 'Something went wrong. Please try again.',
  info: 'Here is a quick heads-up.',
  success: 'All set!',
} as const;

interface ErrorLike {
  message?: unknown;
  isAbort?: unknown;
  name?: unknown;
  data?: { message?: unknown; data?: { message?: unknown } } | unknown;
  response?: { message?: unknown } | unknown;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** True for a request the app or the SDK cancelled on purpose: those are never reported. */
export function isAbortError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as ErrorLike;
  return candidate.isAbort === true || candidate.name === 'AbortError';
}

/**
 * The text to show for an error (SPEC.md §8): the response data's message when the server explained
 * itself, else the error's own message, else the caller's fallback.
 *
 * The SDK's ClientResponseError copies the server's message into `error.message`, but replaces it with
 * a generic "Something went wrong." text when the response had none; that generic text is not the
 * error's own message, so it falls through to the fallback.
 */
export function errorMessage(error: unknown, fallback: string = DEFAULT_MESSAGES.error): string {
  if (typeof error === 'string') return nonEmptyString(error) ?? fallback;
  if (!error || typeof error !== 'object') return fallback;
  const candidate = error as ErrorLike;
  const own = nonEmptyString(candidate.message);
  const data = candidate.response ?? candidate.data;
  const dataMessage =
    data && typeof data === 'object' ? nonEmptyString((data as { message?: unknown }).message) : undefined;
  if (own && !isSdkGenericMessage(own)) return own;
  return dataMessage && !isSdkGenericMessage(dataMessage) ? dataMessage : fallback;
}

function isSdkGenericMessage(message: string): boolean {
  return (
    message.startsWith('Something went wrong while processing your request') ||
    message === 'Failed to fetch' ||
    message === 'Load failed'
  );
}

/** Shows an error toast for `error` unless it is an aborted request. */
export function reportError(error: unknown, fallback: string = DEFAULT_MESSAGES.error): void {
  if (isAbortError(error)) return;
  toast.error(errorMessage(error, fallback));
}

export function notifySuccess(message: string = DEFAULT_MESSAGES.success): void {
  toast.success(message);
}

export function notifyInfo(message: string = DEFAULT_MESSAGES.info): void {
  toast(message, { icon: 'ℹ️' });
}
