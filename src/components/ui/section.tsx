import type { ReactNode } from 'react';

interface SectionProps {
  /** The heading's id, which names the region. */
  id: string;
  /** The heading (an h2). */
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
}

/**
 * A region of a page named by its heading, so that assistive technology lists it by that name. The page sets the look;
 * `Card` is the dashboard's framed version.
 */
export function Section({ id, title, className, headingClassName, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
