export interface Step {
  title: string;
  description: string;
}

/** A numbered list of steps shown as cards: the landing's 'How it works' and the About journeys. */
export function StepList({ steps, className = '' }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={`grid gap-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand/20 text-sm font-bold text-brand-soft ring-1 ring-brand/40"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-white">{step.title}</h3>
            {/* Step texts are kept word for word; the card capitalises the first letter. */}
            <p className="mt-1 text-sm leading-relaxed text-muted first-letter:uppercase">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
