import { ReadOnlyField } from '@/components/ui/read-only-field';

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
    <ReadOnlyField
      id={id}
      label={label}
      value={link}
      labelClassName="sr-only"
      className={`mt-2 bg-surface ${highlighted ? 'border-brand' : 'border-border'}`}
    />
  );
}
