/**
 * A link to hand out, in a read-only box that selects itself on focus. `highlighted` marks it when the clipboard
 * refused the copy and the organizer copies from the box by hand (useCopyLink's manualText).
 */
export function LinkField({
  id,
  label,
  link,
  highlighted,
}: {
  id: string;
  label: string;
  link: string;
  highlighted: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className={`mt-2 w-full rounded-lg border bg-surface p-2 font-mono text-xs ${highlighted ? 'border-brand' : 'border-border'}`}
      />
    </>
  );
}
