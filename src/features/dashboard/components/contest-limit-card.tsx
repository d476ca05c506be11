import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { serverMessage } from '@/lib/errors/server-messages';
import { APP_PATHS } from '@contract/routes.js';

export function ContestLimitCard() {
  const t = useT();
  return (
    <section className="rounded-2xl border border-amber-500/40 bg-amber-500/10 p-8 text-center">
      <h1 className="text-2xl font-bold">{t('dashboard.limitReached')}</h1>
      <p className="mt-3 text-amber-100">{serverMessage(t, 'contestLimit')}</p>
      <Link to={APP_PATHS.dashboard} className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('dashboard.backToDashboard')}
      </Link>
    </section>
  );
}
