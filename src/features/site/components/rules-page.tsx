import type { ReactNode } from 'react';
import { phaseColourClasses, phasePillClasses } from '@/components/ui/phase-badge';
import { Section } from '@/components/ui/section';
import { CONTESTS_PER_ORGANIZER } from '@/config/limits';
import { InfoPage } from '@/features/site/components/info-page';
import { memeRequirements, phaseDescription } from '@/features/site/components/rules-content';
import { useT } from '@/i18n/use-t';
import { PHASE_ORDER, phaseLabel } from '@/lib/domain/contest-phases';

/** The two moves forward: from which phase, to which, and what triggers it. */
const TRANSITIONS = [
  ['phase.participation', 'phase.vote', 'rules.toVote'],
  ['phase.vote', 'phase.results', 'rules.toResults'],
] as const;

/** One part of the rules, a region named by its heading. */
function RulesSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title} className="mt-14" headingClassName="text-2xl font-bold text-white">
      {children}
    </Section>
  );
}

export function RulesPage() {
  const t = useT();
  return (
    <InfoPage documentTitle={t('rules.documentTitle')} title={t('rules.title')} intro={t('rules.intro')}>
      <RulesSection id="phases" title={t('rules.phases')}>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {PHASE_ORDER.map((phase, index) => (
            <li key={phase} className="rounded-2xl border border-border bg-surface p-5">
              <p className={`${phasePillClasses} ${phaseColourClasses(phase)}`}>
                {t('rules.phaseNumber', { number: index + 1 })}
              </p>
              <h3 className="mt-3 text-lg font-semibold text-white">{phaseLabel(t, phase)}</h3>
              <p className="mt-1 text-sm text-slate-300">{phaseDescription(t, phase).summary}</p>
              <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-muted marker:text-border">
                {phaseDescription(t, phase).details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </RulesSection>

      <RulesSection id="transitions" title={t('rules.transitions')}>
        <p className="mt-3 text-slate-300">{t('rules.transitionsIntro')}</p>
        <dl className="mt-6 grid gap-4 md:grid-cols-2">
          {TRANSITIONS.map(([from, to, explanation]) => (
            <div key={from} className="rounded-2xl border border-border bg-surface p-5">
              <dt className="font-semibold text-white">
                {t(from)} → {t(to)}
              </dt>
              <dd className="mt-1 text-sm text-slate-300">{t(explanation)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">{t('rules.forwardOnly')}</p>
      </RulesSection>

      <RulesSection id="meme-requirements" title={t('rules.memeRequirements')}>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {memeRequirements(t).map((requirement, index) => (
            <li
              key={index}
              className="flex gap-3 rounded-xl border border-border bg-surface p-4 text-sm text-slate-300"
            >
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-soft" />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
      </RulesSection>

      <RulesSection id="organizers" title={t('about.forOrganizers')}>
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-slate-300 marker:text-muted">
          <li>{t('rules.organizerLimit', { contests: CONTESTS_PER_ORGANIZER })}</li>
          <li>{t('rules.organizerPlayers')}</li>
          <li>{t('rules.organizerMaxMemes')}</li>
        </ul>
      </RulesSection>
    </InfoPage>
  );
}
