import { useEffect, useRef } from 'react';
import { reportError, type ServerTexts } from '@/lib/errors/notify';

/**
 * Reports a query's error once per error object through the shared reporter (docs/product/texts.md#how-an-error-reads).
 * The ref keeps React's development double-run of effects from showing the same toast twice.
 */
export function useReportError(error: unknown, fallback: string, serverTexts?: ServerTexts): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    reportError(error, fallback, serverTexts);
  }, [error, fallback, serverTexts]);
}
