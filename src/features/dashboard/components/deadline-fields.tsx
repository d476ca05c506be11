import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { fromLocalInputValue, localTimeZoneLabel } from '@/lib/domain/deadlines';
import type { DeadlineInputs } from '../validation';

interface DeadlineFieldsProps {
  values: DeadlineInputs;
  onChange: (values: DeadlineInputs) => void;
  /** A phase that is over keeps its deadline as it was: its field is read-only. */
  participationOver?: boolean;
  disabled?: boolean;
  /** What the last submit found wrong: a deadline in the past, voting ending before participation. */
  errors?: { past?: string; order?: string };
}

/** Whether a typed deadline lies in the past. */
const isPast = (typed: string) => {
  const value = fromLocalInputValue(typed);
  return value !== '' && new Date(value).getTime() <= Date.now();
};

/**
 * The optional end times of participation and of the vote, in the organizer's own time zone,
 * which the hint names. The server advances the contest when one passes (pb_hooks/lib/rules/deadlines.js).
 */
export function DeadlineFields({
  values,
  onChange,
  participationOver = false,
  disabled = false,
  errors = {},
}: DeadlineFieldsProps) {
  const t = useT();
  // Each message under the field it is about: 'in the past' under each past one, the order under the vote's end.
  const participationPast = errors.past && !participationOver && isPast(values.participationEnds);
  const votePast = errors.past && (isPast(values.voteEnds) || !participationPast);
  const hint = t('dashboard.deadlineHint', { zone: localTimeZoneLabel() });
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">{t('dashboard.deadlines')}</legend>
      <TextField
        label={t('dashboard.participationEndsLabel')}
        type="datetime-local"
        hint={participationOver ? t('dashboard.participationOver') : hint}
        value={values.participationEnds}
        readOnly={participationOver}
        error={participationPast ? errors.past : undefined}
        onChange={(event) => onChange({ ...values, participationEnds: event.target.value })}
      />
      <TextField
        label={t('dashboard.voteEndsLabel')}
        type="datetime-local"
        hint={hint}
        value={values.voteEnds}
        error={[votePast ? errors.past : undefined, errors.order].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange({ ...values, voteEnds: event.target.value })}
      />
    </fieldset>
  );
}
