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
  /**
   * What is wrong with the value, shown under the control: the control is then aria-invalid and described by it.
   * The form focuses its first invalid control (focusFirstInvalid).
   */
  error?: string;
}

function FieldFrame({
  controlId,
  label,
  hint,
  error,
  className,
  children,
}: Pick<FieldFrameProps, 'label' | 'hint' | 'error' | 'className'> & { controlId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorIdOf(controlId)} className="mt-1 text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintIdOf(controlId)} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const errorIdOf = (controlId: string) => `${controlId}-error`;
const hintIdOf = (controlId: string) => `${controlId}-hint`;

/** The control's state attributes: invalid and described by its error (then its hint) when it has one. */
function describedControl(controlId: string, error: string | undefined, hint: ReactNode, describedBy?: string) {
  const ids = [error ? errorIdOf(controlId) : null, hint ? hintIdOf(controlId) : null, describedBy ?? null];
  const joined = ids.filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': joined || undefined };
}

/** Focuses the first control of the form marked aria-invalid, after React has drawn the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;
type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

const invalidClasses = 'border-red-400 focus:border-red-300';

/** What both fields take: the frame's props, an id and further descriptions of the control. */
type FieldProps = FieldFrameProps & { id?: string; 'aria-describedby'?: string };

/**
 * The body both fields share: the frame around a control, which gets the remaining props plus its id, its look and
 * its state attributes.
 */
function Field<P extends FieldProps>({
  fieldProps,
  renderControl,
}: {
  fieldProps: P;
  renderControl: (
    controlProps: Omit<P, keyof FieldProps> & { id: string; className: string } & ReturnType<typeof describedControl>,
  ) => ReactNode;
}) {
  const {
    label,
    hint,
    error,
    className,
    controlClassName = '',
    id,
    'aria-describedby': describedBy,
    ...controlProps
  } = fieldProps;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} error={error} className={className}>
      {renderControl({
        id: controlId,
        className: `${textInputClasses} ${error ? invalidClasses : ''} ${controlClassName}`,
        ...controlProps,
        ...describedControl(controlId, error, hint, describedBy),
      })}
    </FieldFrame>
  );
}

/** A labelled single-line input. */
export function TextField(props: TextFieldProps) {
  return <Field fieldProps={props} renderControl={(controlProps) => <input {...controlProps} />} />;
}

/** A labelled multi-line input. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <Field fieldProps={props} renderControl={(controlProps) => <textarea {...controlProps} />} />;
}
