import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SCORE_RANGE } from '@/config/limits';
import { aboutFaq } from '@/features/site/components/about-faq';
import { FaqAccordion } from '@/features/site/components/faq-accordion';
import { StepList, type Step } from '@/features/site/components/step-list';
import { useT } from '@/i18n/use-t';
import { APP_PATHS } from '@contract/routes.js';

const STEPS = [1, 2, 3, 4] as const;

export function AboutPage() {
  const t = useT();
  const journey = (who: 'organizer' | 'player'): Step[] =>
    STEPS.map((n) => ({
      title: t(`about.${who}Step${n}Title`),
      description: t(`about.${who}Step${n}Description`, { min: SCORE_RANGE.min, max: SCORE_RANGE.max }),
    }));
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('about.documentTitle')}</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{t('about.title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">{t('about.intro')}</p>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="organizer-journey">
          <h2 id="organizer-journey" className="text-xl font-bold text-white">
            {t('about.forOrganizers')}
          </h2>
          <StepList steps={journey('organizer')} className="mt-5" />
        </section>
        <section aria-labelledby="player-journey">
          <h2 id="player-journey" className="text-xl font-bold text-white">
            {t('about.forPlayers')}
          </h2>
          <StepList steps={journey('player')} className="mt-5" />
        </section>
      </div>

      <section aria-labelledby="faq" className="mt-16">
        <h2 id="faq" className="text-2xl font-bold text-white">
          {t('about.faq')}
        </h2>
        <div className="mt-6">
          <FaqAccordion items={aboutFaq(t)} />
        </div>
      </section>

      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <Link to={APP_PATHS.login} className={buttonClasses('primary', 'lg')}>
          {t('about.hostContest')}
        </Link>
        <Link to={APP_PATHS.rules} className={buttonClasses('secondary', 'lg')}>
          {t('landing.readRules')}
        </Link>
      </div>
    </main>
  );
}
