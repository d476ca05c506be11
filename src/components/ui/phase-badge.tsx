import { useT } from '@/i18n/use-t';
import { phaseBadgeLabel } from '@/lib/domain/contest-phases';

const phaseColours: Record<string, string> = {
  participation: 'bg-sky-500/15 text-sky-300 ring-sky-500/40',
  vote: 'bg-amber-500/15 text-amber-300 ring-amber-500/40',
  results: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
};
const unknownPhaseColours = 'bg-slate-500/15 text-slate-300 ring-slate-500/40';

/** Background, text and ring colours of a phase, wherever a phase is shown as a pill (badges, rule cards). */
export function phaseColourClasses(status: string): string {
  return phaseColours[status] ?? unknownPhaseColours;
}

/** Class names of the phase pill shape; the colours come from phaseColourClasses. */
export const phasePillClasses = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** The small status display of a contest phase (docs/product/overview.md#phases). */
export function PhaseBadge({ status }: { status: string }) {
  const t = useT();
  return <span className={`${phasePillClasses} ${phaseColourClasses(status)}`}>{phaseBadgeLabel(t, status)}</span>;
}
