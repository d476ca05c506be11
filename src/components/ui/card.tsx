import { useId, type ReactNode } from 'react';

/** The look of every card: a raised panel on the page's background. */
export const cardClasses = 'rounded-2xl border border-border bg-surface p-4 sm:p-6';

interface CardProps {
  /** The card's heading (an h2), which is also the region's accessible name. */
  title: ReactNode;
  /** A short line under the heading. */
  description?: ReactNode;
  /** Controls on the heading's row (right-aligned on wide screens, under the heading on phones). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Overrides the accessible name when the heading holds more than words (a count, a badge). */
  'aria-label'?: string;
}

/** A titled region of a screen: the unit every dashboard section is built from. */
export function Card({ title, description, actions, children, className = '', 'aria-label': label }: CardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={label ? undefined : headingId}
      aria-label={label}
      className={`${cardClasses} ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
