import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { APP_PATHS } from '@contract/routes.js';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <title>{t('notFound.documentTitle')}</title>
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-brand-soft sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-white">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-300">{t('notFound.detail')}</p>
      <Link to={APP_PATHS.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
