import { errorStatus } from '@/lib/errors';

/**
 * Retry policy for queries: one more try when the failure may be temporary (no response or a server error);
 * a refusal (401, 403, 404, …) will not change by asking again.
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && (status === 0 || status >= 500);
}

/** 'Try again' on a screen fed by several queries: asks again for the ones that failed, keeps the others. */
export function refetchFailed(...queries: { isError: boolean; refetch: () => Promise<unknown> }[]): void {
  for (const query of queries) if (query.isError) void query.refetch();
}
