import type { ReactNode } from 'react';
import { phaseColourClasses, phasePillClasses } from '@/components/ui/phase-badge';
import { CONTESTS_PER_ORGANIZER } from '@/config/limits';
import { memeRequirements, phaseDescription } from '@/features/site/components/rules-content';
import { useT } from '@/i18n/use-t';
import { PHASE_ORDER, phaseLabel } from '@/lib/domain/contest-phases';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function RulesPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('rules.documentTitle')}</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{t('rules.title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">{t('rules.intro')}</p>
      </header>

      <Section id="phases" title={t('rules.phases')}>
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
      </Section>

      <Section id="transitions" title={t('rules.transitions')}>
        <p className="mt-3 text-slate-300">{t('rules.transitionsIntro')}</p>
        <dl className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-border bg-surface p-5">
            <dt className="font-semibold text-white">
              {t('phase.participation')} → {t('phase.vote')}
            </dt>
            <dd className="mt-1 text-sm text-slate-300">{t('rules.toVote')}</dd>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-5">
            <dt className="font-semibold text-white">
              {t('phase.vote')} → {t('phase.results')}
            </dt>
            <dd className="mt-1 text-sm text-slate-300">{t('rules.toResults')}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted">{t('rules.forwardOnly')}</p>
      </Section>

      <Section id="meme-requirements" title={t('rules.memeRequirements')}>
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
      </Section>

      <Section id="organizers" title={t('about.forOrganizers')}>
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-slate-300 marker:text-muted">
          <li>{t('rules.organizerLimit', { contests: CONTESTS_PER_ORGANIZER })}</li>
          <li>{t('rules.organizerPlayers')}</li>
          <li>{t('rules.organizerMaxMemes')}</li>
        </ul>
      </Section>
    </main>
  );
}
