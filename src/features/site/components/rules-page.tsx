import type { ReactNode } from 'react';
import { phaseColourClasses, phasePillClasses } from '@/components/ui/phase-badge';
import { memeRequirements, phaseDescriptions } from '@/features/site/components/rules-content';
import { PHASE_LABELS, PHASE_ORDER } from '@/lib/contest-phases';
import { CONTESTS_PER_ORGANIZER } from '@/config/limits';

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
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <title>Contest rules · Meme Arena</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Contest rules</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">
          Every contest goes through three phases in a fixed order. These rules are enforced by the server, so they hold
          for everyone.
        </p>
      </header>

      <Section id="phases" title="Phases">
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {PHASE_ORDER.map((phase, index) => (
            <li key={phase} className="rounded-2xl border border-border bg-surface p-5">
              <p className={`${phasePillClasses} ${phaseColourClasses(phase)}`}>Phase {index + 1}</p>
              <h3 className="mt-3 text-lg font-semibold text-white">{PHASE_LABELS[phase]}</h3>
              <p className="mt-1 text-sm text-slate-300">{phaseDescriptions[phase].summary}</p>
              <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-muted marker:text-border">
                {phaseDescriptions[phase].details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="transitions" title="Moving to the next phase">
        <p className="mt-3 text-slate-300">The organizer advances the contest from the dashboard, when:</p>
        <dl className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-border bg-surface p-5">
            <dt className="font-semibold text-white">
              {PHASE_LABELS.participation} → {PHASE_LABELS.vote}
            </dt>
            <dd className="mt-1 text-sm text-slate-300">At least one meme has been uploaded.</dd>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-5">
            <dt className="font-semibold text-white">
              {PHASE_LABELS.vote} → {PHASE_LABELS.results}
            </dt>
            <dd className="mt-1 text-sm text-slate-300">Every meme has received at least one vote.</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted">
          Phases only move forward, one step at a time; a contest cannot go back, and results are final.
        </p>
      </Section>

      <Section id="meme-requirements" title="Meme requirements">
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {memeRequirements.map((requirement, index) => (
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

      <Section id="organizers" title="For organizers">
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-slate-300 marker:text-muted">
          <li>Up to {CONTESTS_PER_ORGANIZER} contests per organizer at a time.</li>
          <li>Players can only be added during the participation phase; usernames are unique within a contest.</li>
          <li>The max memes per player cannot be changed after the contest is created.</li>
        </ul>
      </Section>
    </main>
  );
}
