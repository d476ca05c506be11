import { isTransientFailure } from '@/lib/errors/errors';

/**
 * Retry policy for queries: one more try when the failure may be temporary (no response, a server error, too many
 * requests); a refusal (401, 403, 404, …) will not change by asking again.
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isTransientFailure(error);
}

/**
 * Retry policy for signing in with a link: a few more tries, 1, 2 then 4 s apart (TanStack Query's backoff), when
 * the failure may be temporary, so a phone that loses its connection for a moment never sees an error at all.
 */
export function retrySignInFailure(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && isTransientFailure(error);
}
