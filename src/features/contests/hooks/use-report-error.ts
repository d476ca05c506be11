import { useEffect } from 'react';
import { reportError } from '@/lib/notify';

/** Reports a query's failure once (the error object stays the same until the next attempt). */
export function useReportError(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) reportError(error, fallback);
  }, [error, fallback]);
}
