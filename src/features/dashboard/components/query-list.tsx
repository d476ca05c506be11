import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/ui/spinner';
import { InlineError } from '@/components/ui/status-panel';

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: string;
  /** What to do about the emptiness: a hint, a button. An empty list always says what comes next. */
  emptyAction?: ReactNode;
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
  emptyAction,
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
        <div className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
          <p className="font-medium text-slate-200">{emptyMessage}</p>
          {emptyAction ? <div className="mt-2 flex flex-col items-start gap-3">{emptyAction}</div> : null}
        </div>
      )}
    </div>
  );
}
