import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SCORE_RANGE } from '@/config/limits';
import { aboutFaq } from '@/features/site/components/about-faq';
import { FaqAccordion } from '@/features/site/components/faq-accordion';
import { InfoPage } from '@/features/site/components/info-page';
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
    <InfoPage documentTitle={t('about.documentTitle')} title={t('about.title')} intro={t('about.intro')}>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        {(['organizer', 'player'] as const).map((who) => (
          <Section
            key={who}
            id={`${who}-journey`}
            title={t(who === 'organizer' ? 'about.forOrganizers' : 'about.forPlayers')}
            headingClassName="text-xl font-bold text-white"
          >
            <StepList steps={journey(who)} className="mt-5" />
          </Section>
        ))}
      </div>

      <Section id="faq" title={t('about.faq')} className="mt-16" headingClassName="text-2xl font-bold text-white">
        <div className="mt-6">
          <FaqAccordion items={aboutFaq(t)} />
        </div>
      </Section>

      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <Link to={APP_PATHS.login} className={buttonClasses('primary', 'lg')}>
          {t('about.hostContest')}
        </Link>
        <Link to={APP_PATHS.rules} className={buttonClasses('secondary', 'lg')}>
          {t('landing.readRules')}
        </Link>
      </div>
    </InfoPage>
  );
}
