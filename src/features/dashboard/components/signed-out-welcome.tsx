import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { APP_PATHS } from '@contract/routes.js';

/** The dashboard's page for a visitor who is not signed in. */
export function SignedOutWelcome() {
  const t = useT();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('dashboard.welcomeBack')}</h1>
      <p className="mt-3 text-muted">{t('dashboard.signInToManage')}</p>
      <Link to={APP_PATHS.login} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('login.pageTitle')}
      </Link>
    </main>
  );
}
