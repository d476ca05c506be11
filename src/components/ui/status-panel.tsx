import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

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
  /** Adds a 'Try again' button, first among the actions. */
  onRetry?: () => void;
  /** 'alert' announces the panel at once (a failure), 'status' politely; none for static content. */
  role?: 'alert' | 'status';
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** A titled message box for a screen state: an error, an empty list, a section that is not available. */
export function StatusPanel({
  title,
  children,
  tone = 'neutral',
  actions,
  onRetry,
  role,
  headingLevel = 'h2',
}: StatusPanelProps) {
  const t = useT();
  const Heading = headingLevel;
  const hasActions = Boolean(onRetry || actions);
  return (
    <section role={role} className={`rounded-xl border p-5 text-center ${toneClasses[tone]}`}>
      <Heading className="text-lg font-semibold text-slate-100">{title}</Heading>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
      {hasActions ? (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {onRetry ? <Button onClick={onRetry}>{t('common.tryAgain')}</Button> : null}
          {actions}
        </div>
      ) : null}
    </section>
  );
}

type ErrorPanelProps = Omit<StatusPanelProps, 'tone' | 'role'>;

/** A screen (or the main part of one) that failed: announced at once, usually with a way to try again. */
export function ErrorPanel(props: ErrorPanelProps) {
  return <StatusPanel {...props} tone="error" role="alert" />;
}

interface InlineErrorProps {
  message: string;
  /** Adds a 'Try again' button under the message. */
  onRetry?: () => void;
  className?: string;
}

/** A compact failure notice for one part of a screen (a column, a list) while the rest keeps working. */
export function InlineError({ message, onRetry, className = '' }: InlineErrorProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className={`rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200 ${className}`}
    >
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
