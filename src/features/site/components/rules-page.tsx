import type { ReactNode } from 'react';
import { phaseColourClasses, phasePillClasses } from '@/components/ui/phase-badge';
import {
  CONTESTS_PER_ORGANIZER,
  MAX_MEMES_PER_PLAYER,
  SCORE_RANGE,
  UPLOAD_FORMAT_NAMES,
  UPLOAD_MAX_BYTES,
} from '@/config/limits';
import { PHASE_LABELS, PHASE_ORDER } from '@/lib/contest-phases';
import type { ContestStatus } from '@/lib/records';

// Every number below comes from config/limits.ts, the constants the server enforces too.
const formatList = `${UPLOAD_FORMAT_NAMES.slice(0, -1).join(', ')} or ${UPLOAD_FORMAT_NAMES.at(-1)}`;
const maxUploadMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

const phaseDescriptions: Record<ContestStatus, { summary: string; details: readonly string[] }> = {
  participation: {
    summary: 'Players upload their memes.',
    details: [
      'Open your personal link and add your memes.',
      'You can remove your own memes until the phase ends.',
      'The organizer can still add players.',
    ],
  },
  vote: {
    summary: `Players score each other’s memes from ${SCORE_RANGE.min} to ${SCORE_RANGE.max}.`,
    details: [
      'Memes are shown without their creators’ names.',
      'You can change a score while the vote is open.',
      'Uploads are closed.',
    ],
  },
  results: {
    summary: 'The podium and the rankings are revealed.',
    details: [
      'Memes are ranked by their average score.',
      'Players are ranked by their average score.',
      'Results are final.',
    ],
  },
};

const memeRequirements: readonly ReactNode[] = [
  <>
    Formats: <strong className="text-white">{formatList}</strong> images.
  </>,
  <>
    Size: at most <strong className="text-white">{maxUploadMegabytes} MB</strong> per file.
  </>,
  <>
    Count: up to the contest’s <strong className="text-white">max memes per player</strong>, which the organizer sets
    between {MAX_MEMES_PER_PLAYER.min} and {MAX_MEMES_PER_PLAYER.max} when creating the contest.
  </>,
  <>
    Scores: whole numbers from{' '}
    <strong className="text-white">
      {SCORE_RANGE.min} to {SCORE_RANGE.max}
    </strong>
    .
  </>,
  <>No voting on your own memes.</>,
  <>One rating per meme and player; a new score replaces your previous one.</>,
  <>Votes are anonymous: nobody sees who gave which score.</>,
];

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
