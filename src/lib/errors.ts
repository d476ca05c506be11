/** HTTP status of an SDK error (ClientResponseError), or 0 when there is none (network failure). */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return 0;
}
