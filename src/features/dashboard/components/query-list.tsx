import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/ui/spinner';
import { InlineError } from '@/components/ui/status-panel';

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: string;
  className?: string;
  /** The list itself, drawn once there is at least one item. */
  children: (items: T[]) => ReactNode;
}

/** A dashboard list in its four states: loading, failed with a retry, empty, or its items. */
export function QueryList<T>({
  query,
  loadingLabel,
  failedMessage,
  emptyMessage,
  className = 'mt-4',
  children,
}: QueryListProps<T>) {
  const items = query.data;
  return (
    <div className={className}>
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError ? (
        <InlineError message={failedMessage} onRetry={() => void query.refetch()} />
      ) : items && items.length > 0 ? (
        children(items)
      ) : (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">{emptyMessage}</p>
      )}
    </div>
  );
}
