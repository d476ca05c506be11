/** HTTP status of an SDK error (ClientResponseError), or 0 when there is none (network failure). */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return 0;
}

/**
 * Retry policy for queries: one more try when the failure may be temporary (no response or a server error);
 * a refusal (401, 403, 404, …) will not change by asking again.
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && (status === 0 || status >= 500);
}
