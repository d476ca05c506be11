import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { StepList, type Step } from '@/features/site/components/step-list';
import { useT } from '@/i18n/use-t';
import { useHostSession } from '@/lib/session/host-session';
import { APP_PATHS } from '@contract/routes.js';

/** The landing page (docs/product/overview.md#landing-page). */
const howItWorks = [1, 2, 3, 4] as const;
const highlights = [1, 2, 3] as const;

export function LandingPage() {
  const t = useT();
  const { user } = useHostSession();
  const cta = user
    ? { to: APP_PATHS.dashboard, label: t('landing.goToDashboard') }
    : { to: APP_PATHS.login, label: t('landing.createFirst') };
  const steps: Step[] = howItWorks.map((n) => ({
    title: t(`landing.step${n}Title`),
    description: t(`landing.step${n}Description`),
  }));

  return (
    <main className="flex-1">
      <title>{t('landing.documentTitle')}</title>
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.28),transparent_60%)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-soft">Meme Arena</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white text-balance sm:text-6xl">
            {t('landing.headline')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300 text-pretty">
            {t('landing.pitch')}
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={cta.to} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {cta.label}
            </Link>
            <Link to={APP_PATHS.rules} className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
              {t('landing.readRules')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted">
            {highlights.map((n) => (
              <li key={n} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-400" />
                {t(`landing.highlight${n}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Not the shared Section: that would bring the chunk the lazy screens share into `/` (npm run bench:bundle). */}
      <section aria-labelledby="how-it-works" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="how-it-works" className="text-center text-2xl font-bold text-white sm:text-3xl">
          {t('landing.howItWorks')}
        </h2>
        <StepList steps={steps} className="mt-8 sm:grid-cols-2" />
      </section>
    </main>
  );
}
