import type { ReactNode } from 'react';

interface ProgressStatProps {
  title: string;
  label: string;
  value: number;
  /** Without a maximum the count has no limit: shown as '∞' and no bar. */
  max?: number;
  /**
   * 'card' (the default): a card with its title shown. 'bar': a slim meter with the count inside, the title for
   * screen readers only, where the screen's room goes to something else (the vote card).
   */
  variant?: 'card' | 'bar';
  /** Shown at the end of the line in the 'bar' variant, outside the region (e.g. where the player is). */
  aside?: ReactNode;
}

/** A section title with one count, e.g. 'Memes uploaded 2/5', and a bar when there is a maximum. */
export function ProgressStat({ title, label, value, max, variant = 'card', aside }: ProgressStatProps) {
  const hasMax = typeof max === 'number' && max > 0;
  const percent = hasMax ? Math.min(100, Math.round((value / max) * 100)) : 0;
  const count = `${value}/${hasMax ? max : '∞'}`;
  const bar = (height: string) =>
    hasMax ? (
      <div aria-hidden="true" className={`overflow-hidden rounded-full bg-surface-raised ${height}`}>
        <div
          className="h-full rounded-full bg-brand motion-safe:transition-[width] motion-safe:duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    ) : null;

  if (variant === 'bar') {
    return (
      <div className="flex items-center gap-3">
        {/* A game's meter: the count sits inside the bar that fills. */}
        <section aria-label={title} className="relative h-5 flex-1 overflow-hidden rounded-full bg-surface-raised">
          <h2 className="sr-only">{title}</h2>
          {hasMax ? (
            <div
              aria-hidden="true"
              className="absolute inset-y-0 left-0 rounded-full bg-brand motion-safe:transition-[width] motion-safe:duration-500"
              style={{ width: `${percent}%` }}
            />
          ) : null}
          {/* No space between the two: the region reads 'Memes scored 2/6' as the card variant does. */}
          <p className="relative flex h-full items-center justify-center gap-1.5 text-xs text-white">
            <span>{label}</span>
            <span className="font-bold tabular-nums">{count}</span>
          </p>
        </section>
        {aside}
      </div>
    );
  }

  return (
    <section aria-label={title} className="rounded-xl border border-border bg-surface p-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h2>
      <p className="mt-1 flex items-baseline justify-between gap-3">
        <span className="text-slate-200">{label}</span>
        <span className="text-xl font-bold tabular-nums text-slate-50">{count}</span>
      </p>
      {hasMax ? <div className="mt-2">{bar('h-2')}</div> : null}
    </section>
  );
}
