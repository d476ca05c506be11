import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { localTimeZoneLabel } from '@/lib/domain/deadlines';
import type { DeadlineInputs } from '../validation';

interface DeadlineFieldsProps {
  values: DeadlineInputs;
  onChange: (values: DeadlineInputs) => void;
  /** A phase that is over keeps its deadline as it was: its field is read-only. */
  participationOver?: boolean;
  disabled?: boolean;
}

/**
 * The optional end times of participation and of the vote, in the organizer's own time zone,
 * which the hint names. The server advances the contest when one passes (pb_hooks/lib/rules/deadlines.js).
 */
export function DeadlineFields({ values, onChange, participationOver = false, disabled = false }: DeadlineFieldsProps) {
  const t = useT();
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
        onChange={(event) => onChange({ ...values, participationEnds: event.target.value })}
      />
      <TextField
        label={t('dashboard.voteEndsLabel')}
        type="datetime-local"
        hint={hint}
        value={values.voteEnds}
        onChange={(event) => onChange({ ...values, voteEnds: event.target.value })}
      />
    </fieldset>
  );
}
