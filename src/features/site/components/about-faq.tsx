import { Link } from 'react-router';
import { env } from '@/config/env';
import { CONTESTS_PER_ORGANIZER, SCORE_RANGE } from '@/config/limits';
import { type FaqItem } from '@/features/site/components/faq-accordion';
import type { Translate } from '@/i18n/i18n';
import { Trans } from '@/i18n/use-t';
import { APP_PATHS } from '@contract/routes.js';

const externalLinkClasses = 'font-semibold text-brand-soft underline underline-offset-2 hover:text-white';

/** The About page's questions and answers, through the page's `t`. */
export function aboutFaq(t: Translate): readonly FaqItem[] {
  return [
    { question: t('about.faqWhatQ'), answer: <p>{t('about.faqWhatA')}</p> },
    { question: t('about.faqAccountQ'), answer: <p>{t('about.faqAccountA')}</p> },
    { question: t('about.faqCostQ'), answer: <p>{t('about.faqCostA', { contests: CONTESTS_PER_ORGANIZER })}</p> },
    {
      question: t('about.faqPhasesQ'),
      answer: (
        <p>
          <Trans id="about.faqPhasesA" components={[<Link to={APP_PATHS.rules} className={externalLinkClasses} />]} />
        </p>
      ),
    },
    {
      question: t('about.faqVotesQ'),
      answer: <p>{t('about.faqVotesA', { min: SCORE_RANGE.min, max: SCORE_RANGE.max })}</p>,
    },
    {
      question: t('about.faqBugQ'),
      answer: (
        <p>
          <Trans
            id="about.faqBugA"
            components={[
              <a href={env.communityUrl} target="_blank" rel="noopener noreferrer" className={externalLinkClasses} />,
              <span className="sr-only" />,
            ]}
            values={{ newTab: t('nav.opensInNewTab') }}
          />
        </p>
      ),
    },
  ];
}
