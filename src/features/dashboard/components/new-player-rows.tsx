// The create form's list of player usernames: one row each, Enter adds a row or moves to the next, and a new row
// takes the focus.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { textInputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { invalidUsernameRows } from '../validation';

interface PlayerRow {
  key: number;
  username: string;
}

let nextRowKey = 0;
const newRow = (): PlayerRow => ({ key: nextRowKey++, username: '' });

/** The rows' state, owned by the form so it can read and reset the usernames. */
export function useNewPlayerRows() {
  const [rows, setRows] = useState<PlayerRow[]>(() => [newRow()]);
  return {
    rows,
    setRows,
    usernames: rows.map((row) => row.username),
    reset: () => setRows([newRow()]),
  };
}

interface NewPlayerRowsProps extends Pick<ReturnType<typeof useNewPlayerRows>, 'rows' | 'setRows'> {
  /** The username rules' messages the last submit met: shown under the rows, which the rows that break one cite. */
  errors?: string[];
}

export function NewPlayerRows({ rows, setRows, errors = [] }: NewPlayerRowsProps) {
  const t = useT();
  const errorId = useId();
  const invalidRows = errors.length > 0 ? invalidUsernameRows(rows.map((row) => row.username)) : new Set<number>();
  const rowInputs = useRef(new Map<number, HTMLInputElement>());
  const [focusRowKey, setFocusRowKey] = useState<number | null>(null);
  useEffect(() => {
    if (focusRowKey === null) return;
    rowInputs.current.get(focusRowKey)?.focus();
  }, [focusRowKey]);

  const addRow = () => {
    const row = newRow();
    setRows((current) => [...current, row]);
    setFocusRowKey(row.key);
  };

  const removeRow = (key: number) =>
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));

  const updateRow = (key: number, username: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, username } : row)));

  const handleRowKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    // Enter never submits from a player row: on the last non-empty row it adds one, elsewhere it moves on.
    event.preventDefault();
    const row = rows[index];
    if (!row) return;
    if (index === rows.length - 1) {
      if (row.username.trim()) addRow();
    } else {
      const next = rows[index + 1];
      if (next) rowInputs.current.get(next.key)?.focus();
    }
  };

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{t('dashboard.players')}</legend>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex gap-2">
            <input
              ref={(element) => {
                if (element) rowInputs.current.set(row.key, element);
                else rowInputs.current.delete(row.key);
              }}
              className={`${textInputClasses} ${invalidRows.has(index) ? 'border-red-400 focus:border-red-300' : ''}`}
              aria-invalid={invalidRows.has(index) || undefined}
              aria-describedby={invalidRows.has(index) ? errorId : undefined}
              placeholder={t('dashboard.playerPlaceholder', { n: index + 1 })}
              aria-label={t('dashboard.playerRowLabel', { n: index + 1 })}
              value={row.username}
              onChange={(event) => updateRow(row.key, event.target.value)}
              onKeyDown={(event) => handleRowKeyDown(event, index)}
            />
            <Button
              variant="ghost"
              aria-label={t('dashboard.removePlayerRow', { n: index + 1 })}
              title={t('dashboard.removeRow')}
              disabled={rows.length <= 1}
              onClick={() => removeRow(row.key)}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      {errors.length > 0 ? (
        <ul id={errorId} className="mt-1 space-y-1 text-sm text-red-300">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" size="sm" className="mt-3" onClick={addRow}>
        {t('dashboard.addPlayer')}
      </Button>
    </fieldset>
  );
}
