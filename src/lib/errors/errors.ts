/** HTTP status of an SDK error (ClientResponseError), or 0 when there is none (network failure). */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return 0;
}

/**
 * A failure that asking again may get past: no response (a phone in a tunnel, a dropped connection, a server being
 * redeployed), a timeout, a server error, or too many requests. Any other 4xx is a refusal that will not change.
 */
export function isTransientFailure(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The server refused a session's credentials or no longer knows its record: only this ends a session. */
export function isSessionRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403 || status === 404;
}
