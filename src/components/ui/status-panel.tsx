import type { ReactNode } from 'react';

type Tone = 'neutral' | 'error';

const toneClasses: Record<Tone, string> = {
  neutral: 'border-border bg-surface',
  error: 'border-red-500/40 bg-red-500/10',
};

interface StatusPanelProps {
  title: string;
  children?: ReactNode;
  tone?: Tone;
  /** Buttons or links offering a way forward. */
  actions?: ReactNode;
  /** 'alert' announces the panel at once (a failure), 'status' politely; none for static content. */
  role?: 'alert' | 'status';
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** A titled message box for a screen state: an error, an empty list, a section that is not available. */
export function StatusPanel({ title, children, tone = 'neutral', actions, role, headingLevel = 'h2' }: StatusPanelProps) {
  const Heading = headingLevel;
  return (
    <section role={role} className={`rounded-xl border p-5 text-center ${toneClasses[tone]}`}>
      <Heading className="text-lg font-semibold text-slate-100">{title}</Heading>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
      {actions ? <div className="mt-4 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </section>
  );
}
