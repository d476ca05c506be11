import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** The look of every text box in the app's forms. */
export const textInputClasses =
  'w-full rounded-lg border border-border bg-surface-raised px-3 py-2 text-slate-100 placeholder:text-slate-500 focus:border-brand focus:outline-none';

interface FieldFrameProps {
  /** The visible label, which is also the control's accessible name. */
  label: string;
  /** A short note under the control (a character count, a format). */
  hint?: ReactNode;
  /** Classes of the wrapper, e.g. grid placement. */
  className?: string;
  /** Classes added to the control's own. */
  controlClassName?: string;
}

function FieldFrame({
  controlId,
  label,
  hint,
  className,
  children,
}: Pick<FieldFrameProps, 'label' | 'hint' | 'className'> & { controlId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled single-line input. */
export function TextField({ label, hint, className, controlClassName = '', id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} className={className}>
      <input id={controlId} className={`${textInputClasses} ${controlClassName}`} {...inputProps} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  hint,
  className,
  controlClassName = '',
  id,
  ...textareaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} className={className}>
      <textarea id={controlId} className={`${textInputClasses} ${controlClassName}`} {...textareaProps} />
    </FieldFrame>
  );
}
