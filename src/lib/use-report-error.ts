import { useEffect } from 'react';
import { reportError } from '@/lib/notify';

/** Reports a query's error once per error object through the shared reporter (SPEC.md §8). */
export function useReportError(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error) reportError(error, fallback);
  }, [error, fallback]);
}
