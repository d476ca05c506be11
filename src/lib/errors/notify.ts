// The shared error reporter and toasts (docs/product/texts.md): every screen reports through these.
// The toaster that shows them (top-right, 6000 ms, at most 3 at once) is mounted once by the app layout.
import { toastRaised } from '@/first-paint/first-toast';
import { currentLocale, t } from '@/i18n/i18n';
import { errorStatus } from '@/lib/errors/errors';
import { isServerMessageCode, serverMessage, type MessageParams } from '@/lib/errors/server-messages';

/** PocketBase's own text for a 429; a route that limits something itself says what instead (shown as it is). */
const RATE_LIMITER_MESSAGE = 'Too Many Requests.';

interface ErrorLike {
  message?: unknown;
  isAbort?: unknown;
  name?: unknown;
  /** The SDK's ClientResponseError exposes the parsed response body as both `response` and `data`. */
  response?: unknown;
  data?: unknown;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** True for a request the app or the SDK cancelled on purpose: those are never reported. */
export function isAbortError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as ErrorLike;
  return candidate.isAbort === true || candidate.name === 'AbortError';
}

/**
 * Texts that are placeholders rather than an explanation: the SDK's ClientResponseError falls back to
 * "Something went wrong." when the response carried no message (network failure, non-JSON body), the
 * server uses a generic text for unexpected failures, and browsers report failed fetches tersely.
 * The caller's fallback ('Unable to load contests right now.', …) tells the person more than these.
 */
const PLACEHOLDER_MESSAGES = [
  'Something went wrong.',
  'Failed to fetch',
  'Load failed',
  'NetworkError when attempting to fetch resource.',
];

function isPlaceholder(message: string): boolean {
  return (
    PLACEHOLDER_MESSAGES.includes(message) || message.startsWith('Something went wrong while processing your request')
  );
}

function meaningful(value: unknown): string | undefined {
  const text = nonEmptyString(value);
  return text && !isPlaceholder(text) ? text : undefined;
}

/** The code and parameters a refusal of our hooks carries in its data (docs/architecture.md#server-messages). */
function refusalCode(error: ErrorLike): { code: string; params?: MessageParams } | undefined {
  for (const body of [error.response, error.data]) {
    if (!body || typeof body !== 'object') continue;
    for (const data of [(body as { data?: unknown }).data, body]) {
      if (!data || typeof data !== 'object') continue;
      const { messageCode, messageParams } = data as { messageCode?: unknown; messageParams?: unknown };
      if (typeof messageCode !== 'string') continue;
      const params = messageParams && typeof messageParams === 'object' ? (messageParams as MessageParams) : undefined;
      return { code: messageCode, params };
    }
  }
  return undefined;
}

function responseDataMessage(error: ErrorLike): string | undefined {
  for (const body of [error.response, error.data]) {
    if (body && typeof body === 'object') {
      const message = meaningful((body as { message?: unknown }).message);
      if (message) return message;
    }
  }
  return undefined;
}

/**
 * Which server messages a screen shows: every one by default (the organizer's screens), or those this test lets
 * through (a player's pages: src/lib/errors/player-errors.ts).
 */
export type ServerTexts = (message: string) => boolean;
const ANY_SERVER_TEXT: ServerTexts = () => true;

/**
 * The text to show for an error (docs/product/texts.md#how-an-error-reads): a refusal of our hooks in the active
 * language, from its code; else the error's own message, else the response data's message, else the caller's
 * fallback. With the SDK both usually agree (ClientResponseError copies the server's message into `message`);
 * placeholder texts count as no message, and so do texts `serverTexts` turns away. PocketBase's own texts are
 * English: in another language the caller's fallback, which is translated, says it instead.
 */
export function errorMessage(
  error: unknown,
  fallback: string = t('notify.error'),
  serverTexts: ServerTexts = ANY_SERVER_TEXT,
): string {
  const fallbackText = nonEmptyString(fallback) ?? t('notify.error');
  if (typeof error === 'string') return meaningful(error) ?? fallbackText;
  if (!error || typeof error !== 'object') return fallbackText;
  const candidate = error as ErrorLike;
  const refusal = refusalCode(candidate);
  if (refusal && isServerMessageCode(refusal.code)) return serverMessage(t, refusal.code, refusal.params);
  const message = meaningful(candidate.message) ?? responseDataMessage(candidate);
  if (errorStatus(error) === 429)
    // Said instead of PocketBase's bare "Too Many Requests.", wherever the limit is met.
    return message && message !== RATE_LIMITER_MESSAGE ? message : t('notify.tooManyRequests');
  if (!message || !serverTexts(message)) return fallbackText;
  // A code this app does not know (a newer server): its English message. No code at all: PocketBase's own English
  // text, which the translated fallback replaces outside English.
  if (!refusal && currentLocale() !== 'en') return fallbackText;
  return message;
}

// The toast library (react-hot-toast, about 4.5 KB gzipped) is not part of any screen's first download: it loads
// with the first toast, which waits for it a moment, and the app layout mounts the toaster then (or once the page is
// idle after load). No screen's first render needs a toast, and the player page in every phase must fit its budget
// (docs/performance.md).
type Toasts = typeof import('react-hot-toast').default;
let toasts: Toasts | undefined;
let toastsLoading: Promise<Toasts> | undefined;

/** Loads the toast library once; a failed download (the connection dropped) is tried again by the next toast. */
export function loadToasts(): Promise<Toasts> {
  toastsLoading ??= import('react-hot-toast').then(
    (module) => (toasts = module.default),
    (error: unknown) => {
      toastsLoading = undefined;
      throw error;
    },
  );
  return toastsLoading;
}

/** Shows a toast at once when the library is there, else once it is (lost if it cannot download: no toaster either). */
function showToast(show: (toast: Toasts) => void): void {
  toastRaised();
  if (toasts) show(toasts);
  else loadToasts().then(show, () => {});
}

// Toasts are keyed by their text, so the same message reported twice in a row (two failing queries,
// a double click) shows once and restarts its timer instead of stacking up.

/** Shows an error toast for `error` unless it is an aborted request. */
export function reportError(
  error: unknown,
  fallback: string = t('notify.error'),
  serverTexts: ServerTexts = ANY_SERVER_TEXT,
): void {
  if (isAbortError(error)) return;
  const message = errorMessage(error, fallback, serverTexts);
  showToast((toast) => toast.error(message, { id: `error:${message}` }));
}

export function notifySuccess(message: string = t('notify.success')): void {
  showToast((toast) => toast.success(message, { id: `success:${message}` }));
}

export function notifyInfo(message: string = t('notify.info')): void {
  showToast((toast) => toast(message, { id: `info:${message}`, icon: 'ℹ️' }));
}
