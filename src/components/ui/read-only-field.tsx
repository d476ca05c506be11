import type { FocusEvent } from 'react';

interface ReadOnlyFieldProps {
  id: string;
  label: string;
  value: string;
  labelClassName?: string;
  /** The box's colours and size, added to its shape. */
  className: string;
  /** Several lines (a list of links) rather than one. */
  multiline?: boolean;
}

const selectAll = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => event.currentTarget.select();

/**
 * Text to copy (a personal link, a list of links) in a labelled read-only box that selects all of it on focus: where
 * the clipboard refuses, a person copies from it by hand.
 */
export function ReadOnlyField({ id, label, value, labelClassName, className, multiline }: ReadOnlyFieldProps) {
  const control = {
    id,
    readOnly: true,
    value,
    onFocus: selectAll,
    className: `w-full rounded-lg border p-2 font-mono text-xs ${className}`,
  };
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {multiline ? <textarea {...control} /> : <input {...control} />}
    </>
  );
}
