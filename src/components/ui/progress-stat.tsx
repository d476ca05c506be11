interface ProgressStatProps {
  title: string;
  label: string;
  value: number;
  /** Without a maximum the count has no limit: shown as '∞' and no bar. */
  max?: number;
}

/** A section title with one count, e.g. 'Memes uploaded 2/5', and a bar when there is a maximum. */
export function ProgressStat({ title, label, value, max }: ProgressStatProps) {
  const hasMax = typeof max === 'number' && max > 0;
  const percent = hasMax ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <section aria-label={title} className="rounded-xl border border-border bg-surface p-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h2>
      <p className="mt-1 flex items-baseline justify-between gap-3">
        <span className="text-slate-200">{label}</span>
        <span className="text-xl font-bold tabular-nums text-slate-50">
          {value}/{hasMax ? max : '∞'}
        </span>
      </p>
      {hasMax ? (
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-surface-raised">
          <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </section>
  );
}
