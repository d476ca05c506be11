import { useId } from 'react';
import { textInputClasses } from '@/components/ui/text-field';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { useT } from '@/i18n/use-t';

/**
 * The contest's language: its players see the app in it until they pick another (docs/i18n.md). Each language is
 * listed in its own words.
 */
export function ContestLanguageField({
  value,
  onChange,
  disabled = false,
}: {
  value: Locale;
  onChange: (language: Locale) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('dashboard.contestLanguage')}
      </label>
      <select
        id={id}
        className={`${textInputClasses} max-w-64`}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {t('dashboard.contestLanguageHint')}
      </p>
    </div>
  );
}
