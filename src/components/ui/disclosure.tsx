import type { ReactNode } from 'react';
import { ChevronIcon } from './icons';

interface DisclosureProps {
  /** The always-visible row that opens and closes the content. */
  summary: ReactNode;
  /** A line under the summary, e.g. what the section holds. */
  hint?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A section folded away until asked for, on the native <details>: keyboard, screen readers and the browser's
 * find-in-page open it with no script. The content stays mounted, so what is typed in it survives closing.
 * The summary is a card-like bar; the content (usually cards) stacks under it.
 */
export function Disclosure({ summary, hint, children, defaultOpen = false, className = '' }: DisclosureProps) {
  return (
    <details open={defaultOpen} className={`group ${className}`}>
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3 hover:bg-surface-raised/60 focus-visible:outline-2 focus-visible:outline-brand-soft sm:px-6 [&::-webkit-details-marker]:hidden">
        <ChevronIcon className="shrink-0 text-muted transition-transform group-open:rotate-90" />
        <span className="min-w-0">
          <span className="block text-lg font-bold">{summary}</span>
          {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
        </span>
      </summary>
      <div className="mt-4 flex flex-col gap-6">{children}</div>
    </details>
  );
}
