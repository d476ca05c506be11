// The language changes a person causes after the start: a pick in the switcher, or a contest's language on its
// pages. If the new language's texts cannot be downloaded (the connection dropped), the page keeps its language and
// says so in it, rather than failing silently.
import { activateLocale, pickedLocale, storePickedLocale, t } from './i18n';
import { DEFAULT_LOCALE, isLocale, type AppLocale, type Locale } from './locales';

/** Tells the person, in the page's language, that the switch did not happen. */
function reportSwitchFailure(): void {
  // The toasts' module loads on demand (it stays out of the home page's scripts); if even it cannot arrive, the
  // page still works in its language.
  import('@/lib/errors/notify').then(
    ({ reportError }) => reportError(t('nav.languageFailed')),
    () => undefined,
  );
}

function switchTo(locale: AppLocale, onSwitched?: () => void): Promise<void> {
  return activateLocale(locale).then(onSwitched, reportSwitchFailure);
}

/** The person picked `locale` in the switcher: it applies at once and, once it has, to every later visit. */
export function pickLocale(locale: Locale): Promise<void> {
  return switchTo(locale, () => storePickedLocale(locale));
}

/** On a contest's pages: its language, unless the person picked one. An empty or unknown language reads as English. */
export function followContestLanguage(language: string | undefined): void {
  if (pickedLocale()) return;
  void switchTo(isLocale(language) ? language : DEFAULT_LOCALE);
}
