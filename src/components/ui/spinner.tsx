import { useCountsAsLoading } from '@/first-paint/use-first-screen-first';

/** A small spinning indicator next to a status text; the text itself carries the meaning. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}

/**
 * A centered status line with a spinner, announced politely to screen readers. While one is shown, what waits for
 * the page's first screen waits on (useCountsAsLoading).
 */
export function LoadingState({ label }: { label: string }) {
  useCountsAsLoading();
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-muted">
      <Spinner />
      {label}
    </p>
  );
}

/**
 * A loading state that shows nothing, for what comes quickly (a screen's code), and still counts as loading, so that
 * what waits for the page's first screen waits for that screen (useCountsAsLoading).
 */
export function SilentLoadingState() {
  useCountsAsLoading();
  return null;
}
